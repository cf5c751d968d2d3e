/**
 * What went wrong behind an error page, as far as the page may tell (§8): an HTTP status the api
 * answered with (the error is an `RpcError`, or one the router brought over from the server with
 * its `status`), or nothing known.
 */
function httpStatusOfError(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : undefined;
}

/** §8: a known status gets the generic text, an error without one the unknown-status text. */
export type PageErrorKind = 'status' | 'unknown';

export function pageErrorKind(error: unknown): PageErrorKind {
  return httpStatusOfError(error) === undefined ? 'unknown' : 'status';
}

/**
 * The status of the page's own answer when rendering failed: a shopper sending more requests than
 * the api allows gets 429, an api that is down or overloaded makes the page 503 (both tell browsers
 * and crawlers to come back later); every other failure is a 500.
 */
export function pageStatusOfError(error: unknown): 429 | 500 | 503 {
  const status = httpStatusOfError(error);
  if (status === 429) return 429;
  if (status === 502 || status === 503 || status === 504) return 503;
  return 500;
}
