import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { getShopByCode } from '@lumen/domain';
import { JsonLd, breadcrumbListJsonLd, webSiteJsonLd } from './json-ld.tsx';

describe('structured data (JSON-LD)', () => {
  it('cannot be closed by a value: `<` is escaped', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('offers the shop search on its own search path (§2 /search/?term=)', () => {
    const site = webSiteJsonLd('https://www.lumen-optik.pl', 'Lumen Optik', getShopByCode('pl-pl'));
    expect(site.potentialAction).toMatchObject({
      target: { urlTemplate: 'https://www.lumen-optik.pl/search/?term={search_term_string}' },
    });
  });

  it('numbers the breadcrumb trail from 1 and leaves the current page without address', () => {
    expect(
      breadcrumbListJsonLd('https://x.example', [
        { label: 'Startseite', href: '/' },
        { label: 'Brillen', href: '/brillen/' },
        { label: 'Sonnenbrillen' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://x.example/' },
      { '@type': 'ListItem', position: 2, name: 'Brillen', item: 'https://x.example/brillen/' },
      { '@type': 'ListItem', position: 3, name: 'Sonnenbrillen' },
    ]);
  });
});
