export { ContentPage } from './content-page.tsx';
export type { ContentPageProps } from './content-page.tsx';
export { ContentPageContentSchema } from './content-page.schema.ts';
export type { ContentPageBlok, ContentPageContent, SideNavigationLink } from './content-page.schema.ts';
