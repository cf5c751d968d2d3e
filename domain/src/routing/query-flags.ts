import { isBranchId } from './route-table.ts';

type QueryEntries = Iterable<readonly [string, string]>;

/** Every value of a query parameter, in query order. */
function valuesOf(search: QueryEntries, name: string): string[] {
  return [...search].filter(([candidate]) => candidate === name).map(([, value]) => value);
}

/** §2: store mode is on when the query has `storeMode`, whatever its value (`?storeMode` counts). */
export function isStoreModeActive(search: QueryEntries): boolean {
  return [...search].some(([name]) => name === 'storeMode');
}

/** §2: where the storefront keeps a `branchId` query value for the rest of the visit. */
export const branchIdSessionKey = 'branchId';

/** §2: the `branchId` query value to keep in session storage: the first that is a branch id. */
export function readBranchIdParam(search: QueryEntries): string | undefined {
  return valuesOf(search, 'branchId').find(isBranchId);
}

/**
 * A service of the store finder (§3 Appointment service codes CL, HA, GL, AC), optionally with a
 * sub-service: `GL_CR` is glasses, reserve and pickup.
 */
const serviceCodePattern = /^(CL|HA|GL|AC)(_[A-Z]+)?$/;
const ropoIdPattern = /^[A-Za-z0-9_-]+$/;

/** The query of the store finder (find-branch, §2), typed. */
export interface FindBranchQuery {
  /** What the ROPO basket wants to reserve, in basket order. */
  ropoIds: string[];
  service?: string;
  branchId?: string;
}

/**
 * Reads the store finder's `ropo-ids` (comma-separated, repeatable; kept in order, once each),
 * `service` and `branch-id` (§2). Values that are not ids or service codes are dropped; of a
 * repeated `service` or `branch-id`, the first valid one counts.
 */
export function parseFindBranchQuery(search: QueryEntries): FindBranchQuery {
  const entries = [...search];
  const ropoIds = valuesOf(entries, 'ropo-ids')
    .flatMap((value) => value.split(','))
    .filter((id) => ropoIdPattern.test(id));
  const query: FindBranchQuery = { ropoIds: [...new Set(ropoIds)] };
  const service = valuesOf(entries, 'service').find((value) => serviceCodePattern.test(value));
  if (service !== undefined) query.service = service;
  const branchId = valuesOf(entries, 'branch-id').find(isBranchId);
  if (branchId !== undefined) query.branchId = branchId;
  return query;
}

/**
 * The query string that opens the store finder (`?ropo-ids=12,34&service=GL_CR&branch-id=123`),
 * '' when empty. Values are escaped, not checked: the finder reads them with `parseFindBranchQuery`.
 */
export function formatFindBranchQuery(query: FindBranchQuery): string {
  const parts = [
    ['ropo-ids', [...new Set(query.ropoIds)].map(encodeURIComponent).join(',')],
    ['service', encodeURIComponent(query.service ?? '')],
    ['branch-id', encodeURIComponent(query.branchId ?? '')],
  ]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * §2: the header's checkout mode (menu, search and icons hidden): on the checkout and its payment
 * page, or with `showBasket=true`.
 */
export function isCheckoutMode(routeId: string, search: QueryEntries): boolean {
  return (
    routeId === 'checkout' ||
    routeId === 'payment-sandbox' ||
    [...search].some(([name, value]) => name === 'showBasket' && value === 'true')
  );
}
