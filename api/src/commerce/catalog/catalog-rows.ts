import type { CurrencyCode, LanguageCode, ProductCategoryKind, ProductType } from '@lumen/domain';

/**
 * The catalogue's rows as the seed generator writes them and the catalogue loader reads them:
 * one interface per table of `0002_catalog.sql`, field for column in camelCase. Texts shown to
 * shoppers are maps by language; timestamps are ISO strings.
 */
export type Translations = Partial<Record<TextLanguage, string>> & { de: string };

/**
 * The keys of a text map: the shop languages, and Swiss German (`de-CH`), which writes ss for ß and
 * is stored only where it differs from `de` (see text-language.ts).
 */
export type TextLanguage = LanguageCode | 'de-CH';

export type FilterType = 'attributes' | 'boolean' | 'range' | 'identifier';

export interface AttributeGroupRow {
  id: number;
  key: string;
  type: string | null;
  multiSelect: boolean;
  filterType: FilterType | null;
  filterPosition: number | null;
  labels: Translations;
}

export interface AttributeValueRow {
  id: number;
  groupId: number;
  value: string;
  labels: Translations;
  hex: string | null;
  position: number;
}

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  shopIds: number[] | null;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  masterKey: string;
  position: number;
  isHidden: boolean;
  names: Translations;
  slugs: Translations;
  properties: { name: string; value: string | number | null }[];
  supportedFilters: string[];
  shopIds: number[] | null;
}

/** Product image views the image endpoint can draw. */
export type ImageView = 'front' | 'side' | 'model' | 'bust' | 'box' | 'bottle' | 'item';
export type ImageBackground = 'white' | 'grey' | 'transparent';

export interface ProductImageRow {
  hash: string;
  view: ImageView;
  background: ImageBackground;
}

export type SalesStatus = 'enrichment' | 'published' | 'temporary_not_sellable' | 'offline';

/** Values by attribute group key: strings name `attribute_values.value`, numbers are measurements. */
export type AttributeValues = Record<string, (string | number)[]>;

export interface ProductRow {
  id: number;
  masterKey: string;
  referenceKey: string;
  productType: ProductType | null;
  productCategory: ProductCategoryKind | null;
  brandId: number;
  categoryIds: number[];
  siblingGroup: string | null;
  attributes: AttributeValues;
  texts: Partial<Record<TextLanguage, { name: string; description: string }>> & {
    de: { name: string; description: string };
  };
  images: ProductImageRow[];
  salesStatus: SalesStatus;
  isActive: boolean;
  shopIds: number[] | null;
  customData: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  firstLiveAt: string;
}

export interface VariantRow {
  id: number;
  productId: number;
  referenceKey: string;
  attributes: AttributeValues;
  stock: number;
  sellableWithoutStock: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface VariantPriceRow {
  variantId: number;
  currency: CurrencyCode;
  /** Cents with tax, before any reduction. */
  listPrice: number;
  recommendedRetailPrice: number | null;
  salePercent: number;
  lowestPriorPrice: number | null;
}

export interface CampaignRow {
  id: number;
  key: string;
  /** The German name and description; shoppers see `names` and `descriptions` in their language. */
  name: string;
  description: string | null;
  /** Absent in a row made before campaign texts had languages: then only the German name exists. */
  names?: Translations | null;
  descriptions?: Translations | null;
  reductionPercent: number;
  startAt: string;
  endAt: string;
  brandIds: number[] | null;
  categoryIds: number[] | null;
  shopIds: number[] | null;
}

export interface PromotionRow {
  id: string;
  /** The German name; shoppers see `names` in their language. */
  name: string;
  /** Absent in a row made before promotion names had languages: then only the German name exists. */
  names?: Translations | null;
  /** The code a shopper enters for it (upper-case); none (absent or null): it applies without one. */
  code?: string | null;
  priority: number;
  isActive: boolean;
  startAt: string;
  endAt: string;
  /**
   * `{ type: 'buy_x_get_y', additionalData: { variantIds, maxCount } }` or
   * `{ type: 'automatic_discount', additionalData: { type: 'relative' | 'absolute', value } }`.
   */
  effect: Record<string, unknown>;
  conditions: Record<string, unknown>[];
  /** headlineParts, giftConditions { minQuantity, minOrderValue }, product.promotionId, colorHex, style. */
  customData: Record<string, unknown>;
  shopIds: number[] | null;
}

export interface VoucherCodeRow {
  code: string;
  type: 'absolute' | 'relative';
  /** Cents (absolute) or percent (relative). */
  value: number;
  currency: CurrencyCode | null;
  minOrderValue: number;
  startAt: string;
  endAt: string;
  shopIds: number[] | null;
  /** How many orders may use the code in all; null: no limit. */
  maxUses: number | null;
  /** How many orders one customer may place with it (a welcome code: 1); null: no limit. */
  maxUsesPerCustomer: number | null;
}

export interface RedirectRow {
  id: number;
  shopId: number;
  source: string;
  target: string;
  statusCode: 301 | 302 | 307 | 308;
}

export interface NavigationItemRow {
  label: string;
  /** A shop path (`/brillen`) or an absolute URL; or a category the storefront links to. */
  slug?: string;
  categoryId?: number;
  children: NavigationItemRow[];
  visibleFrom?: string;
  visibleTo?: string;
}

export interface NavigationTreeRow {
  id: number;
  shopId: number;
  key: string;
  name: string;
  items: NavigationItemRow[];
}

/** Everything in the catalogue tables. */
export interface CatalogRows {
  attributeGroups: AttributeGroupRow[];
  attributeValues: AttributeValueRow[];
  brands: BrandRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  variants: VariantRow[];
  variantPrices: VariantPriceRow[];
  campaigns: CampaignRow[];
  promotions: PromotionRow[];
  voucherCodes: VoucherCodeRow[];
  redirects: RedirectRow[];
  navigationTrees: NavigationTreeRow[];
}
