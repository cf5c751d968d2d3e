// Building an Intl.NumberFormat costs far more than using one; a listing formats hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

/** One shared `Intl.NumberFormat` per locale and options, built on first use. */
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}
