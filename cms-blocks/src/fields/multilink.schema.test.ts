import { describe, expect, it } from 'vitest';
import { MultilinkSchema } from './multilink.schema.ts';

describe('§2 content blocks: Storyblok multilink to href', () => {
  it.for([
    {
      name: 'a story link becomes a path with the trailing slash every route has',
      link: {
        id: 'b5e0',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'sonnenbrillen/neue-kollektion',
      },
      href: '/sonnenbrillen/neue-kollektion/',
    },
    {
      name: 'a story link keeps no doubled slashes',
      link: { linktype: 'story', cached_url: '/service/sehtest/' },
      href: '/service/sehtest/',
    },
    {
      name: 'a story link with an anchor',
      link: { linktype: 'story', cached_url: 'service/sehtest', anchor: 'termin' },
      href: '/service/sehtest/#termin',
    },
    {
      name: 'a URL link to another site',
      link: {
        linktype: 'url',
        url: 'https://www.lumen-optik.ch/fr/succursales/',
        cached_url: 'https://www.lumen-optik.ch/fr/succursales/',
      },
      href: 'https://www.lumen-optik.ch/fr/succursales/',
    },
    {
      name: 'a URL link that only has cached_url (older content)',
      link: { linktype: 'url', url: '', cached_url: '/salony/' },
      href: '/salony/',
    },
    { name: 'a phone link', link: { linktype: 'url', url: 'tel:+48221234567' }, href: 'tel:+48221234567' },
    {
      name: 'an asset link',
      link: { linktype: 'asset', url: 'https://a.storyblok.com/f/12345/x/abc/gebrauchsanweisung.pdf' },
      href: 'https://a.storyblok.com/f/12345/x/abc/gebrauchsanweisung.pdf',
    },
    {
      name: 'an email link',
      link: { linktype: 'email', email: 'zakaznici@lumen-optik.cz' },
      href: 'mailto:zakaznici@lumen-optik.cz',
    },
    {
      name: 'an email link given with mailto:',
      link: { linktype: 'email', email: 'mailto:service@lumen-optik.de' },
      href: 'mailto:service@lumen-optik.de',
    },
  ])('$name', ({ link, href }) => {
    expect(MultilinkSchema.parse(link)).toEqual({ href });
  });

  it.for([
    {
      name: 'an empty story link',
      link: { id: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
    },
    { name: 'an empty URL link', link: { linktype: 'url', url: '', cached_url: '' } },
    { name: 'an empty email link', link: { linktype: 'email', email: '' } },
  ])('$name is no link', ({ link }) => {
    expect(MultilinkSchema.parse(link)).toBeUndefined();
  });

  it.for([
    { name: 'a script URL', link: { linktype: 'url', url: 'javascript:alert(1)' }, path: ['url'] },
    { name: 'a protocol-relative URL', link: { linktype: 'url', url: '//evil.example/' }, path: ['url'] },
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
});
