export { SearchBox, searchBoxVariants } from './search-box.tsx';
export type {
  SearchBoxProps,
  SearchCategorySuggestion,
  SearchFallback,
  SearchNavigationSuggestion,
  SearchProductSuggestion,
  SearchSuggestionItem,
} from './search-box.tsx';
