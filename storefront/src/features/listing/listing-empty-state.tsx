import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingQuery } from '@lumen/domain';
import { ListingLink } from './listing-link.tsx';
import { listingHref, withoutFilters } from './listing-url.ts';

export type ListingEmptyStateProps = {
  title: string;
  text: string;
  /** What to do instead: reset the filters, the parent category, other categories, fallback content. */
  children?: ReactNode;
};

/** A listing with nothing to show says so and offers ways on, never an empty grid. */
export function ListingEmptyState({ title, text, children }: ListingEmptyStateProps) {
  return (
    <div
      data-slot="listing-empty"
      className="rounded-lg border border-border bg-surface-muted px-5 py-8 sm:px-8"
    >
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-2 max-w-prose text-foreground-muted">{text}</p>
      {children && <div className="mt-6 flex flex-col gap-6">{children}</div>}
    </div>
  );
}

/** The look of a link an empty listing offers: a pill, as large as a finger needs. */
export const suggestionLinkClasses =
  'inline-flex min-h-10 items-center rounded-full border border-border-strong bg-surface px-4 text-sm hover:border-accent';

/** A row of links offered by an empty listing. */
export function SuggestionLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <h4 className="mb-2 text-sm font-semibold text-foreground-muted">{label}</h4>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </nav>
  );
}

/** The suggestion of a filtered empty listing: the same listing without its filters. */
export function ResetFiltersSuggestion({
  publicPath,
  search,
  query,
}: {
  publicPath: string;
  search: Record<string, unknown>;
  query: ListingQuery;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <ListingLink
        href={listingHref(publicPath, search, withoutFilters(query))}
        className={suggestionLinkClasses}
      >
        {t('listing.filters.reset')}
      </ListingLink>
    </li>
  );
}
