import { legalPagePath, legalPageSlugs, paymentMethodsByCountry, routePath, shops } from '@lumen/domain';
import type { ShopCode, ShopIdentity } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeContent } from '../../../content/localize-content.ts';
import { buildContentTree } from '../content-tree.ts';
import { marketFacts } from '../markets.ts';
import { pageContext } from '../page-context.ts';

/*
 * The terms and conditions page of every shop (German "AGB"): the statutory withdrawal instructions
 * and model form in the EU shops, the voluntary return right alone in the Swiss ones.
 */

const stories = buildContentTree().filter((story) => !story.isFolder);
const fullSlugOf = (shop: ShopIdentity) => `${shop.code}/${legalPageSlugs.terms.de}`;
const storyOf = (shop: ShopIdentity) => stories.find((story) => story.fullSlug === fullSlugOf(shop));

const SectionSchema = z.looseObject({ _uid: z.string(), title: z.string(), content: z.unknown() });
type Section = z.infer<typeof SectionSchema>;
const TermsPageSchema = z.looseObject({
  title: z.string(),
  body: z.tuple([z.looseObject({ component: z.literal('accordion'), items: z.array(SectionSchema) })]),
});

/** The page as the shop's language reads it. */
function pageOf(shop: ShopIdentity) {
  return TermsPageSchema.parse(localizeContent(storyOf(shop)?.publishedContent, shop.language));
}

/** Every piece of text in a node: strings under `text`, `title`, `headline` and `description`. */
function textsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? ['text', 'title', 'headline', 'description'].includes(key)
        ? [value]
        : []
      : textsOf(value),
  );
}

/** The page's section with this key (`section-{key}`), or undefined. */
function sectionOf(shop: ShopIdentity, key: string): Section | undefined {
  const uid = pageContext(shop, shop.language, fullSlugOf(shop)).uid(`section-${key}`);
  return pageOf(shop).body[0].items.find((item) => item._uid === uid);
}

const sectionText = (shop: ShopIdentity, key: string) => textsOf(sectionOf(shop, key)).join('\n');

const shopByCode = (code: ShopCode) => shops.find((shop) => shop.code === code)!;
const cases = shops.map((shop) => [shop.code, shop] as const);
const euCases = cases.filter(([, shop]) => shop.country !== 'CH');
const swissCases = cases.filter(([, shop]) => shop.country === 'CH');

/** Words of the model instructions and form, in each language, that no Swiss page may carry. */
const statutoryWords = [
  'Widerrufsbelehrung',
  'Muster-Widerrufsformular',
  'vierzehn Tagen',
  'quatorze jours',
  'formulaire de rétractation',
  'Modulo di recesso tipo',
  '14 giorni',
];

describe('terms and conditions page', () => {
  it('every shop gets exactly one terms page', () => {
    expect(stories.filter((story) => story.fullSlug.endsWith(`/${legalPageSlugs.terms.de}`))).toHaveLength(
      shops.length,
    );
  });

  it.each(cases)('%s: the terms page answers under its language’s slug, tagged legal', (_code, shop) => {
    const story = storyOf(shop);
    expect(story, fullSlugOf(shop)).toBeDefined();
    expect(story!.tagList).toEqual(['legal']);
    const translated = story!.translations.find((translation) => translation.lang === shop.language);
    const path = shop.language === 'de' ? story!.fullSlug : translated!.path;
    expect(`/${path.slice(shop.code.length + 1)}/`).toBe(legalPagePath(shop.language, 'terms'));
    expect(pageOf(shop).title).not.toBe('');
  });

  it('comes after the imprint in the shop folder', () => {
    const positionOf = (slug: string) =>
      stories.find((story) => story.fullSlug === `de-de/${slug}`)!.position;
    expect(positionOf(legalPageSlugs.terms.de)).toBeGreaterThan(positionOf(legalPageSlugs.imprint.de));
  });

  it.each(euCases)(
    '%s: the withdrawal instructions and the model form, addressed to the market’s company',
    (_code, shop) => {
      const { company, email, street } = marketFacts[shop.country];
      const instructions = sectionText(shop, 'withdrawal');
      expect(instructions).toMatch(/vierzehn Tagen|14 giorni|14 dni|14 dnů/);
      expect(instructions).toContain(company);
      expect(instructions).toContain(email);
      const form = sectionText(shop, 'withdrawal-form');
      for (const fact of [company, street, email]) expect(form).toContain(fact);
      expect(sectionText(shop, 'withdrawal-exceptions')).toContain('2011/83/');
    },
  );

  it.each([
    ['de-de', '§ 312g Abs. 2 Nr. 1 BGB'],
    ['de-at', '§ 18 Abs. 1 Z 3 FAGG'],
    ['de-it', 'art. 59, comma 1, lett. c)'],
    ['it-it', 'art. 59, comma 1, lett. c)'],
    ['pl-pl', 'art. 38 ust. 1 pkt 3'],
    ['cs-cz', '§ 1837 písm. d)'],
  ] as const)('%s: made-to-measure glasses are excepted under %s', (code, provision) => {
    expect(sectionText(shopByCode(code), 'withdrawal-exceptions')).toContain(provision);
  });

  it.each(swissCases)(
    '%s: no statutory withdrawal, but the voluntary return right of the market’s days',
    (_code, shop) => {
      for (const key of ['withdrawal', 'withdrawal-exceptions', 'withdrawal-form']) {
        expect(sectionOf(shop, key), key).toBeUndefined();
      }
      const page = textsOf(pageOf(shop)).join('\n');
      for (const word of statutoryWords) expect(page).not.toContain(word);
      const returns = sectionText(shop, 'returns');
      expect(returns).toContain(`${marketFacts.CH.returnDays} `);
      expect(returns).toMatch(/freiwillig|volontairement|volontariamente/);
    },
  );

  it.each(euCases)('%s: the voluntary return right comes on top of the statutory one', (_code, shop) => {
    expect(sectionText(shop, 'returns')).toContain(`${marketFacts[shop.country].returnDays} `);
  });

  it('de-ch: no text of the page, in German, has an ß', () => {
    const story = storyOf(shopByCode('de-ch'))!;
    for (const content of [story.publishedContent, story.draftContent]) {
      expect(textsOf(localizeContent(content, undefined)).filter((text) => text.includes('ß'))).toEqual([]);
    }
  });

  it.each(cases.filter(([, shop]) => shop.language === 'fr'))(
    '%s: French sets a no-break space before : ; ! ? and inside « »',
    (_code, shop) => {
      for (const text of textsOf(pageOf(shop))) {
        expect(text).not.toMatch(/ [:;!?»]/);
        expect(text).not.toMatch(/« /);
        expect(text).not.toMatch(/[^\s\u00a0][:;!?»]/);
      }
    },
  );

  it.each([
    [
      'de-de',
      ['PayPal', 'Klarna', 'Lastschrift über Ratepay', 'Kauf auf Rechnung über Ratepay', 'Visa'],
      ['Nachnahme', 'TWINT'],
    ],
    [
      'de-at',
      ['PayPal', 'Klarna', 'Kauf auf Rechnung über Ratepay', 'American Express'],
      ['Lastschrift', 'Nachnahme'],
    ],
    ['fr-ch', ['TWINT', 'facture', 'PayPal', 'Mastercard'], ['Klarna', 'paiement à la livraison']],
    ['it-it', ['PayPal', 'carta di credito', 'contrassegno'], ['Klarna', 'TWINT']],
    [
      'pl-pl',
      ['BLIK', 'Przelewy24', 'PayU', 'PayPal', 'płatność przy odbiorze'],
      ['karta kredytowa', 'Klarna'],
    ],
    ['cs-cz', ['PayU', 'platební karta', 'dobírka'], ['PayPal', 'Klarna']],
  ] as const)(
    '%s: names the domain’s payment methods of its market, and no others',
    (code, named, absent) => {
      const shop = shopByCode(code);
      expect(paymentMethodsByCountry[shop.country].length).toBeGreaterThan(0);
      const text = sectionText(shop, 'payment');
      for (const method of named) expect(text).toContain(method);
      for (const method of absent) expect(text).not.toContain(method);
    },
  );

  it.each(cases)(
    '%s: the saving subscription only where the shop has its cancellation page',
    (_code, shop) => {
      const section = sectionOf(shop, 'subscription');
      if (shop.country === 'IT') {
        expect(section).toBeUndefined();
        return;
      }
      expect(JSON.stringify(section)).toContain(`"href":"${routePath(shop, 'subscription-cancellation')}"`);
    },
  );

  it.each(cases)('%s: links the privacy page and names no ODR platform', (_code, shop) => {
    const privacy = stories.find((story) => story.fullSlug === `${shop.code}/${legalPageSlugs.privacy.de}`)!;
    expect(JSON.stringify(sectionOf(shop, 'privacy'))).toContain(`"uuid":"${privacy.uuid}"`);
    expect(JSON.stringify(pageOf(shop))).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
  });

  it.each([
    [
      'de-de',
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
    ],
    ['cs-cz', 'Česká obchodní inspekce'],
  ] as const)('%s: says how consumer disputes are settled', (code, statement) => {
    expect(sectionText(shopByCode(code), 'dispute')).toContain(statement);
  });
});
