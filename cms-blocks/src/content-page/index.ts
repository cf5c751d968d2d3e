import { defineBlock } from '../registry/define-block.ts';
import { ContentPageContentSchema } from './content-page.schema.ts';
import { ContentPage } from './content-page.tsx';

/** The `content_page` block: the content page layout, a story's root (§2). */
export const contentPageBlock = defineBlock({ schema: ContentPageContentSchema, Component: ContentPage });

export { ContentPage } from './content-page.tsx';
export type { ContentPageProps } from './content-page.tsx';
export { ContentPageContentSchema } from './content-page.schema.ts';
export type { ContentPageBlok, ContentPageContent, SideNavigationLink } from './content-page.schema.ts';
