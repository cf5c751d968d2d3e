import { z } from 'zod';

/** An id the commerce API hands out (product, variant, category, brand...): a positive integer. */
export const EntityIdSchema = z.number().int().positive();

/**
 * Ids of the commerce API's catalogue (products, variants, categories) as a request names them:
 * at most ten digits, as the Storefront API's paths and lists take them. A larger number is no id
 * of the catalogue, and is refused here rather than by the backend.
 */
export const CatalogIdSchema = EntityIdSchema.max(9_999_999_999);

/** How many of something: stock, product counts, quantities that may be zero. */
export const CountSchema = z.number().int().nonnegative();

/**
 * A point in time as both APIs send it: RFC 3339 with `Z` or an offset
 * (`2018-06-01T14:56:08+02:00`). Used where the SDKs type a field as an RFC 3339 date; fields they
 * type as a plain string stay plain strings, so an answer never fails on a format nobody reads.
 */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** A calendar day, `YYYY-MM-DD` (the type is `IsoDate` of subscriptions/). */
export const IsoDateSchema = z.iso.date();

/**
 * Tenant-defined custom data: open-ended on the wire (the SDK types it as an open record), so every
 * key is kept as it came.
 */
export const CustomDataSchema = z.record(z.string(), z.unknown());
export type CustomData = z.infer<typeof CustomDataSchema>;

/**
 * A list of entries told apart by `type`, where kinds the shop does not know are dropped rather than
 * refused: the SDK reserves `{ type: undefined }` for kinds it does not model, and one such entry
 * must not fail a whole navigation tree or suggestion list. Known kinds are parsed strictly.
 */
export function listOfKnownKinds<T extends z.ZodType>(entry: T, kinds: readonly string[]) {
  const known: readonly unknown[] = kinds;
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((item: unknown) => known.includes(kindOf(item))) : value),
    z.array(entry),
  );
}

// Entries that are not objects have no `type`, so they read as no kind and are dropped.
function kindOf(item: unknown): unknown {
  return (item as { type?: unknown } | null | undefined)?.type;
}
