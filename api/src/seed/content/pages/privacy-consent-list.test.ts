import { consentGroups, languageCookie, localeCookie, shops, viewportCookie } from '@lumen/domain';
import type { LanguageCode } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeContent } from '../../../content/localize-content.ts';
import { sessionCookieName } from '../../../sessions/session-cookie.ts';
import { buildContentTree } from '../content-tree.ts';
import { marketFacts } from '../markets.ts';

/*
 * The privacy page's consent list (§9 consent groups: statistics C0002, marketing C0004). The api
 * may not import cms-blocks, so the shape its `ConsentListContentSchema` needs is written out here:
 * the names, ids and links that schema refuses when missing or wrong.
 */

const nonEmpty = z.string().trim().min(1);
const RichTextDocSchema = z.object({
  type: z.literal('doc'),
  content: z.array(z.looseObject({ type: z.string() })).min(1),
});
const UrlLinkSchema = z.looseObject({
  linktype: z.literal('url'),
  url: z.url({ protocol: /^https$/ }),
});

const ProviderSchema = z.looseObject({
  _uid: nonEmpty,
  component: z.literal('consent_provider'),
  name: nonEmpty,
  purpose: nonEmpty,
  cookies: nonEmpty.optional(),
  retention: nonEmpty.optional(),
  privacy_policy: UrlLinkSchema.optional(),
});

const GroupSchema = z.looseObject({
  _uid: nonEmpty,
  component: z.literal('consent_group'),
  name: nonEmpty,
  group_id: z.string().regex(/^C\d{4}$/),
  purpose: RichTextDocSchema,
  providers: z.array(ProviderSchema).min(1),
});

const ConsentListSchema = z.looseObject({
  _uid: nonEmpty,
  component: z.literal('consent_list'),
  headline: nonEmpty,
  intro: RichTextDocSchema,
  groups: z.array(GroupSchema),
});
type ConsentList = z.infer<typeof ConsentListSchema>;

const stories = buildContentTree().filter((story) => !story.isFolder);

/** The consent list of a shop's privacy page, as the shop's language reads it. */
function consentListOf(code: string, language: LanguageCode): ConsentList {
  const story = stories.find((candidate) => candidate.fullSlug === `${code}/datenschutz`);
  const content = localizeContent(story?.publishedContent, language) as { body?: unknown[] };
  const blocks = (content.body ?? []).filter(
    (block) => (block as { component?: unknown }).component === 'consent_list',
  );
  expect(blocks, `${code}: one consent list`).toHaveLength(1);
  return ConsentListSchema.parse(blocks[0]);
}

/** Every text a shopper reads in the block: names, purposes, retention and rich text. */
function readableText(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(readableText);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? ['headline', 'name', 'purpose', 'retention', 'text'].includes(key)
        ? [value]
        : []
      : readableText(value),
  );
}

const groupNames: Record<LanguageCode, readonly [string, string, string]> = {
  de: ['Notwendige Cookies', 'Statistik', 'Marketing'],
  fr: ['Cookies nécessaires', 'Statistiques', 'Marketing'],
  it: ['Cookie necessari', 'Statistiche', 'Marketing'],
  pl: ['Niezbędne pliki cookie', 'Statystyka', 'Marketing'],
  cs: ['Nezbytné soubory cookie', 'Statistika', 'Marketing'],
};

const headlines: Record<LanguageCode, string> = {
  de: 'Cookies und Anbieter',
  fr: 'Cookies et fournisseurs',
  it: 'Cookie e fornitori',
  pl: 'Pliki cookie i dostawcy',
  cs: 'Soubory cookie a poskytovatelé',
};

const cases = shops.map((shop) => [shop.code, shop.language, shop.country] as const);

describe('§9 the privacy page’s consent list', () => {
  it.each(cases)(
    '%s: lists the banner’s groups C0001, C0002 and C0004 in %s, each with a purpose and providers',
    (code, language) => {
      const list = consentListOf(code, language);
      expect(list.headline).toBe(headlines[language]);
      expect(list.groups.map((group) => group.group_id)).toEqual([
        'C0001',
        consentGroups.statistics,
        consentGroups.marketing,
      ]);
      expect(list.groups.map((group) => group.name)).toEqual(groupNames[language]);
    },
  );

  it.each(cases)('%s: names the cookies the shop sets itself as the code names them', (code, language) => {
    const [necessary, statistics] = consentListOf(code, language).groups;
    const cookies = necessary!.providers.flatMap((provider) =>
      (provider.cookies ?? '').split(',').map((name) => name.trim()),
    );
    expect(cookies.sort()).toEqual(
      [
        sessionCookieName,
        localeCookie.name,
        languageCookie.name,
        viewportCookie.name,
        'lumen_consent',
        // The storefront's ROPO flag (ropo-mode.ts), set once a frame is reserved.
        'lumen_ropo',
      ].sort(),
    );
    const [shopProvider] = necessary!.providers;
    const day = 24 * 60 * 60;
    expect(shopProvider!.retention).toContain(`${localeCookie.maxAgeSeconds / day} `);
    expect(shopProvider!.retention).toContain(`${languageCookie.maxAgeSeconds / day} `);
    expect(shopProvider!.retention).toMatch(/lumen_ropo\u00a0?: 90 /);
    // §7: the page views go to the shop's own server without a cookie.
    expect(statistics!.providers.map((provider) => provider.cookies)).toEqual([undefined]);
  });

  it.each(cases)(
    '%s: the other providers (marketing, C0004) link their privacy policies',
    (code, language) => {
      const marketing = consentListOf(code, language).groups[2]!;
      expect(marketing.providers.map((provider) => provider.name)).toEqual([
        'Google Tag Manager',
        'YouTube',
        'Vimeo',
      ]);
      for (const provider of marketing.providers) {
        expect(provider.privacy_policy, provider.name).toBeDefined();
      }
    },
  );

  it.each(cases)('%s: cites the law of its market (the DSG in Switzerland)', (code, language, country) => {
    const text = readableText(consentListOf(code, language)).join('\n');
    const gdpr = /DSGVO|RGPD|GDPR|RODO/;
    if (country === 'CH') {
      expect(text).toContain(marketFacts.CH.privacyLaw[language]);
      expect(text).not.toMatch(gdpr);
      if (language === 'de') expect(text).not.toContain('ß');
    } else {
      expect(text).toMatch(gdpr);
    }
  });
});
