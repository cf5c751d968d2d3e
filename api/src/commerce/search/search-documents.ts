import { isTruthyAttributeValue, marketSiblings } from '@lumen/domain';
import { navigationItemIds } from '../catalog/navigation-item-ids.ts';
import type { LanguageCode, ShopIdentity, VisibilityWindow } from '@lumen/domain';
import { attributeGroupKeys } from '@lumen/domain';
import type {
  AttributeGroupRow,
  CatalogRows,
  CategoryRow,
  NavigationItemRow,
  ProductRow,
  Translations,
} from '../catalog/catalog-rows.ts';
import { createCatalog } from '../catalog/catalog.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { isOffered } from '../catalog/project-product.ts';
import { isInShop, shopContext } from '../catalog/shop-context.ts';
import type { ShopContext } from '../catalog/shop-context.ts';
import { textLanguageOf } from '../catalog/text-language.ts';
import type { TextLanguage } from '../catalog/catalog-rows.ts';
import { compactKey } from './normalize.ts';
import { productKindWords } from './search-vocabulary.ts';

/**
 * A product as search reads it in one text language (the catalogue's: `de-CH` for the de-ch shop,
 * else the shop language): one text per field weight. Built once per text language and shared by
 * the shops reading it.
 */
export interface ProductDocument {
  id: number;
  name: string;
  /** The brand name and its compact spelling (`Ray-Ban rayban`), so `rayban` finds `Ray-Ban`. */
  brand: string;
  brandId: number;
  brandName: string;
  /** Names of the product's visible categories, leaves and ancestors. */
  categories: string;
  /** Words for the product's kind (`Sonnenbrille`, `lentilles de contact`). */
  kind: string;
  /** Frame and lens colour labels. */
  colours: string;
  /** Labels of what the frame or product is (shape, rim, material, lens type...) and of set yes/no attributes. */
  attributes: string;
  /** The product's reference key (variant keys resolve, but are not worth indexing word by word). */
  reference: string;
  /** The product's and its variants' reference keys. */
  referenceKeys: string[];
  firstLiveAt: string;
}

/** A product searchable in one shop. */
interface ShopProduct {
  document: ProductDocument;
  /** Every category of the shop the product is listed in, ancestors included. */
  categoryIds: number[];
}

/** A visible category of the shop with its names in the languages of the shop's market. */
export interface CategoryDocument {
  id: number;
  name: string;
  /** Ancestor names, root first. */
  path: string;
  /** The category's names in the other languages of the shop's market (de-ch also answers to `lunettes`). */
  otherNames: string;
  /** Names in every language of the market, the shop's own first. */
  names: string[];
  parentId: number | null;
  depth: number;
  position: number;
  productCount: number;
}

/** A navigation item of one of the shop's trees; `windows` holds its own §5 window and its ancestors'. */
export interface NavigationDocument {
  /** `{treeId}:{itemId}`. */
  key: string;
  treeId: number;
  treeKey: string;
  /** The item's id, as the navigation answers number it (catalog `navigationItemIds`). */
  itemId: number;
  label: string;
  slug: string | undefined;
  categoryId: number | undefined;
  visibleFrom: string | undefined;
  visibleTo: string | undefined;
  windows: VisibilityWindow[];
}

export interface BrandDocument {
  id: number;
  name: string;
  /** The name and its compact spelling. */
  text: string;
  slug: string;
  productCount: number;
}

/** Everything search indexes for one shop. */
export interface ShopSearchDocuments {
  shop: ShopIdentity;
  products: ShopProduct[];
  categories: CategoryDocument[];
  navigationItems: NavigationDocument[];
  brands: BrandDocument[];
}

const colourGroups: ReadonlySet<string> = new Set(['frameColor', 'lensBaseColor']);
/**
 * Listed groups that say what a product is. Face shape, head width and shop size say whom it
 * suits, and their labels (`Eckig` for a square face) would make a round frame match `eckig`.
 */
const describingGroups: ReadonlySet<string> = new Set([
  'frameShape',
  'rimType',
  'frameMaterial',
  'gender',
  'colorDetail',
  'contactLensType',
  'wearingTime',
  'eyeCareProductType',
  'merchKind',
]);
const booleanGroups: ReadonlySet<string> = new Set(attributeGroupKeys.boolean);

/**
 * A catalogue text in a text language, as the catalogue answers it (`localized`): the language's
 * own (`de-CH` for Swiss German), else German, which is also what `de-CH` falls back to.
 */
export const textIn = (texts: Translations, language: TextLanguage): string => texts[language] ?? texts.de;

/** The shop language a text language is written in (`de-CH` is German). */
const languageOfText = (language: TextLanguage): LanguageCode => (language === 'de-CH' ? 'de' : language);

/** A name and its compact spelling, when they differ. */
function withCompactSpelling(name: string): string {
  const compact = compactKey(name);
  return compact === name.toLowerCase() ? name : `${name} ${compact}`;
}

function navigationDocuments(rows: CatalogRows, shop: ShopIdentity): NavigationDocument[] {
  const documents: NavigationDocument[] = [];
  for (const tree of rows.navigationTrees) {
    if (tree.shopId !== shop.shopId) continue;
    const ids = navigationItemIds(tree);
    const walk = (items: readonly NavigationItemRow[], windows: VisibilityWindow[]) => {
      for (const item of items) {
        const own: VisibilityWindow[] = [
          ...windows,
          { visibleFrom: item.visibleFrom, visibleTo: item.visibleTo },
        ];
        const itemId = ids.get(item) ?? 0;
        documents.push({
          key: `${tree.id}:${itemId}`,
          treeId: tree.id,
          treeKey: tree.key,
          itemId,
          label: item.label,
          slug: item.slug,
          categoryId: item.categoryId,
          visibleFrom: item.visibleFrom,
          visibleTo: item.visibleTo,
          windows: own,
        });
        walk(item.children, own);
      }
    };
    walk(tree.items, []);
  }
  return documents;
}

/** Builds product texts per language, remembering what products share (brands, labels, category names). */
function productTextsBuilder(catalog: Catalog) {
  const byLanguage = new Map<TextLanguage, Map<number, ProductDocument>>();
  const brandTexts = new Map<number, string>();
  const labels = new Map<string, string>();
  const categoryNames = new Map<string, string>();
  const groupsByKey = catalog.attributeGroups;

  const label = (group: AttributeGroupRow, value: string, language: TextLanguage): string | undefined => {
    const key = `${group.id}/${value}/${language}`;
    let text = labels.get(key);
    if (text === undefined) {
      const row = catalog.attributeValue(group.id, value);
      if (!row) return undefined;
      text = textIn(row.labels, language);
      labels.set(key, text);
    }
    return text;
  };

  const attributeTexts = (product: ProductRow, language: TextLanguage) => {
    const colours: string[] = [];
    const others: string[] = [];
    for (const [key, values] of Object.entries(product.attributes)) {
      const group = groupsByKey.get(key);
      if (!group) continue;
      if (booleanGroups.has(key)) {
        if (isTruthyAttributeValue(values[0])) others.push(textIn(group.labels, language));
        continue;
      }
      const isColour = colourGroups.has(key);
      if (!isColour && !describingGroups.has(key)) continue;
      for (const value of values) {
        const text = typeof value === 'string' ? label(group, value, language) : undefined;
        if (text !== undefined) (isColour ? colours : others).push(text);
      }
    }
    return { colours: colours.join(' '), attributes: others.join(' ') };
  };

  const categoriesText = (product: ProductRow, language: TextLanguage) => {
    const names: string[] = [];
    for (const id of catalog.categoryIdsOf(product)) {
      const key = `${id}/${language}`;
      let name = categoryNames.get(key);
      if (name === undefined) {
        const line = catalog.lineOf(id);
        name = line.every((step) => !step.isHidden) ? textIn(line.at(-1)!.names, language) : '';
        categoryNames.set(key, name);
      }
      if (name !== '') names.push(name);
    }
    return names.join(' ');
  };

  return (product: ProductRow, language: TextLanguage): ProductDocument | undefined => {
    let texts = byLanguage.get(language);
    if (!texts) byLanguage.set(language, (texts = new Map<number, ProductDocument>()));
    const known = texts.get(product.id);
    if (known) return known;
    const brand = catalog.brands.get(product.brandId);
    if (!brand) return undefined;
    let brandText = brandTexts.get(brand.id);
    if (brandText === undefined) brandTexts.set(brand.id, (brandText = withCompactSpelling(brand.name)));
    const built: ProductDocument = {
      id: product.id,
      name: (product.texts[language] ?? product.texts.de).name,
      brand: brandText,
      brandId: brand.id,
      brandName: brand.name,
      categories: categoriesText(product, language),
      kind: product.productCategory
        ? productKindWords[product.productCategory][languageOfText(language)]
        : '',
      ...attributeTexts(product, language),
      reference: product.referenceKey,
      referenceKeys: [
        product.referenceKey,
        ...catalog.variantsOf(product.id).map((variant) => variant.referenceKey),
      ],
      firstLiveAt: product.firstLiveAt,
    };
    texts.set(product.id, built);
    return built;
  };
}

/** The search documents of every shop in `shops`, built from one read of the catalogue. */
export function buildSearchDocuments(
  rows: CatalogRows,
  shops: readonly ShopIdentity[],
  catalog: Catalog = createCatalog(rows),
): ShopSearchDocuments[] {
  const tools = { productTexts: productTextsBuilder(catalog), searchable: searchability(catalog) };
  return shops.map((shop) => buildShopDocuments(rows, catalog, shop, tools));
}

/**
 * Whether a shopper can find a product in a shop: one they can open (service products such as
 * lens options have no product type and are sold through the configurator only), active, and
 * offered there. Products sold everywhere are offered alike in every shop of a currency, so the
 * answer is kept per currency.
 */
function searchability(catalog: Catalog) {
  const contexts = new Map<ShopIdentity, ShopContext>();
  const byCurrency = new Map<string, Map<number, boolean>>();
  return (product: ProductRow, shop: ShopIdentity): boolean => {
    if (product.productType === null || !product.isActive) return false;
    let context = contexts.get(shop);
    if (!context) contexts.set(shop, (context = shopContext(catalog, shop)));
    if (product.shopIds !== null) return isOffered(catalog, context, product);
    let known = byCurrency.get(shop.currency);
    if (!known) byCurrency.set(shop.currency, (known = new Map<number, boolean>()));
    let offered = known.get(product.id);
    if (offered === undefined) known.set(product.id, (offered = isOffered(catalog, context, product)));
    return offered;
  };
}

function buildShopDocuments(
  rows: CatalogRows,
  catalog: Catalog,
  shop: ShopIdentity,
  {
    productTexts,
    searchable,
  }: { productTexts: ReturnType<typeof productTextsBuilder>; searchable: ReturnType<typeof searchability> },
): ShopSearchDocuments {
  // The catalogue's text language of the shop and of its market siblings (de-ch reads `de-CH`).
  const language = textLanguageOf(shop);
  const otherLanguages = [...new Set(marketSiblings(shop).map(textLanguageOf))].filter(
    (other) => other !== language,
  );
  const visibleCategories = new Map<number, CategoryRow>();
  for (const category of rows.categories) {
    const visible = catalog.lineOf(category.id).every((step) => !step.isHidden && isInShop(step, shop));
    if (visible) visibleCategories.set(category.id, category);
  }

  const productCounts = new Map<number, number>();
  const brandCounts = new Map<number, number>();
  const products: ShopProduct[] = [];
  for (const product of rows.products) {
    if (!searchable(product, shop)) continue;
    const document = productTexts(product, language);
    if (!document) continue;
    const categoryIds: number[] = [];
    for (const id of catalog.categoryIdsOf(product)) {
      if (!visibleCategories.has(id)) continue;
      categoryIds.push(id);
      productCounts.set(id, (productCounts.get(id) ?? 0) + 1);
    }
    brandCounts.set(document.brandId, (brandCounts.get(document.brandId) ?? 0) + 1);
    products.push({ document, categoryIds });
  }

  const categories: CategoryDocument[] = [...visibleCategories.values()].map((category) => {
    const line = catalog.lineOf(category.id);
    return {
      id: category.id,
      name: textIn(category.names, language),
      path: line
        .slice(0, -1)
        .map((step) => textIn(step.names, language))
        .join(' '),
      otherNames: otherLanguages.map((other) => textIn(category.names, other)).join(' '),
      names: [language, ...otherLanguages].map((other) => textIn(category.names, other)),
      parentId: category.parentId,
      depth: line.length - 1,
      position: category.position,
      productCount: productCounts.get(category.id) ?? 0,
    };
  });

  const brands: BrandDocument[] = rows.brands
    .filter((brand) => isInShop(brand, shop))
    .map((brand) => ({
      id: brand.id,
      name: brand.name,
      text: withCompactSpelling(brand.name),
      slug: brand.slug,
      productCount: brandCounts.get(brand.id) ?? 0,
    }));

  return { shop, products, categories, navigationItems: navigationDocuments(rows, shop), brands };
}
