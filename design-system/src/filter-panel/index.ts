export {
  ActiveFilters,
  AttributeFilter,
  attributeFilterVariants,
  BooleanFilter,
  FilterGroup,
  FilterPanel,
  filterPanelVariants,
  RangeFilter,
} from './filter-panel.tsx';
export type {
  ActiveFilterChip,
  ActiveFiltersProps,
  AttributeFilterProps,
  AttributeFilterValue,
  BooleanFilterProps,
  FilterGroupProps,
  FilterPanelProps,
  FilterRange,
  RangeFilterProps,
} from './filter-panel.tsx';
