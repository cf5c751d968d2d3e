import type { ProcedureTable } from '../../rpc/define-procedure.ts';
import { getProductsByTerm } from './get-products-by-term.ts';
import { getSearchSuggestions } from './get-search-suggestions.ts';
import { resolveSearch } from './resolve-search.ts';

/** The search calls: suggestions, a term's landing page, the search result listing. */
export const searchProcedures: ProcedureTable = {
  getSearchSuggestions,
  resolveSearch,
  getProductsByTerm,
};
