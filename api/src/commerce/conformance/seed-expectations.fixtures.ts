/**
 * What the seeded catalogue says a shop must answer, read straight from the seed rows: the
 * conformance suite's oracle. It repeats the rules of §3/§4 in their plainest form on purpose, so
 * the backend's read model is checked against the data and not against itself. Test support.
 */
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import type {
  CatalogRows,
  CategoryRow,
  NavigationItemRow,
  ProductRow,
  VariantRow,
} from '../catalog/catalog-rows.ts';

/** `percent` off `cents`, rounded to a whole cent in the shopper's favour (§3 Price). */
export function salePrice(cents: number, percent: number): number {
  return cents - Math.ceil((cents * percent) / 100);
}

export function productName(product: ProductRow, language: LanguageCode): string {
  return (product.texts[language] ?? product.texts.de).name;
}

function isFor(row: { shopIds: readonly number[] | null }, shop: ShopIdentity): boolean {
  return row.shopIds === null || row.shopIds.includes(shop.shopId);
}

function isRunningAt(row: { startAt: string; endAt: string }, at: Date): boolean {
  return Date.parse(row.startAt) <= at.getTime() && at.getTime() < Date.parse(row.endAt);
}

/** Reads of the seed rows for one moment. */
export class SeedExpectations {
  readonly rows: CatalogRows;
  readonly now: Date;

  constructor(rows: CatalogRows, now: Date) {
    this.rows = rows;
    this.now = now;
  }

  product(productId: number): ProductRow {
    const product = this.rows.products.find((row) => row.id === productId);
    if (!product) throw new Error(`The seed has no product ${productId}`);
    return product;
  }

  variantsOf(productId: number): VariantRow[] {
    return this.rows.variants.filter((variant) => variant.productId === productId);
  }

  /** The price a variant costs in the shop: its list price in the shop's currency less its sale. */
  price(variantId: number, shop: ShopIdentity): number | undefined {
    const row = this.rows.variantPrices.find(
      (price) => price.variantId === variantId && price.currency === shop.currency,
    );
    return row && salePrice(row.listPrice, row.salePercent);
  }

  salePercent(variantId: number, shop: ShopIdentity): number {
    return (
      this.rows.variantPrices.find(
        (price) => price.variantId === variantId && price.currency === shop.currency,
      )?.salePercent ?? 0
    );
  }

  /** Offered in the shop: active, not offline, sold there and priced in its currency. */
  isOffered(product: ProductRow, shop: ShopIdentity): boolean {
    return (
      product.isActive &&
      product.salesStatus !== 'offline' &&
      isFor(product, shop) &&
      this.variantsOf(product.id).some((variant) => this.price(variant.id, shop) !== undefined)
    );
  }

  /** §4: a variant is available with stock or when it sells without stock. */
  isAvailable(variant: VariantRow): boolean {
    return variant.stock > 0 || variant.sellableWithoutStock;
  }

  isSoldOut(product: ProductRow): boolean {
    return !this.variantsOf(product.id).some((variant) => this.isAvailable(variant));
  }

  /** §4 sellable now: published, active, offered, with stock or sellable without. */
  isSellable(variant: VariantRow, shop: ShopIdentity): boolean {
    const product = this.product(variant.productId);
    return (
      product.salesStatus === 'published' &&
      this.isOffered(product, shop) &&
      this.price(variant.id, shop) !== undefined &&
      this.isAvailable(variant)
    );
  }

  /** Sellable variants of the shop, each once, in id order. */
  sellableVariants(shop: ShopIdentity): VariantRow[] {
    return this.rows.variants.filter((variant) => this.isSellable(variant, shop));
  }

  category(categoryId: number): CategoryRow {
    const category = this.rows.categories.find((row) => row.id === categoryId);
    if (!category) throw new Error(`The seed has no category ${categoryId}`);
    return category;
  }

  /** The category a `|`-separated master key path names, e.g. `Eyewear|Sunglasses`. */
  categoryByMasterPath(path: string): CategoryRow {
    let found: CategoryRow | undefined;
    for (const key of path.split('|')) {
      found = this.rows.categories.find(
        (row) => row.parentId === (found?.id ?? null) && row.masterKey === key,
      );
      if (!found) throw new Error(`The seed has no category ${path}`);
    }
    return found!;
  }

  /** The category and its ancestors, root first. */
  lineOf(categoryId: number): CategoryRow[] {
    const category = this.category(categoryId);
    return [...(category.parentId === null ? [] : this.lineOf(category.parentId)), category];
  }

  /** `/brillen/sonnenbrillen` in the language. */
  categoryPath(categoryId: number, language: LanguageCode): string {
    return `/${this.lineOf(categoryId)
      .map((step) => step.slugs[language] ?? step.slugs.de)
      .join('/')}`;
  }

  isCategoryShown(category: CategoryRow, shop: ShopIdentity): boolean {
    return this.lineOf(category.id).every((step) => isFor(step, shop) && !step.isHidden);
  }

  /** Shown children (null: the roots) in the shop's order. */
  shownChildren(parentId: number | null, shop: ShopIdentity): CategoryRow[] {
    return this.rows.categories
      .filter((row) => row.parentId === parentId && this.isCategoryShown(row, shop))
      .sort((a, b) => a.position - b.position || a.id - b.id);
  }

  /** Whether the product is listed in the category or below it. */
  isInCategory(product: ProductRow, categoryId: number): boolean {
    return product.categoryIds.some((leaf) => this.lineOf(leaf).some((step) => step.id === categoryId));
  }

  /** The cheapest price of a product in the shop. */
  cheapestPrice(product: ProductRow, shop: ShopIdentity): number {
    return Math.min(...this.variantsOf(product.id).flatMap((variant) => this.price(variant.id, shop) ?? []));
  }

  /** A category listing's products (§4 sold-out ones left out), cheapest first, then by id. */
  listingByPrice(categoryId: number, shop: ShopIdentity): ProductRow[] {
    return this.rows.products
      .filter(
        (product) =>
          this.isOffered(product, shop) && !this.isSoldOut(product) && this.isInCategory(product, categoryId),
      )
      .sort((a, b) => this.cheapestPrice(a, shop) - this.cheapestPrice(b, shop) || a.id - b.id);
  }

  /** The label an attribute group has in the language. */
  attributeGroupLabel(key: string, language: LanguageCode): string {
    const group = this.rows.attributeGroups.find((row) => row.key === key);
    if (!group) throw new Error(`The seed has no attribute group ${key}`);
    return group.labels[language] ?? group.labels.de;
  }

  /** The label a stored attribute value has in the language. */
  attributeValueLabel(key: string, value: string, language: LanguageCode): string {
    const group = this.rows.attributeGroups.find((row) => row.key === key);
    const found = this.rows.attributeValues.find((row) => row.groupId === group?.id && row.value === value);
    if (!found) throw new Error(`The seed has no value ${value} of ${key}`);
    return found.labels[language] ?? found.labels.de;
  }

  brandName(brandId: number): string {
    const brand = this.rows.brands.find((row) => row.id === brandId);
    if (!brand) throw new Error(`The seed has no brand ${brandId}`);
    return brand.name;
  }

  brandsOf(shop: ShopIdentity) {
    return this.rows.brands.filter((brand) => isFor(brand, shop)).sort((a, b) => a.id - b.id);
  }

  campaignsOf(shop: ShopIdentity) {
    return this.rows.campaigns.filter((campaign) => isFor(campaign, shop)).sort((a, b) => a.id - b.id);
  }

  /** Promotions running in the shop at `at`, highest priority first. */
  runningPromotions(shop: ShopIdentity, at: Date = this.now) {
    return this.rows.promotions
      .filter((promotion) => promotion.isActive && isFor(promotion, shop) && isRunningAt(promotion, at))
      .sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  }

  redirectsOf(shop: ShopIdentity) {
    return this.rows.redirects
      .filter((redirect) => redirect.shopId === shop.shopId)
      .sort((a, b) => a.id - b.id);
  }

  navigationTreeOf(shop: ShopIdentity) {
    const tree = this.rows.navigationTrees.find((row) => row.shopId === shop.shopId);
    if (!tree) throw new Error(`The seed has no navigation for ${shop.code}`);
    return tree;
  }

  /** §5: top-level labels of the shop's main navigation shown at `at` (all of them without a moment). */
  navigationLabels(shop: ShopIdentity, at?: Date): string[] {
    const shown = (item: NavigationItemRow) =>
      at === undefined ||
      ((item.visibleFrom === undefined || Date.parse(item.visibleFrom) <= at.getTime()) &&
        (item.visibleTo === undefined || at.getTime() <= Date.parse(item.visibleTo)));
    return this.navigationTreeOf(shop)
      .items.filter(shown)
      .map((item) => item.label);
  }

  /** The relative welcome voucher of the shop running now (§3 vouchers). */
  welcomeVoucher(shop: ShopIdentity) {
    const voucher = this.rows.voucherCodes.find(
      (row) =>
        row.type === 'relative' &&
        row.shopIds !== null &&
        row.shopIds.includes(shop.shopId) &&
        isRunningAt(row, this.now),
    );
    if (!voucher) throw new Error(`The seed has no welcome voucher for ${shop.code}`);
    return voucher;
  }
}
