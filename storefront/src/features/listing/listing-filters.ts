import { frameColors, lensBaseColors } from '@lumen/domain';
import type { Filter, Filters, ListingQuery } from '@lumen/domain';
import {
  isBooleanOn,
  parameterOfFilter,
  priceFilterSlug,
  selectedValues,
  withBoolean,
  withPriceRange,
  withSelectedValues,
} from './listing-url.ts';

/*
 * The filter panel of a listing from the backend's filters answer (§3 filter types) and the
 * listing's query: which groups show, in which order, with which values chosen, and the active
 * filters as chips. Pure, so the panel, the chips and the form without scripts read one model.
 */

/** One value of a filter group as the panel shows it. */
type ListingFilterValue = {
  /** The value's id, as the URL carries it (`3001`). */
  id: string;
  label: string;
  count: number;
  /** The catalogue's key of the value (`round`, `full_rim`): what an icon set draws. */
  key: string;
  /** The colour of a colour value. */
  hex?: string;
};

export type ListingFilterGroup =
  | {
      kind: 'values';
      slug: string;
      title: string;
      /** The URL name the values are submitted under (`brand`, `color`, `filters[frameShape]`). */
      parameter: string;
      values: ListingFilterValue[];
      selected: readonly string[];
    }
  | {
      /** Every yes/no filter of the listing, in one group. */
      kind: 'booleans';
      items: { slug: string; label: string; parameter: string; count: number; on: boolean }[];
    }
  | {
      kind: 'price';
      slug: string;
      title: string;
      /** The lowest and highest price on offer, in cents. */
      bounds: readonly [number, number];
      /** The chosen range, the bounds where the query sets none. */
      range: readonly [number, number];
    };

/** Colour values carry their colour: frame colours and lens tints from the domain's vocabulary. */
const valueColours: Record<string, Readonly<Record<string, string>>> = {
  frameColor: frameColors,
  lensBaseColor: lensBaseColors,
};

function hexOf(slug: string, key: string): string | undefined {
  const colours = valueColours[slug];
  return colours && Object.hasOwn(colours, key) ? colours[key] : undefined;
}

/** The brand and the price first, as shoppers look for them; then the groups in the backend's order. */
const leadingSlugs = ['brand', priceFilterSlug];

function rank(filter: Filter): number {
  const index = leadingSlugs.indexOf(filter.slug);
  return index === -1 ? leadingSlugs.length : index;
}

/**
 * The panel's groups: value groups with their counts, the price range, and the yes/no filters
 * together at the end. Left out: the category group (the listing links its child categories
 * instead) and range filters other than the price (a listing URL of §2 has no place for them).
 */
export function listingFilterGroups(filters: Filters, query: ListingQuery): ListingFilterGroup[] {
  const groups: ListingFilterGroup[] = [];
  const booleans: Extract<ListingFilterGroup, { kind: 'booleans' }>['items'] = [];
  const ordered = [...filters].sort((a, b) => rank(a) - rank(b));
  for (const filter of ordered) {
    switch (filter.type) {
      case 'attributes':
        if (filter.values.length === 0) break;
        groups.push({
          kind: 'values',
          slug: filter.slug,
          title: filter.name,
          parameter: parameterOfFilter(filter.slug),
          values: filter.values.map((value) => {
            const hex = hexOf(filter.slug, value.value);
            return {
              id: String(value.id),
              label: value.name,
              count: value.productCount,
              key: value.value,
              ...(hex ? { hex } : {}),
            };
          }),
          selected: selectedValues(query, filter.slug),
        });
        break;
      case 'boolean': {
        const on = isBooleanOn(query, filter.slug);
        const yes = filter.values.find((value) => value.name)?.productCount ?? 0;
        // A yes/no filter that no product has is no choice, unless it is on.
        if (yes > 0 || on)
          booleans.push({
            slug: filter.slug,
            label: filter.name,
            parameter: parameterOfFilter(filter.slug),
            count: yes,
            on,
          });
        break;
      }
      case 'range': {
        if (filter.slug !== priceFilterSlug) break;
        const [{ min, max }] = filter.values;
        if (min === max && query.minPrice === undefined && query.maxPrice === undefined) break;
        const low = Math.max(min, Math.min(query.minPrice ?? min, max));
        const high = Math.min(max, Math.max(query.maxPrice ?? max, low));
        groups.push({
          kind: 'price',
          slug: filter.slug,
          title: filter.name,
          bounds: [min, max],
          range: [low, high],
        });
        break;
      }
      case 'identifier':
        break;
    }
  }
  if (booleans.length > 0) groups.push({ kind: 'booleans', items: booleans });
  return groups;
}

/** An active filter as a removable chip: its text and the listing's query without it. */
export type ListingChip = { id: string; label: string; without: ListingQuery };

export type ChipTexts = {
  /** The price chip's text for a range in cents; an open end is undefined. */
  priceRange: (min: number | undefined, max: number | undefined) => string;
};

/**
 * The active filters of a query as chips, in the panel's order: each value of a group, each yes/no
 * filter, the price range. A value the answer does not know (an old link) still gets a chip, named
 * by its id, so that it can be removed.
 */
export function activeFilterChips(query: ListingQuery, filters: Filters, texts: ChipTexts): ListingChip[] {
  const bySlug = new Map(filters.map((filter) => [filter.slug, filter]));
  const slugs = new Set<string>();
  for (const filter of [...filters].sort((a, b) => rank(a) - rank(b))) slugs.add(filter.slug);
  // Groups of the query the answer does not name come last.
  for (const slug of [
    'brand',
    priceFilterSlug,
    'frameColor',
    'shopSize',
    ...Object.keys(query.filters ?? {}),
  ])
    slugs.add(slug);

  const chips: ListingChip[] = [];
  for (const slug of slugs) {
    const filter = bySlug.get(slug);
    if (slug === priceFilterSlug) {
      if (query.minPrice !== undefined || query.maxPrice !== undefined)
        chips.push({
          id: 'price',
          label: texts.priceRange(query.minPrice, query.maxPrice),
          without: withPriceRange(query, undefined),
        });
      continue;
    }
    if (isBooleanOn(query, slug)) {
      chips.push({
        id: `${slug}=true`,
        label: filter?.name ?? slug,
        without: withBoolean(query, slug, false),
      });
      continue;
    }
    const selected = selectedValues(query, slug);
    for (const id of selected) {
      const value =
        filter?.type === 'attributes'
          ? filter.values.find((candidate) => String(candidate.id) === id)
          : undefined;
      chips.push({
        id: `${slug}=${id}`,
        label: value?.name ?? (filter ? id : `${slug}: ${id}`),
        without: withSelectedValues(
          query,
          slug,
          selected.filter((other) => other !== id),
        ),
      });
    }
  }
  return chips;
}
