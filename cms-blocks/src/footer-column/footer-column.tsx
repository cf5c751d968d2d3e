import { cn } from '@lumen/design-system';
import { useId, type ComponentProps } from 'react';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import { ContentLink } from '../rich-text/content-link.tsx';
import type { FooterColumnContent } from './footer-column.schema.ts';

/** Props of `FooterColumn`: the parsed content (`FooterColumnContentSchema`), editor and root attributes. */
export type FooterColumnProps = FooterColumnContent &
  EditorAttributes &
  Omit<ComponentProps<'div'>, keyof FooterColumnContent | 'children'>;

/**
 * One column of the footer: a level-two heading over a list of quiet links (the design-system
 * Link's `subtle` look). It takes the colours of the footer it stands in; the storefront lays the
 * columns out side by side inside its `<footer>` landmark.
 */
export function FooterColumn({ headline, links, className, ...props }: FooterColumnProps) {
  const headingId = useId();
  return (
    <div data-slot="footer-column" className={cn('flex flex-col gap-3', className)} {...props}>
      <h2 id={headingId} data-slot="footer-column-headline" className="text-base font-semibold">
        {headline}
      </h2>
      <ul aria-labelledby={headingId} data-slot="footer-column-links" className="flex flex-col gap-2 text-sm">
        {links.map((item) => (
          <li key={item.id}>
            <ContentLink link={item.link} variant="subtle" className="inline-block py-1">
              {item.label}
            </ContentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
