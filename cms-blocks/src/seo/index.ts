export { pageTitle, pageTitleLength, pageTitleLengths } from './page-title.ts';
export type { PageTitleLength } from './page-title.ts';
export { SeoHead } from './seo-head.tsx';
export type { SeoHeadProps } from './seo-head.tsx';
export { seoHeadTags } from './seo-head-tags.ts';
export type { SeoHeadTag, SeoPage, SeoShop, SeoStory } from './seo-head-tags.ts';
