export { SortSelect, sortSelectVariants } from './sort-select.tsx';
export type { SortSelectOption, SortSelectProps } from './sort-select.tsx';
