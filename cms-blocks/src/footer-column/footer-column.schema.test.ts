import { describe, expect, it } from 'vitest';
import {
  footerColumnDraftFixture,
  footerColumnFixtures,
  footerColumnSeededFixture,
  footerColumnsFixture,
} from './footer-column.fixtures.ts';
import { FooterColumnContentSchema } from './footer-column.schema.ts';

const link = (fields: object = {}) => ({
  _uid: 'k1',
  component: 'footer_link',
  label: 'Versand',
  link: {
    id: 'fc4c',
    url: '',
    linktype: 'story',
    fieldtype: 'multilink',
    cached_url: 'de-de/overlays/service/versand',
  },
  ...fields,
});

/** The smallest valid column as the CMS sends it, to vary one field at a time. */
const minimal = { _uid: 'c1', component: 'footer_column', headline: 'Service', links: [link()] };

describe('§2 content blocks: footer column content from the CMS', () => {
  it('parses the seeded de-de service column: story links as shop paths (§2, §3 cmsBaseFolder)', () => {
    expect(FooterColumnContentSchema.parse(footerColumnSeededFixture)).toEqual({
      headline: 'Service',
      links: [
        {
          id: footerColumnSeededFixture.links[0]?._uid,
          label: 'Versand',
          link: { href: '/overlays/service/versand/' },
        },
        {
          id: footerColumnSeededFixture.links[1]?._uid,
          label: 'Rückgabe',
          link: { href: '/overlays/service/rueckgabe/' },
        },
        {
          id: footerColumnSeededFixture.links[2]?._uid,
          label: 'Zahlungsarten',
          link: { href: '/overlays/service/zahlung/' },
        },
        {
          id: footerColumnSeededFixture.links[3]?._uid,
          label: 'Auftragsstatus',
          link: { href: '/service/auftragsstatus/' },
        },
      ],
    });
  });

  it.for([
    {
      name: 'an email link',
      fields: {
        label: 'Kontakt',
        link: { id: '', email: 'service@lumen-optik.de', linktype: 'email', fieldtype: 'multilink' },
      },
      expected: { href: 'mailto:service@lumen-optik.de' },
    },
    {
      name: 'a link to another site, in a new tab',
      fields: { link: { linktype: 'url', url: 'https://www.lumen-optik.ch/', target: '_blank' } },
      expected: { href: 'https://www.lumen-optik.ch/', external: true, newTab: true },
    },
  ])('parses $name', ({ fields, expected }) => {
    expect(FooterColumnContentSchema.parse({ ...minimal, links: [link(fields)] }).links[0]?.link).toEqual(
      expected,
    );
  });

  it.for([
    { name: 'a missing heading', fields: { headline: undefined }, paths: ['headline'] },
    { name: 'a blank heading', fields: { headline: ' ' }, paths: ['headline'] },
    { name: 'no links', fields: { links: [] }, paths: ['links'] },
    { name: 'a link without text', fields: { links: [link({ label: '' })] }, paths: ['links.0.label'] },
    {
      name: 'a link going nowhere',
      fields: {
        links: [link({ link: { id: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' } })],
      },
      paths: ['links.0.link'],
    },
    {
      name: 'a link without a link field',
      fields: { links: [link({ link: undefined })] },
      paths: ['links.0.link'],
    },
    {
      name: 'a script link',
      fields: { links: [link({ link: { linktype: 'url', url: 'javascript:alert(1)' } })] },
      paths: ['links.0.link.url'],
    },
    {
      name: 'another block among the links',
      fields: { links: [link({ component: 'hero' })] },
      paths: ['links.0.component'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = FooterColumnContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = FooterColumnContentSchema.safeParse(footerColumnDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'links.0.label',
      'links.1.link',
      'links.2.link.url',
    ]);
  });

  it.for([
    ...Object.entries(footerColumnFixtures),
    ...footerColumnsFixture.map((blok, index) => [`de-de column ${index + 1}`, blok] as const),
  ])('the %s fixture is valid content', ([, blok]) => {
    expect(FooterColumnContentSchema.safeParse(blok).success).toBe(true);
  });
});
