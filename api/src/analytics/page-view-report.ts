import { CbdTokenSchema, languageCodes, markets, pageTypes, storableTextOnly } from '@lumen/domain';
import type { CountryCode } from '@lumen/domain';
import { z } from 'zod';

/**
 * §1 country codes as the page sends them: the market's two letters, optionally with its three
 * (`DE` or `DE-DEU`); read as the two letters.
 */
const CountrySchema = z.string().transform((value, ctx) => {
  const match = /^([A-Z]{2})(?:-([A-Z]{3}))?$/.exec(value);
  const code = match?.[1];
  const market =
    code !== undefined && Object.hasOwn(markets, code) ? markets[code as CountryCode] : undefined;
  if (!market || (match?.[2] !== undefined && match[2] !== market.alpha3)) {
    ctx.addIssue({ code: 'custom', message: 'Must be a market country code such as DE or DE-DEU' });
    return z.NEVER;
  }
  return code as CountryCode;
});

/** §7: the error page reports too, but its views are never stored. */
export const errorPageType = 'error';

/**
 * The body of the §7 analytics beacon (`POST /api/dt/report`). Unknown fields are refused, so a
 * field the page renames is noticed rather than silently lost. `referrer` is empty for a page
 * opened directly, `cbdToken` is sent by the order success page only. No text the database cannot
 * hold (NUL, lone surrogates) in any field.
 */
export const PageViewReportSchema = storableTextOnly(
  z.strictObject({
    baseUrl: z.url({ protocol: /^https?$/ }).max(200),
    path: z.string().startsWith('/').max(2000),
    referrer: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]).optional(),
    language: z.enum(languageCodes),
    country: CountrySchema,
    pageType: z.enum([...pageTypes, errorPageType]),
    pageTitle: z.string().max(500),
    cbdToken: CbdTokenSchema.nullable().optional(),
    isBotTraffic: z.boolean(),
    ua: z.string().max(1000),
    /** Whether the browser says it is a mobile device (user-agent client hints). */
    uamb: z.boolean(),
  }),
);
export type PageViewReport = z.output<typeof PageViewReportSchema>;
