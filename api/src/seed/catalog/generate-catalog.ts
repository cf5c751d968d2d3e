import type { CatalogRows } from '../../commerce/catalog/catalog-rows.ts';
import { careDrafts, hearingDrafts, merchDrafts } from './accessory-products.ts';
import { attributeRows } from './attribute-labels.ts';
import { brandRows } from './brands.ts';
import { buildCategoryTree } from './category-tree.ts';
import { contactLensDrafts } from './contact-lens-products.ts';
import { createModelCounter, eyewearDrafts } from './eyewear-products.ts';
import type { EyewearKind } from './eyewear-texts.ts';
import { campaignRows, featuredPromotionIds, promotionRows, voucherRows } from './marketing.ts';
import { finishProducts } from './product-factory.ts';
import type { ProductDraft } from './product-factory.ts';
import { createRandom } from './random.ts';
import type { Random } from './random.ts';
import { rxLensDrafts } from './rx-lens-products.ts';
import { withSwissGermanTexts } from './swiss-german.ts';
import { navigationTreeRows, redirectRows } from './shop-navigation.ts';

export interface GenerateCatalogOptions {
  /** Products in all, lens options included (default 2000). */
  products?: number;
  seed?: number;
  /** Anchors every date: products created over the two years before it, promotions running around it. */
  now: Date;
}

const defaultCatalogSize = 2000;
const defaultCatalogSeed = 20_240_917;
/** The fewest products that still hold every product type, category and gift. */
export const minimumCatalogSize = 40;

const firstProductId = 100_001;
const firstVariantId = 500_001;

type Family = EyewearKind | 'contactLenses' | 'careproducts' | 'merch' | 'hearingAidsMerch';

/** Shares of the shop's range (frames and sunglasses the bulk), and the fewest of each. */
const families: readonly { family: Family; share: number; minimum: number }[] = [
  { family: 'sunglasses', share: 0.24, minimum: 1 },
  { family: 'readyMadeGlasses', share: 0.03, minimum: 1 },
  { family: 'readingAidGlasses', share: 0.04, minimum: 1 },
  { family: 'blueLightBlocking', share: 0.03, minimum: 1 },
  { family: 'smartglasses', share: 0.01, minimum: 1 },
  { family: 'contactLenses', share: 0.12, minimum: 1 },
  { family: 'careproducts', share: 0.08, minimum: 1 },
  // The glasses case and the cap of the gift promotions come first.
  { family: 'merch', share: 0.05, minimum: 2 },
  { family: 'hearingAidsMerch', share: 0.04, minimum: 1 },
];

/**
 * The promotion a product features, if any: the shop shows it as the §3 `promotion` attribute and
 * sends its id when the product goes into the basket, where the promotion then applies.
 */
function featuredPromotion(draft: ProductDraft, random: Random): string | null {
  if (draft.steady) return null;
  switch (draft.productCategory) {
    case 'sunglasses':
      return featuredPromotionIds.sunglassesDiscount;
    case 'contactLenses':
      return featuredPromotionIds.travelSolutionGift;
    case 'glasses':
      return random.chance(0.4) ? featuredPromotionIds.glassesCaseGift : null;
    case 'readyMadeGlasses':
    case 'readingAidGlasses':
    case 'blueLightBlocking':
    case 'careproducts':
    case 'merch':
      return random.chance(0.2) ? featuredPromotionIds.basketDiscount : null;
    case 'smartglasses':
    case 'hearingAidsMerch':
    case null:
      return null;
  }
}

function familyCounts(total: number): Map<Family, number> {
  const counts = new Map<Family, number>();
  let rest = total;
  for (const { family, share, minimum } of families) {
    const count = Math.max(minimum, Math.round(total * share));
    counts.set(family, count);
    rest -= count;
  }
  // Correctional frames, the largest share (about 36 %), take what is left.
  counts.set('glasses', rest);
  return counts;
}

/**
 * The whole seed catalogue as table rows. Deterministic: the same options give the same rows, as
 * every draw comes from a seeded generator and every date from `now`.
 */
export function generateCatalog(options: GenerateCatalogOptions): CatalogRows {
  const size = options.products ?? defaultCatalogSize;
  const seed = options.seed ?? defaultCatalogSeed;
  const { now } = options;
  if (!Number.isInteger(size) || size < minimumCatalogSize) {
    throw new RangeError(
      `A seed catalogue needs a whole number of at least ${minimumCatalogSize} products, not ${size}`,
    );
  }
  if (Number.isNaN(now.getTime())) throw new RangeError('generateCatalog needs a valid `now`');

  const tree = buildCategoryTree();
  const rxDrafts = rxLensDrafts(tree);
  const counts = familyCounts(size - rxDrafts.length);
  const count = (family: Family) => counts.get(family) ?? 0;

  const eyewear = { random: createRandom(seed, 'eyewear'), tree, models: createModelCounter() };
  const merch = merchDrafts(count('merch'), createRandom(seed, 'merch'), tree);
  const care = careDrafts(count('careproducts'), createRandom(seed, 'care'), tree);
  const drafts: ProductDraft[] = [
    // Lens options first: their ids stay the same whatever the size.
    ...rxDrafts,
    ...eyewearDrafts('glasses', count('glasses'), eyewear),
    ...eyewearDrafts('sunglasses', count('sunglasses'), eyewear),
    ...eyewearDrafts('readyMadeGlasses', count('readyMadeGlasses'), eyewear),
    ...eyewearDrafts('readingAidGlasses', count('readingAidGlasses'), eyewear),
    ...eyewearDrafts('blueLightBlocking', count('blueLightBlocking'), eyewear),
    ...eyewearDrafts('smartglasses', count('smartglasses'), eyewear),
    ...contactLensDrafts(count('contactLenses'), createRandom(seed, 'lenses'), tree),
    ...care,
    ...merch,
    ...hearingDrafts(count('hearingAidsMerch'), createRandom(seed, 'hearing'), tree),
  ];
  const promotionRandom = createRandom(seed, 'featured-promotions');
  const featuring = drafts.map((draft) => {
    const promotionId = featuredPromotion(draft, promotionRandom);
    return promotionId ? { ...draft, customData: { ...draft.customData, promotionId } } : draft;
  });
  const { products, variants, variantPrices } = finishProducts(featuring, {
    random: createRandom(seed, 'stock-and-prices'),
    now,
    firstProductId,
    firstVariantId,
  });

  const firstVariantOf = (referenceKey: string | undefined): number => {
    const product = products.find((candidate) => candidate.referenceKey === referenceKey);
    const variant = product && variants.find((candidate) => candidate.productId === product.id);
    if (!variant) throw new Error(`The seed catalogue lost the gift ${referenceKey}`);
    return variant.id;
  };
  const gifts = {
    glassesCase: firstVariantOf(merch[0]?.referenceKey),
    cap: firstVariantOf(merch[1]?.referenceKey),
    travelSolution: firstVariantOf(care[0]?.referenceKey),
  };

  const attributes = attributeRows();
  return withSwissGermanTexts({
    attributeGroups: attributes.groups,
    attributeValues: attributes.values,
    brands: brandRows(),
    categories: tree.rows,
    products,
    variants,
    variantPrices,
    campaigns: campaignRows(now, tree),
    promotions: promotionRows(now, gifts),
    voucherCodes: voucherRows(now),
    redirects: redirectRows(tree),
    navigationTrees: navigationTreeRows(now, tree),
  });
}
