import { cn } from '@lumen/design-system';
import { useId, type ComponentProps } from 'react';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import { ContentLink } from '../rich-text/content-link.tsx';
import type { Brand, BrandListContent } from './brand-list.schema.ts';

/** One brand's tile: its logo or, without one, its name. */
const tileClasses =
  'flex min-h-16 h-full items-center justify-center rounded-md border border-border bg-surface px-3 py-2 text-center';

/** Props of `BrandList`: the parsed content (`BrandListContentSchema`), editor and section attributes. */
export type BrandListProps = BrandListContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof BrandListContent | 'children'>;

function BrandFace({ brand }: { brand: Brand }) {
  if (!brand.logo) return <span className="font-semibold">{brand.name}</span>;
  // The brand's name is the link's text: whatever alt text the asset has, the logo reads as the name.
  return (
    <img
      src={brand.logo.src}
      srcSet={brand.logo.srcSet}
      alt={brand.name}
      width={brand.logo.width}
      height={brand.logo.height}
      loading="lazy"
      className="h-10 w-auto max-w-full object-contain"
    />
  );
}

/**
 * The brands the shop sells as a grid of tiles, each its logo or name, linking to the brand's
 * listing. A list (screen readers announce how many brands), under a level-two headline.
 */
export function BrandList({ headline, brands, className, ...props }: BrandListProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headline ? headingId : undefined}
      data-slot="brand-list"
      className={cn('mx-auto w-full max-w-7xl px-4 py-8 md:px-8', className)}
      {...props}
    >
      {headline && (
        <h2 id={headingId} data-slot="brand-list-headline" className="mb-4 text-2xl font-bold text-balance">
          {headline}
        </h2>
      )}
      <ul data-slot="brand-list-brands" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id} data-slot="brand-list-brand" data-brand-id={brand.brandId}>
            {brand.link ? (
              <ContentLink
                link={brand.link}
                variant="standalone"
                className={cn(
                  tileClasses,
                  'text-foreground transition-colors hover:border-accent hover:bg-accent-subtle hover:no-underline',
                )}
              >
                <BrandFace brand={brand} />
              </ContentLink>
            ) : (
              <div className={tileClasses}>
                <BrandFace brand={brand} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
