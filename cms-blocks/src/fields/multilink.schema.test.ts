import { describe, expect, it } from 'vitest';
import { linkAttributes, multilinkSchema, MultilinkSchema, type Link } from './multilink.schema.ts';
import { storyPath } from './story-path.ts';

/*
 * The links of the seeded de-de footer (api/src/seed/content/pages/global.ts), copied as the
 * content API delivers them: story links carry the shop folder in cached_url.
 */
const seededFooterLinks = [
  {
    label: 'Versand',
    link: {
      id: 'fc4c40f0-bb19-5882-b73b-1860a1ab8eab',
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'de-de/overlays/service/versand',
    },
    href: '/overlays/service/versand/',
  },
  {
    label: 'Auftragsstatus',
    link: {
      id: '',
      url: '/service/auftragsstatus/',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: '/service/auftragsstatus/',
    },
    href: '/service/auftragsstatus/',
  },
  {
    label: 'Termin buchen',
    link: {
      id: 'c01959c8-bbeb-516f-b954-a56fe07839f7',
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'de-de/global/navigation/termin-buchen',
    },
    href: '/global/navigation/termin-buchen/',
  },
  {
    label: 'Kontakt',
    link: { id: '', email: 'service@lumen-optik.de', linktype: 'email', fieldtype: 'multilink' },
    href: 'mailto:service@lumen-optik.de',
  },
  {
    label: 'Gebrauchsanweisungen',
    link: {
      id: '17b54598-5b1c-5edb-9aea-f2271c6e6e40',
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'de-de/service/gebrauchsanweisungen/',
    },
    href: '/service/gebrauchsanweisungen/',
  },
] as const;

describe('§2 routes, §3 Shop.cmsBaseFolder: the shop path of a story', () => {
  it.for([
    ['de-de/service/sehtest', '/service/sehtest/'],
    ['/de-de/datenschutz', '/datenschutz/'],
    // A folder's start page: its slug ends in a slash.
    ['de-de/service/gebrauchsanweisungen/', '/service/gebrauchsanweisungen/'],
    // The home story and the shop folder itself are the shop's root.
    ['de-de/home', '/'],
    ['cs-cz/', '/'],
    // A resolved link in another language starts with the language, then the translated path.
    ['pl/pl-pl/uslugi/instrukcje-obslugi/', '/uslugi/instrukcje-obslugi/'],
    ['fr/fr-ch/global/navigation/prendre-rendez-vous', '/global/navigation/prendre-rendez-vous/'],
    // A slug outside any shop folder stays as it is.
    ['sonnenbrillen/neue-kollektion', '/sonnenbrillen/neue-kollektion/'],
    // A language prefix is only dropped before a shop folder: "it" is also a word.
    ['it/impressum', '/it/impressum/'],
    ['home/aktion', '/home/aktion/'],
    // Slugs a browser would read as another host.
    ['\\evil.example', undefined],
    ['de-de/\t/evil.example', undefined],
  ] as const)('%s → %s', ([slug, path]) => {
    expect(storyPath(slug)).toBe(path);
  });

  it('strips only the folders it is given', () => {
    expect(storyPath('de-at/filialen', { shopFolders: ['de-de'] })).toBe('/de-at/filialen/');
    expect(storyPath('shop-at/filialen', { shopFolders: ['shop-at'] })).toBe('/filialen/');
  });
});

describe('§2 content blocks: Storyblok multilink to a link', () => {
  it.for(seededFooterLinks)('the seeded footer link "$label" goes to $href', ({ link, href }) => {
    expect(MultilinkSchema.parse(link)).toEqual({ href });
  });

  it.for<{ name: string; link: object; expected: Link }>([
    {
      name: 'a story link becomes a path with the trailing slash every route has',
      link: {
        id: 'b5e0',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'sonnenbrillen/neue-kollektion',
      },
      expected: { href: '/sonnenbrillen/neue-kollektion/' },
    },
    {
      name: 'a story link keeps no doubled slashes',
      link: { linktype: 'story', cached_url: '/service/sehtest/' },
      expected: { href: '/service/sehtest/' },
    },
    {
      name: 'a story link with an anchor',
      link: { linktype: 'story', cached_url: 'de-de/service/sehtest', anchor: 'termin' },
      expected: { href: '/service/sehtest/#termin' },
    },
    {
      name: 'an anchor with a hash and a space is encoded',
      link: { linktype: 'story', cached_url: 'de-de/faq', anchor: '#gleitsicht brillen' },
      expected: { href: '/faq/#gleitsicht%20brillen' },
    },
    {
      name: 'an anchor on the same page',
      link: { linktype: 'story', cached_url: '', anchor: 'newsletter' },
      expected: { href: '#newsletter' },
    },
    {
      name: 'a resolved story link takes the translated slug of the story (resolve_links)',
      link: {
        id: '5e8a',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'pl-pl/service/gebrauchsanweisungen/',
        story: {
          name: 'Instrukcje obsługi',
          id: 123,
          uuid: '5e8a',
          slug: 'pl/pl-pl/uslugi/instrukcje-obslugi/',
          full_slug: 'pl/pl-pl/uslugi/instrukcje-obslugi/',
          url: 'pl/pl-pl/uslugi/instrukcje-obslugi/',
        },
      },
      expected: { href: '/uslugi/instrukcje-obslugi/' },
    },
    {
      name: 'a story link to open in a new tab',
      link: { linktype: 'story', cached_url: 'de-de/impressum', target: '_blank' },
      expected: { href: '/impressum/', newTab: true },
    },
    {
      name: 'a URL link to another site is external',
      link: {
        linktype: 'url',
        url: 'https://www.lumen-optik.ch/fr/succursales/',
        cached_url: 'https://www.lumen-optik.ch/fr/succursales/',
      },
      expected: { href: 'https://www.lumen-optik.ch/fr/succursales/', external: true },
    },
    {
      name: 'an external URL link to open in a new tab',
      link: { linktype: 'url', url: 'http://www.augenarzt-suche.de/', target: '_blank' },
      expected: { href: 'http://www.augenarzt-suche.de/', external: true, newTab: true },
    },
    {
      name: 'a URL link that only has cached_url (older content)',
      link: { linktype: 'url', url: '', cached_url: '/salony/' },
      expected: { href: '/salony/' },
    },
    {
      name: 'a path with a query, as the seeded brand links have',
      link: { linktype: 'url', url: '/brillen/?brand=17', cached_url: '/brillen/?brand=17' },
      expected: { href: '/brillen/?brand=17' },
    },
    {
      name: 'a phone link',
      link: { linktype: 'url', url: 'tel:+48221234567' },
      expected: { href: 'tel:+48221234567' },
    },
    {
      name: 'a mailto: address in a URL link',
      link: { linktype: 'url', url: 'mailto:filiale.bern@lumen-optik.ch' },
      expected: { href: 'mailto:filiale.bern@lumen-optik.ch' },
    },
    {
      name: 'an asset link is a file on the asset host',
      link: { linktype: 'asset', url: 'https://a.storyblok.com/f/12345/x/abc/gebrauchsanweisung.pdf' },
      expected: { href: 'https://a.storyblok.com/f/12345/x/abc/gebrauchsanweisung.pdf', external: true },
    },
    {
      name: 'a protocol-relative asset of older Storyblok content is read as https',
      link: { linktype: 'asset', url: '//a.storyblok.com/f/12345/x/abc/konformitaet.pdf' },
      expected: { href: 'https://a.storyblok.com/f/12345/x/abc/konformitaet.pdf', external: true },
    },
    {
      name: 'an email link',
      link: { linktype: 'email', email: 'zakaznici@lumen-optik.cz' },
      expected: { href: 'mailto:zakaznici@lumen-optik.cz' },
    },
    {
      name: 'an email link given with mailto:',
      link: { linktype: 'email', email: 'mailto:service@lumen-optik.de' },
      expected: { href: 'mailto:service@lumen-optik.de' },
    },
  ])('$name', ({ link, expected }) => {
    expect(MultilinkSchema.parse(link)).toEqual(expected);
  });

  it.for([
    {
      name: 'an empty story link',
      link: { id: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
    },
    { name: 'a story link with nulls', link: { linktype: 'story', cached_url: null, anchor: null } },
    { name: 'an empty URL link', link: { linktype: 'url', url: '', cached_url: '' } },
    { name: 'an empty email link', link: { linktype: 'email', email: '' } },
    { name: 'an empty asset link', link: { linktype: 'asset', url: ' ' } },
  ])('$name is no link', ({ link }) => {
    expect(MultilinkSchema.parse(link)).toBeUndefined();
  });

  it.for([
    { name: 'a script URL', link: { linktype: 'url', url: 'javascript:alert(1)' }, path: ['url'] },
    {
      name: 'a script URL in capitals',
      link: { linktype: 'url', url: 'JavaScript:alert(1)' },
      path: ['url'],
    },
    {
      name: 'a script URL split by a tab, which browsers drop',
      link: { linktype: 'url', url: 'java\tscript:alert(1)' },
      path: ['url'],
    },
    {
      name: 'a script URL as an asset',
      link: { linktype: 'asset', url: 'javascript:alert(1)' },
      path: ['url'],
    },
    {
      name: 'a data URL',
      link: { linktype: 'url', url: 'data:text/html,<script>1</script>' },
      path: ['url'],
    },
    { name: 'a protocol-relative URL', link: { linktype: 'url', url: '//evil.example/' }, path: ['url'] },
    {
      name: 'a backslash path browsers read as //',
      link: { linktype: 'url', url: '/\\evil.example/' },
      path: ['url'],
    },
    {
      name: 'an address without a scheme',
      link: { linktype: 'url', url: 'www.lumen-optik.de' },
      path: ['url'],
    },
    { name: 'a relative path without a slash', link: { linktype: 'url', url: 'salony/' }, path: ['url'] },
    { name: 'an http address without a host', link: { linktype: 'url', url: 'https://' }, path: ['url'] },
    { name: 'a phone link without a number', link: { linktype: 'url', url: 'tel:anrufen' }, path: ['url'] },
    { name: 'a mail link to an asset', link: { linktype: 'asset', url: 'mailto:a@b.de' }, path: ['url'] },
    {
      name: 'a story slug a browser reads as another host',
      link: { linktype: 'story', cached_url: '\\evil.example' },
      path: ['cached_url'],
    },
    {
      name: 'a malformed email address',
      link: { linktype: 'email', email: 'kein-at-zeichen' },
      path: ['email'],
    },
    { name: 'an unknown link type', link: { linktype: 'phone', url: 'tel:1' }, path: ['linktype'] },
    { name: 'a link without a link type', link: { cached_url: 'home' }, path: ['linktype'] },
  ])('rejects $name', ({ link, path }) => {
    const result = MultilinkSchema.safeParse(link);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('strips the folder a shop gives when its folder is not a shop code', () => {
    const schema = multilinkSchema({ shopFolders: ['lumen-ch-fr'] });
    expect(schema.parse({ linktype: 'story', cached_url: 'lumen-ch-fr/service/statut' })).toEqual({
      href: '/service/statut/',
    });
  });
});

describe('§2 content blocks: rel and target of a link', () => {
  it.for<[string, Link, ReturnType<typeof linkAttributes>]>([
    ['a path of the shop', { href: '/salony/' }, { href: '/salony/' }],
    [
      'an external address',
      { href: 'https://www.augenarzt-suche.de/', external: true },
      { href: 'https://www.augenarzt-suche.de/', rel: 'external noopener noreferrer' },
    ],
    [
      'an external address in a new tab',
      { href: 'https://www.augenarzt-suche.de/', external: true, newTab: true },
      { href: 'https://www.augenarzt-suche.de/', rel: 'external noopener noreferrer', target: '_blank' },
    ],
    [
      'a shop page in a new tab',
      { href: '/impressum/', newTab: true },
      { href: '/impressum/', rel: 'noopener', target: '_blank' },
    ],
    [
      'an email address',
      { href: 'mailto:service@lumen-optik.de' },
      { href: 'mailto:service@lumen-optik.de' },
    ],
  ])('%s', ([, link, attributes]) => {
    expect(linkAttributes(link)).toEqual(attributes);
  });
});
