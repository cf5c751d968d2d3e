import { cn } from '@lumen/design-system';
import { useId, type ComponentProps } from 'react';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import { NestedBlocks } from '../registry/nested-blocks.tsx';
import { ContentLink } from '../rich-text/content-link.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import type { ContentPageContent } from './content-page.schema.ts';
import { isCurrentPage, useCurrentPath } from './use-current-path.ts';

/** The width and side padding every block of the page lines up with. */
const pageColumn = 'mx-auto w-full max-w-7xl px-4 md:px-8';

function SideNavigation({ title, links }: NonNullable<ContentPageContent['sideNavigation']>) {
  const titleId = useId();
  const currentPath = useCurrentPath();
  return (
    <nav aria-labelledby={titleId} data-slot="content-page-navigation" className="px-4 pt-8 md:px-8 lg:pe-0">
      <p id={titleId} className="mb-2 text-sm font-semibold text-foreground-muted">
        {title}
      </p>
      <ul className="flex flex-col border-s border-border">
        {links.map((item) => {
          const current = isCurrentPage(item.link.href, currentPath);
          return (
            <li key={item.id}>
              <ContentLink
                link={item.link}
                variant="subtle"
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-ms-px block border-s-2 border-transparent py-2 ps-4 no-underline hover:underline',
                  'aria-[current=page]:border-accent aria-[current=page]:font-semibold aria-[current=page]:text-foreground',
                )}
              >
                {item.label}
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Props of `ContentPage`: the parsed content (`ContentPageContentSchema`), editor and article attributes. */
export type ContentPageProps = ContentPageContent &
  EditorAttributes &
  Omit<ComponentProps<'article'>, keyof ContentPageContent | 'children'>;

/**
 * A content page (§2 "content page layout"): the title as the page's h1, an intro in rich text and
 * the body's blocks, rendered through the page's block renderer (`NestedBlocks`), so a broken
 * block is reported and skipped like any other. With a side navigation, it stands beside the page
 * from lg up (above it on phones) and marks the page the shopper is on.
 */
export function ContentPage({
  title,
  hideTitle,
  intro,
  body,
  sideNavigation,
  className,
  ...props
}: ContentPageProps) {
  const page = (
    <>
      {(!hideTitle || intro) && (
        <header data-slot="content-page-header" className={cn(pageColumn, 'pt-8')}>
          {!hideTitle && (
            <h1 data-slot="content-page-title" className="text-3xl font-bold text-balance lg:text-4xl">
              {title}
            </h1>
          )}
          {intro && <RichText document={intro} size="lg" className={cn('max-w-3xl', !hideTitle && 'mt-4')} />}
        </header>
      )}
      <div data-slot="content-page-body" className="pb-8">
        <NestedBlocks blocks={body} />
      </div>
    </>
  );

  return (
    <article data-slot="content-page" className={cn('w-full', className)} {...props}>
      {sideNavigation ? (
        // The blocks bring their own side padding; the navigation takes the same.
        <div className="mx-auto grid w-full max-w-7xl lg:grid-cols-[16rem_minmax(0,1fr)]">
          <SideNavigation {...sideNavigation} />
          <div className="min-w-0">{page}</div>
        </div>
      ) : (
        page
      )}
    </article>
  );
}
