import type { Product, ShopIdentity, Variant } from '@lumen/domain';

/** A value or its promise: an in-memory catalogue answers at once, a database reader later. */
type Awaitable<T> = T | Promise<T>;

/** Price options of a basket or wishlist request (§7 `campaignKey`). */
export interface CatalogPriceOptions {
  /** The campaign whose reduction applies, when it runs for this shop and covers the product. */
  campaignKey?: string | undefined;
}

/**
 * One variant as a shop sells it, built by the catalogue for the asking shop's language and
 * currency. Baskets, wishlists and orders price from this and nothing else: clients never send a
 * price.
 */
export interface SellableVariant {
  /**
   * The wire product (no `variants` needed). A sales status other than published sits in
   * `attributes.salesStatus` (domain `salesStatusAttributeKey`), where the §4 rules read it.
   */
  product: Product;
  /**
   * The wire variant with the shop's price in cents: `price.withTax` is what one piece costs now,
   * `appliedReductions` lists the sale and campaign reductions in order of application, and
   * `tax.vat.rate` is the shop country's rate.
   */
  variant: Variant;
  /**
   * Stock as the reader saw it. Only for display: decisions that need stock (adding, ordering)
   * read `variants.stock` inside their transaction.
   */
  stock: number;
  sellableWithoutStock: boolean;
  /** §4 sellable as the reader saw it: published and (stock > 0 or sellable without stock). */
  sellable: boolean;
}

/**
 * The catalogue as baskets, wishlists and orders read it, implemented over the catalogue tables
 * (`0002_catalog.sql`); tests implement it over fixture rows. A product or variant the shop does
 * not sell (other market, unknown id) is `undefined`; an offline or inactive one is answered, so
 * the basket can say why it is unavailable. It is never called inside a transaction, so an
 * implementation may query the database (PGlite has one connection).
 */
export interface CatalogReader {
  variant(
    shop: ShopIdentity,
    variantId: number,
    options?: CatalogPriceOptions,
  ): Awaitable<SellableVariant | undefined>;
  /** The wire product with its `variants` (each with the shop's price), for wishlist entries. */
  product(
    shop: ShopIdentity,
    productId: number,
    options?: CatalogPriceOptions,
  ): Awaitable<Product | undefined>;
}
