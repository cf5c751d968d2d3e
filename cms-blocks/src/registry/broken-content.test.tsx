import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accordionDraftFixture } from '../accordion/accordion.fixtures.ts';
import { accountPromoDraftFixture } from '../account-promo/account-promo.fixtures.ts';
import { brandListDraftFixture } from '../brand-list/brand-list.fixtures.ts';
import { consentListDraftFixture } from '../consent-list/consent-list.fixtures.ts';
import { contentPageDraftFixture } from '../content-page/content-page.fixtures.ts';
import { faceScanDraftFixture } from '../face-scan/face-scan.fixtures.ts';
import { footerColumnDraftFixture } from '../footer-column/footer-column.fixtures.ts';
import { hearingTestDraftFixture } from '../hearing-test/hearing-test.fixtures.ts';
import { heroTeaserDraftFixture } from '../hero-teaser/hero-teaser.fixtures.ts';
import { heroDraftFixture } from '../hero/hero.fixtures.ts';
import { iconSetDraftFixture } from '../icon-sets/icon-set.fixtures.ts';
import { logoSliderDraftFixture } from '../logo-slider/logo-slider.fixtures.ts';
import { newsletterDraftFixture } from '../newsletter/newsletter.fixtures.ts';
import { prescriptionLoaderDraftFixture } from '../prescription-loader/prescription-loader.fixtures.ts';
import { productSliderDraftFixture } from '../product-slider/product-slider.fixtures.ts';
import { productSubscriptionDraftFixture } from '../product-subscription/product-subscription.fixtures.ts';
import { productDraftFixture } from '../product/product.fixtures.ts';
import { questionnaireBrokenGraphFixture } from '../questionnaire/questionnaire.fixtures.ts';
import { videoEmbedDraftFixture } from '../video-embed/video-embed.fixtures.ts';
import type { BlockError } from './block-error.ts';
import { blockRegistry } from './block-registry.ts';
import { BlockRenderer } from './block-renderer.tsx';
import type { Blok } from './blok.ts';
import { preloadBlockComponents } from './lazy-block-component.tsx';

type BrokenDraft = {
  /** An unfinished draft of one block, as the content API delivers it. */
  blok: Blok;
  /** The failing fields the editor's notice names, in order. */
  fields: readonly string[];
  /** What the notice says about a field whose message matters, by its field. */
  says?: Readonly<Record<string, string>>;
};

/** Every block's broken fixture and what its notice must name. */
const brokenDrafts: readonly BrokenDraft[] = [
  {
    blok: accordionDraftFixture,
    fields: ['items.0.title', 'items.1.content', 'items.2.content.content.0.content.1.marks.0.attrs.href'],
  },
  { blok: accountPromoDraftFixture, fields: ['headline', 'benefits.1.text', 'benefits.2.component'] },
  { blok: brandListDraftFixture, fields: ['brands.0.name', 'brands.1.link.url'] },
  {
    blok: consentListDraftFixture,
    fields: [
      'groups.0.name',
      'groups.0.group_id',
      'groups.0.providers.0.name',
      'groups.0.providers.0.privacy_policy.url',
    ],
  },
  {
    blok: contentPageDraftFixture,
    fields: ['title', 'intro.content.0.content.1.marks.0.attrs.href', 'side_navigation_title'],
  },
  { blok: faceScanDraftFixture, fields: ['headline', 'listing_link'] },
  { blok: footerColumnDraftFixture, fields: ['links.0.label', 'links.1.link', 'links.2.link.url'] },
  { blok: hearingTestDraftFixture, fields: ['headline', 'heading_level', 'offer_sending'] },
  { blok: heroTeaserDraftFixture, fields: ['headline', 'image.filename', 'cta_link'] },
  { blok: heroDraftFixture, fields: ['headline', 'image.filename', 'cta_link'] },
  {
    blok: iconSetDraftFixture,
    fields: ['items.1.key', 'listing_link'],
    says: { 'items.1.key': 'Unknown frame shape "oval_round"' },
  },
  { blok: logoSliderDraftFixture, fields: ['logos.0.image.alt', 'logos.1.image.filename'] },
  { blok: newsletterDraftFixture, fields: ['headline', 'consent.content.0'] },
  { blok: prescriptionLoaderDraftFixture, fields: ['headline', 'allow_upload'] },
  { blok: productSliderDraftFixture, fields: ['headline', 'sort', 'category_id', 'cta_link'] },
  { blok: productSubscriptionDraftFixture, fields: ['product_id', 'default_interval'] },
  { blok: productDraftFixture, fields: ['product_id', 'size'] },
  {
    // A graph that cannot be walked: an answer leads nowhere, another back to an earlier step.
    blok: questionnaireBrokenGraphFixture,
    fields: ['steps.0.answers.1.next', 'steps.1.answers.1.next'],
    says: {
      'steps.0.answers.1.next': 'No step or result has the key "tageslinsen"',
      'steps.1.answers.1.next':
        'Leads back to step "tragedauer": the questionnaire would never reach a result',
    },
  },
  { blok: videoEmbedDraftFixture, fields: ['url', 'title'] },
];

// Were a block to render despite its broken content, it would show at once, not after loading.
beforeAll(preloadBlockComponents);
afterEach(cleanup);

function renderDraft(blok: Blok, preview: boolean) {
  const onBlockError = vi.fn<(error: BlockError) => void>();
  const { container } = render(
    <BlockRenderer blok={blok} registry={blockRegistry} preview={preview} onBlockError={onBlockError} />,
  );
  return { container, onBlockError };
}

describe('§8 broken content: an unfinished draft of every block', () => {
  it('covers every kind of block the registry renders', () => {
    const covered = new Set(brokenDrafts.map(({ blok }) => blok.component));
    // The icon sets are one block with a schema per set: one draft stands for them all.
    const uncovered = Object.keys(blockRegistry).filter(
      (name) =>
        !covered.has(name) && !(name.startsWith('icon_set_') && covered.has(iconSetDraftFixture.component)),
    );
    expect(uncovered).toEqual([]);
  });

  it.for(brokenDrafts)(
    'in preview, $blok.component shows a notice naming every failing field instead of the block',
    ({ blok, fields, says = {} }) => {
      const { container, onBlockError } = renderDraft(blok, true);
      const notice = within(container).getByRole('note');
      // The notice is all there is: nothing of the block itself renders.
      expect([...container.children]).toEqual([notice]);
      expect(notice.querySelector('[data-slot="block-notice-title"]')?.textContent).toBe(
        `Block "${blok.component}" has invalid content.`,
      );
      const items = within(notice).getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(fields);
      for (const [field, text] of Object.entries(says)) {
        expect(items[fields.indexOf(field)]?.textContent).toContain(`${field}: ${text}`);
      }
      expect(onBlockError).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'invalid-content', component: blok.component }),
      );
    },
  );

  it.for(brokenDrafts)(
    'on the live shop, $blok.component renders nothing and still reports the error',
    ({ blok }) => {
      const { container, onBlockError } = renderDraft(blok, false);
      expect(container.childNodes).toHaveLength(0);
      expect(onBlockError).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'invalid-content', component: blok.component }),
      );
    },
  );
});
