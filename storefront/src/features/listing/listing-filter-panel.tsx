import { useTranslation } from 'react-i18next';
import {
  AttributeFilter,
  BooleanFilter,
  Button,
  FilterGroup,
  FilterPanel,
  RangeFilter,
} from '@lumen/design-system';
import type { ListingQuery } from '@lumen/domain';
import { filterValueIcon } from './filter-icons.tsx';
import type { ListingFilterGroup } from './listing-filters.ts';
import { typedAmountInCents } from './listing-form.ts';
import { useListingFormats } from './listing-texts.ts';
import {
  activeFilterCount,
  listingFormMarker,
  listingHref,
  otherSearchParams,
  priceFormFields,
  withBoolean,
  withPriceRange,
  withSelectedValues,
  withoutFilters,
} from './listing-url.ts';

export type ListingFilterPanelProps = {
  groups: readonly ListingFilterGroup[];
  query: ListingQuery;
  /** Shows the listing with another query (the router's navigation). */
  onQueryChange: (query: ListingQuery) => void;
  /** The listing's public path: the form's action. */
  publicPath: string;
  /** The address's search params: the form carries the ones it does not edit. */
  search: Record<string, unknown>;
};

/** The whole units of the currency a price slider moves by. */
const priceStep = 100;

/**
 * The listing's filters (§2) as one GET form: with scripts every change shows at once (the parts
 * report it and the router navigates); without them, the same native controls are submitted by
 * the form's apply button, under the listing URL's own names, with the order, page size and other
 * parameters of the address as hidden fields.
 */
export function ListingFilterPanel({
  groups,
  query,
  onQueryChange,
  publicPath,
  search,
}: ListingFilterPanelProps) {
  const { t } = useTranslation();
  const formats = useListingFormats();
  const hidden: [string, string][] = [
    ...Object.entries(otherSearchParams(search)).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
    ),
    ...(query.sort ? [['sort', `${query.sort.by}-${query.sort.direction}`] as [string, string]] : []),
    ...(query.size !== undefined ? [['size', String(query.size)] as [string, string]] : []),
  ];
  const active = activeFilterCount(query) > 0;

  return (
    <form
      method="get"
      action={publicPath}
      data-slot="listing-filter-form"
      // With scripts every change applies at once; the form submits only before they load.
      onSubmit={(event) => event.preventDefault()}
    >
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <FilterPanel label={t('listing.filters.heading')}>
        {groups.map((group) => {
          switch (group.kind) {
            case 'values':
              return (
                <FilterGroup
                  key={group.slug}
                  title={group.title}
                  activeCount={group.selected.length}
                  activeCountLabel={(count) => t('listing.filters.activeCount', { count })}
                >
                  <AttributeFilter
                    label={group.title}
                    name={group.parameter}
                    values={group.values.map((value) => {
                      const icon = filterValueIcon(group.slug, value.key);
                      return {
                        id: value.id,
                        label: value.label,
                        count: value.count,
                        ...(value.hex ? { hex: value.hex } : {}),
                        ...(icon ? { icon } : {}),
                      };
                    })}
                    selected={group.selected}
                    onSelectedChange={(ids) => onQueryChange(withSelectedValues(query, group.slug, ids))}
                    formatCount={formats.count}
                  />
                </FilterGroup>
              );
            case 'booleans':
              return (
                <FilterGroup
                  key="booleans"
                  title={t('listing.filters.features')}
                  activeCount={group.items.filter((item) => item.on).length}
                  activeCountLabel={(count) => t('listing.filters.activeCount', { count })}
                >
                  {group.items.map((item) => (
                    <BooleanFilter
                      key={item.slug}
                      label={item.label}
                      name={item.parameter}
                      count={item.count}
                      formatCount={formats.count}
                      checked={item.on}
                      onCheckedChange={(on) => onQueryChange(withBoolean(query, item.slug, on))}
                    />
                  ))}
                </FilterGroup>
              );
            case 'price': {
              const low = Math.floor(group.bounds[0] / priceStep) * priceStep;
              const high = Math.max(Math.ceil(group.bounds[1] / priceStep) * priceStep, low + priceStep);
              return (
                <FilterGroup
                  key={group.slug}
                  title={group.title}
                  activeCount={query.minPrice !== undefined || query.maxPrice !== undefined ? 1 : 0}
                  activeCountLabel={(count) => t('listing.filters.activeCount', { count })}
                >
                  <RangeFilter
                    // A new range from the address (a chip removed, back) starts the slider anew.
                    key={group.range.join('-')}
                    label={group.title}
                    min={low}
                    max={high}
                    step={priceStep}
                    // An end at the bound of what is on offer filters nothing, and shows the rounded bound.
                    defaultValue={[
                      group.range[0] <= group.bounds[0] ? low : group.range[0],
                      group.range[1] >= group.bounds[1] ? high : group.range[1],
                    ]}
                    onValueCommit={([min, max]) =>
                      onQueryChange(
                        withPriceRange(query, {
                          min: min > group.bounds[0] ? min : undefined,
                          max: max < group.bounds[1] ? max : undefined,
                        }),
                      )
                    }
                    formatValue={formats.price}
                    minLabel={t('listing.filters.minPrice')}
                    maxLabel={t('listing.filters.maxPrice')}
                    toInputValue={(cents) => String(cents / 100)}
                    parseInputValue={typedAmountInCents}
                    inputUnit={formats.unit}
                    minName={priceFormFields.min}
                    maxName={priceFormFields.max}
                  />
                </FilterGroup>
              );
            }
          }
        })}
      </FilterPanel>
      {/* Before scripts load (or without them) the form is applied by a button. */}
      <div className="mt-4 hidden flex-wrap items-center gap-4 noscript:flex">
        <Button type="submit" name={listingFormMarker} value="filters">
          {t('listing.filters.apply')}
        </Button>
        {active && (
          <a href={listingHref(publicPath, search, withoutFilters(query))} className="text-sm underline">
            {t('listing.filters.reset')}
          </a>
        )}
      </div>
    </form>
  );
}
