import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SeoHead } from './seo-head.tsx';
import { seoHeadTags } from './seo-head-tags.ts';

afterEach(cleanup);

describe('§3 SEO fields: <SeoHead> puts the tags into the document head', () => {
  it('renders title, meta and link tags, hoisted into <head>', () => {
    const tags = seoHeadTags(
      {
        name: 'Impressum',
        full_slug: 'de-ch/impressum',
        content: {
          seo: { title: 'Impressum', description: 'Anbieterin dieses Online-Shops ist die Lumen Optik AG.' },
        },
      },
      { domain: 'www.lumen-optik.ch', locale: 'de-CH', cmsBaseFolder: 'de-ch', siteName: 'Lumen Optik' },
      {
        alternates: [
          { hreflang: 'de-CH', href: 'https://www.lumen-optik.ch/impressum/' },
          { hreflang: 'fr-CH', href: 'https://fr.lumen-optik.ch/mentions-legales/' },
        ],
      },
    );
    render(<SeoHead tags={tags} />);
    const head = document.head;
    expect(head.querySelector('title')?.textContent).toBe('Impressum | Lumen Optik');
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Anbieterin dieses Online-Shops ist die Lumen Optik AG.',
    );
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.lumen-optik.ch/impressum/',
    );
    expect(
      [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['de-CH', 'https://www.lumen-optik.ch/impressum/'],
      ['fr-CH', 'https://fr.lumen-optik.ch/mentions-legales/'],
    ]);
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Impressum');
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });
});
