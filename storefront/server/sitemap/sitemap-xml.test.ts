import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  latestLastmod,
  maxUrlsPerSitemap,
  sitemapIndexXml,
  splitSitemap,
  urlsetXml,
  w3cDatetime,
} from './sitemap-xml.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

const urls = (count: number): SitemapUrl[] =>
  Array.from({ length: count }, (_, index) => ({ loc: `https://www.example.de/p/brille-${index + 1}/` }));

describe('escapeXml: the five characters XML reserves become entities (sitemaps.org entity escaping)', () => {
  it.each([
    [
      'https://www.example.de/brillen/?brand=1&color=2',
      'https://www.example.de/brillen/?brand=1&amp;color=2',
    ],
    [`<a href="x">it's</a>`, '&lt;a href=&quot;x&quot;&gt;it&apos;s&lt;/a&gt;'],
    ['&amp;', '&amp;amp;'],
    ['https://www.example.de/p/brille-4711/', 'https://www.example.de/p/brille-4711/'],
  ])('%s', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });
});

describe('urlsetXml: a sitemap of pages', () => {
  it('declares the sitemap and xhtml namespaces and lists each page with its lastmod and alternates', () => {
    const xml = urlsetXml([
      {
        loc: 'https://www.example.de/brillen/?a=1&b=2',
        lastmod: '2026-11-25T14:22:35.000Z',
        alternates: [
          { hreflang: 'de-DE', href: 'https://www.example.de/brillen/?a=1&b=2' },
          { hreflang: 'x-default', href: 'https://www.example.de/brillen/?a=1&b=2' },
        ],
      },
      { loc: 'https://www.example.de/datenschutz/' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '<url><loc>https://www.example.de/brillen/?a=1&amp;b=2</loc><lastmod>2026-11-25T14:22:35.000Z</lastmod>' +
          '<xhtml:link rel="alternate" hreflang="de-DE" href="https://www.example.de/brillen/?a=1&amp;b=2"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.de/brillen/?a=1&amp;b=2"/></url>',
        '<url><loc>https://www.example.de/datenschutz/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('is an empty urlset without pages', () => {
    expect(urlsetXml([])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(urlsetXml([])).not.toContain('<url>');
  });

  it('holds at most 50,000 pages: more is a programming error', () => {
    expect(urlsetXml(urls(maxUrlsPerSitemap)).match(/<url>/g)).toHaveLength(maxUrlsPerSitemap);
    expect(() => urlsetXml(urls(maxUrlsPerSitemap + 1))).toThrow('at most 50000');
  });
});

describe('sitemapIndexXml: the index naming the sitemaps', () => {
  it('lists each sitemap with its lastmod where it has one', () => {
    expect(
      sitemapIndexXml([
        { loc: 'https://www.example.de/sitemaps/pages.xml' },
        { loc: 'https://www.example.de/sitemaps/products-1.xml', lastmod: '2026-11-25T14:22:35.000Z' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://www.example.de/sitemaps/pages.xml</loc></sitemap>',
        '<sitemap><loc>https://www.example.de/sitemaps/products-1.xml</loc><lastmod>2026-11-25T14:22:35.000Z</lastmod></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});

describe('splitSitemap: a section as files under the limit', () => {
  const shape = (files: ReturnType<typeof splitSitemap>) =>
    files.map((file) => [file.name, file.urls.length, file.urls[0]?.loc]);

  it('numbers the files of a section split by its page size, in order', () => {
    const files = splitSitemap('products', urls(25), { perFile: 10, numbered: true });
    expect(shape(files)).toEqual([
      ['products-1', 10, 'https://www.example.de/p/brille-1/'],
      ['products-2', 10, 'https://www.example.de/p/brille-11/'],
      ['products-3', 5, 'https://www.example.de/p/brille-21/'],
    ]);
  });

  it('fills the last file exactly at the page size, with no empty file after it', () => {
    expect(shape(splitSitemap('products', urls(20), { perFile: 10, numbered: true }))).toEqual([
      ['products-1', 10, 'https://www.example.de/p/brille-1/'],
      ['products-2', 10, 'https://www.example.de/p/brille-11/'],
    ]);
  });

  it('numbers a numbered section of one file, and names an unnumbered one by the section', () => {
    expect(shape(splitSitemap('products', urls(3), { perFile: 10, numbered: true }))).toEqual([
      ['products-1', 3, 'https://www.example.de/p/brille-1/'],
    ]);
    expect(shape(splitSitemap('categories', urls(3)))).toEqual([
      ['categories', 3, 'https://www.example.de/p/brille-1/'],
    ]);
  });

  it('splits any section at the protocol’s 50,000, whatever page size it asks for', () => {
    expect(shape(splitSitemap('categories', urls(maxUrlsPerSitemap + 1)))).toEqual([
      ['categories-1', maxUrlsPerSitemap, 'https://www.example.de/p/brille-1/'],
      ['categories-2', 1, 'https://www.example.de/p/brille-50001/'],
    ]);
    expect(
      shape(splitSitemap('products', urls(maxUrlsPerSitemap + 1), { perFile: 80_000, numbered: true })),
    ).toEqual([
      ['products-1', maxUrlsPerSitemap, 'https://www.example.de/p/brille-1/'],
      ['products-2', 1, 'https://www.example.de/p/brille-50001/'],
    ]);
  });

  it('makes no file of an empty section', () => {
    expect(splitSitemap('branches', [])).toEqual([]);
  });

  it.each([0, -1, 2.5])('refuses to split by %s', (perFile) => {
    expect(() => splitSitemap('products', urls(3), { perFile })).toThrow();
  });
});

describe('lastmod', () => {
  it('is a timestamp as a W3C datetime, nothing for one that names no moment', () => {
    expect(w3cDatetime('2026-11-25T15:22:35+01:00')).toBe('2026-11-25T14:22:35.000Z');
    expect(w3cDatetime('yesterday')).toBeUndefined();
    expect(w3cDatetime(null)).toBeUndefined();
    expect(w3cDatetime(undefined)).toBeUndefined();
  });

  it('of a file is the latest of its pages', () => {
    expect(
      latestLastmod([
        { loc: 'a', lastmod: '2026-11-24T10:00:00.000Z' },
        { loc: 'b' },
        { loc: 'c', lastmod: '2026-11-25T10:00:00.000Z' },
        { loc: 'd', lastmod: '2026-11-23T10:00:00.000Z' },
      ]),
    ).toBe('2026-11-25T10:00:00.000Z');
    expect(latestLastmod([{ loc: 'a' }])).toBeUndefined();
  });
});
