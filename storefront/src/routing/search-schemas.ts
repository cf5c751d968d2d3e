/**
 * A search parameter given twice arrives as a list (`parseSearch`); a route that takes one value
 * reads the first, as browsers and servers commonly do.
 */
export function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}
