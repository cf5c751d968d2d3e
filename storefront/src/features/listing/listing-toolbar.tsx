import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CountBadge,
  Field,
  FieldLabel,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Sheet,
  SheetBody,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  SortSelect,
} from '@lumen/design-system';
import type { SortSelectOption } from '@lumen/design-system';
import { formatListingQuery, listingSortDirections, listingSortKeys } from '@lumen/domain';
import type { ListingQuery } from '@lumen/domain';
import { useListingFormats } from './listing-texts.ts';
import {
  activeFilterCount,
  listingFormMarker,
  listingPageSizes,
  otherSearchParams,
  pageSizeOf,
  withPageSize,
  withSort,
} from './listing-url.ts';

export type ListingToolbarProps = {
  query: ListingQuery;
  /** How many products the listing has with its filters. */
  total: number;
  onQueryChange: (query: ListingQuery) => void;
  publicPath: string;
  search: Record<string, unknown>;
  /** The filter panel, shown in a sheet on small screens; none when there is nothing to filter. */
  filterPanel?: ReactNode;
};

function useSortOptions(): SortSelectOption[] {
  const { t } = useTranslation();
  return listingSortKeys.flatMap((by) =>
    listingSortDirections.map((direction) => ({
      by,
      direction,
      label: t(`listing.sort.${by}_${direction}`),
    })),
  );
}

/**
 * Above the grid: the number of products (a polite live region, so a screen reader hears the new
 * count after every filter), the "Filter" button with the active count that opens the panel in a
 * sheet on small screens, the order (§9 price, new, reduction; up or down) and the page size.
 * Without scripts the order and page size are a small GET form of native selects.
 */
export function ListingToolbar({
  query,
  total,
  onQueryChange,
  publicPath,
  search,
  filterPanel,
}: ListingToolbarProps) {
  const { t } = useTranslation();
  const formats = useListingFormats();
  const sortOptions = useSortOptions();
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterCount = activeFilterCount(query);
  const size = pageSizeOf(query);
  const sizes = (listingPageSizes as readonly number[]).includes(size)
    ? listingPageSizes
    : [...listingPageSizes, size];
  const sortKey = query.sort ? `${query.sort.by}-${query.sort.direction}` : '';

  return (
    <div data-slot="listing-toolbar" className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <p role="status" className="mr-auto text-sm text-foreground-muted tabular-nums">
        {t('listing.resultCount', { count: total, formattedCount: formats.count(total) })}
      </p>
      {/* Nothing to order or page through: the count alone (the empty state says what next). */}
      {total > 0 && filterPanel && (
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
          <SheetTrigger asChild>
            <Button variant="secondary" className="lg:hidden noscript:hidden">
              {t('listing.filters.open')}
              <CountBadge
                count={filterCount}
                label={t('listing.filters.activeCount', { count: filterCount })}
              />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" closeLabel={t('listing.filters.close')} aria-describedby={undefined}>
            <SheetHeader>
              <SheetTitle>{t('listing.filters.heading')}</SheetTitle>
            </SheetHeader>
            <SheetBody>{filterPanel}</SheetBody>
            <div className="border-t border-border p-3">
              <Button className="w-full" onClick={() => setSheetOpen(false)}>
                {t('listing.filters.showResults', { count: total, formattedCount: formats.count(total) })}
              </Button>
            </div>
          </SheetContent>
        </Sheet>
      )}
      {total > 0 && (
        <>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 noscript:hidden">
            <SortSelect
              label={t('listing.sort.label')}
              options={sortOptions}
              value={query.sort ?? null}
              placeholder={t('listing.sort.recommended')}
              onValueChange={(sort) => onQueryChange(withSort(query, sort))}
              size="sm"
            />
            <Field className="flex-row items-center gap-3">
              <FieldLabel className="shrink-0">{t('listing.pageSize.label')}</FieldLabel>
              <Select
                value={String(size)}
                onValueChange={(value) => onQueryChange(withPageSize(query, Number(value)))}
              >
                <SelectTrigger size="sm" className="w-20">
                  {/* The value as text from the first HTML on (Radix fills it in only once hydrated). */}
                  <SelectValue>{formats.count(size)}</SelectValue>
                </SelectTrigger>
                <SelectContent align="end">
                  {sizes.map((option) => (
                    <SelectItem key={option} value={String(option)}>
                      {formats.count(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          </div>
          {/* Without scripts: the same choices as native selects, applied by a button. */}
          <form method="get" action={publicPath} className="hidden flex-wrap items-end gap-3 noscript:flex">
            {Object.entries(otherSearchParams(search)).flatMap(([name, value]) =>
              (Array.isArray(value) ? value : [value]).map((item, index) => (
                <input key={`${name}-${index}`} type="hidden" name={name} value={item} />
              )),
            )}
            {filterEntries(query).map(([name, value], index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ))}
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('listing.sort.label')}
              <select name="sort" defaultValue={sortKey} className={nativeSelectClasses}>
                <option value="">{t('listing.sort.recommended')}</option>
                {sortOptions.map((option) => (
                  <option key={`${option.by}-${option.direction}`} value={`${option.by}-${option.direction}`}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('listing.pageSize.label')}
              <select name="size" defaultValue={String(size)} className={nativeSelectClasses}>
                {sizes.map((option) => (
                  <option key={option} value={String(option)}>
                    {formats.count(option)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary" name={listingFormMarker} value="order">
              {t('listing.sort.apply')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}

const nativeSelectClasses =
  'h-10 rounded-md border border-border-strong bg-surface px-3 text-base font-normal text-foreground';

/** The filters of the query (not its order, size or page), as the order form carries them along. */
function filterEntries(query: ListingQuery): [string, string][] {
  const { page: _page, sort: _sort, size: _size, ...filters } = query;
  return [...new URLSearchParams(formatListingQuery(filters))];
}
