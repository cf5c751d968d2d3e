import type { SeoHeadTag } from './seo-head-tags.ts';

export type SeoHeadProps = {
  /** The tags `seoHeadTags` built for the page. */
  tags: readonly SeoHeadTag[];
};

function keyOf(tag: SeoHeadTag): string {
  switch (tag.tag) {
    case 'title':
      return 'title';
    case 'meta':
      return 'name' in tag ? `name:${tag.name}` : `property:${tag.property}`;
    case 'link':
      return tag.rel === 'alternate' ? `alternate:${tag.hrefLang}` : tag.rel;
  }
}

/**
 * Renders head tags where the page is: React 19 moves `<title>`, `<meta>` and `<link>` into the
 * document's head, on the server and in the browser alike.
 */
export function SeoHead({ tags }: SeoHeadProps) {
  return tags.map((tag) => {
    const key = keyOf(tag);
    switch (tag.tag) {
      case 'title':
        return <title key={key}>{tag.text}</title>;
      case 'meta':
        return 'name' in tag ? (
          <meta key={key} name={tag.name} content={tag.content} />
        ) : (
          <meta key={key} property={tag.property} content={tag.content} />
        );
      case 'link':
        return tag.rel === 'alternate' ? (
          <link key={key} rel="alternate" hrefLang={tag.hrefLang} href={tag.href} />
        ) : (
          <link key={key} rel={tag.rel} href={tag.href} />
        );
    }
  });
}
