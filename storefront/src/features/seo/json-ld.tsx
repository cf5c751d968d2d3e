import { routePath } from '@lumen/domain';
import type { Branch, ShopIdentity } from '@lumen/domain';

type JsonLdValue = Record<string, unknown>;

/**
 * Structured data as search engines read it. `<` is escaped so no value can close the script;
 * a JSON data block is never executed, so the page's script policy does not concern it.
 */
export function JsonLd({ data }: { data: JsonLdValue }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The shop as an Organization, for the homepage. */
export function organizationJsonLd(origin: string, name: string): JsonLdValue {
  return { '@type': 'Organization', name, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

/** The shop as a WebSite whose search a result page can offer directly (SearchAction on /search/?term=). */
export function webSiteJsonLd(origin: string, name: string, shop: ShopIdentity): JsonLdValue {
  return {
    '@type': 'WebSite',
    name,
    url: `${origin}/`,
    inLanguage: shop.locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${routePath(shop, 'search')}?term={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A BreadcrumbList of the trail a page shows; the current page (without address) comes last. */
export function breadcrumbListJsonLd(origin: string, items: readonly { label: string; href?: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href !== undefined ? { item: `${origin}${item.href}` } : {}),
    })),
  };
}

const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A branch as an Optician (a LocalBusiness) with its address, position and opening hours. */
export function opticianJsonLd(url: string, branch: Branch): JsonLdValue {
  return {
    '@type': 'Optician',
    '@id': url,
    name: branch.name,
    url,
    telephone: branch.phone,
    email: branch.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${branch.street} ${branch.houseNumber}`,
      postalCode: branch.zipCode,
      addressLocality: branch.city,
      addressRegion: branch.county,
      addressCountry: branch.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.geo.lat, longitude: branch.geo.lng },
    openingHoursSpecification: branch.openingHours.map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${schemaDays[period.day - 1]}`,
      opens: period.opens,
      closes: period.closes,
    })),
  };
}
