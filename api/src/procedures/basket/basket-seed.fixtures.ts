/**
 * Variants of the seeded catalogue with the properties a basket test needs, read from the seed
 * rows (SeedExpectations), never from the api under test. Test support.
 */
import type { ItemGroup, ShopIdentity } from '@lumen/domain';
import { contactLensParametersOf, isSubscriptionEligible, rxBundleMasterKeys } from '@lumen/domain';
import type { contactLensTypes } from '@lumen/domain';
import type { VariantRow } from '../../commerce/catalog/catalog-rows.ts';
import type { SeedExpectations } from '../../commerce/conformance/seed-expectations.fixtures.ts';

export class BasketSeed {
  readonly expected: SeedExpectations;
  readonly shop: ShopIdentity;

  constructor(expected: SeedExpectations, shop: ShopIdentity) {
    this.expected = expected;
    this.shop = shop;
  }

  /** Sellable variants of different products (rx lens options left out) that pass `accept`. */
  distinct(count: number, accept: (variant: VariantRow) => boolean): VariantRow[] {
    const seen = new Set<number>();
    const found = this.expected
      .sellableVariants(this.shop)
      .filter((variant) => !this.expected.product(variant.productId).masterKey.startsWith('rx_'))
      .filter(accept)
      .filter((variant) => !seen.has(variant.productId) && seen.add(variant.productId));
    if (found.length < count)
      throw new Error(`The seed has fewer than ${count} such variants in ${this.shop.code}`);
    return found.slice(0, count);
  }

  /** Variants with stock for at least `pieces` pieces (sold without stock counts as enough). */
  stocked(count: number, pieces = 5): VariantRow[] {
    return this.distinct(count, (variant) => variant.sellableWithoutStock || variant.stock >= pieces);
  }

  /** A sellable variant with a little stock and none beyond it (§8 206). */
  lowStock(): VariantRow {
    return this.distinct(
      1,
      (variant) => !variant.sellableWithoutStock && variant.stock >= 1 && variant.stock <= 5,
    )[0]!;
  }

  /** A variant the shop offers that has run out (§4: no stock, not sellable without). */
  soldOut(): VariantRow {
    const variant = this.expected.rows.variants.find(
      (candidate) =>
        !this.expected.isAvailable(candidate) &&
        this.expected.price(candidate.id, this.shop) !== undefined &&
        this.expected.product(candidate.productId).salesStatus === 'published' &&
        this.expected.isOffered(this.expected.product(candidate.productId), this.shop),
    );
    if (!variant) throw new Error(`The seed has no sold-out variant in ${this.shop.code}`);
    return variant;
  }

  /**
   * Frames of glasses with stock for a few pieces, of different products; `zeroTariff` frames
   * (§3 zero-cost frames, free with lenses where the shop offers them) only when asked for.
   */
  frames(count: number, zeroTariff = false): VariantRow[] {
    return this.distinct(count, (variant) => {
      const product = this.expected.product(variant.productId);
      return (
        product.productCategory === 'glasses' &&
        (product.attributes['zeroTariff'] ?? []).includes('true') === zeroTariff &&
        (variant.sellableWithoutStock || variant.stock >= 5)
      );
    });
  }

  /** Frames of one §3 product type, outside the zero tariff, with stock for a few pieces. */
  framesOfType(count: number, productType: 'correctional-glasses' | 'glasses-pdp'): VariantRow[] {
    return this.distinct(count, (variant) => {
      const product = this.expected.product(variant.productId);
      return (
        product.productType === productType &&
        !(product.attributes['zeroTariff'] ?? []).includes('true') &&
        (variant.sellableWithoutStock || variant.stock >= 5)
      );
    });
  }

  /** One sellable variant of each rx lens option (§5 rx bundle master keys), in that order. */
  rxLensVariants(): VariantRow[] {
    return rxBundleMasterKeys.map((masterKey) => {
      const variant = this.expected
        .sellableVariants(this.shop)
        .find((candidate) => this.expected.product(candidate.productId).masterKey === masterKey);
      if (!variant) throw new Error(`The seed has no sellable ${masterKey} in ${this.shop.code}`);
      return variant;
    });
  }

  /**
   * A prescription frame with its four lens options as one §3 item group, as the configurator
   * adds them: the frame is the main item, every lens option a required sub-item naming its part.
   */
  rxGroup(frame: VariantRow, groupId: string) {
    const group = (isMainItem: boolean): ItemGroup => ({ id: groupId, isMainItem, isRequired: true });
    return [
      { variantId: frame.id, quantity: 1, itemGroup: group(true) },
      ...this.rxLensVariants().map((lens, index) => ({
        variantId: lens.id,
        quantity: 1,
        itemGroup: group(false),
        customData: { rxSubItemInfo: { masterKey: rxBundleMasterKeys[index]! } },
      })),
    ];
  }

  /**
   * A pack of a contact lens (of one kind, §3 contactLensType, if given) with stock for a few packs, with the
   * lens's parameters and whether it may be delivered on the saving subscription.
   */
  contactLens(kind?: (typeof contactLensTypes)[number], subscribable?: boolean) {
    const [variant] = this.distinct(1, (candidate) => {
      const product = this.expected.product(candidate.productId);
      return (
        product.productType === 'contact-lens-pdp' &&
        (kind === undefined || product.attributes['contactLensType']?.[0] === kind) &&
        (subscribable === undefined || isSubscriptionEligible(product) === subscribable) &&
        (candidate.sellableWithoutStock || candidate.stock >= 10)
      );
    });
    const parameters = contactLensParametersOf(this.expected.product(variant!.productId));
    if (!parameters) throw new Error(`The seed's lens ${variant!.productId} has no lens parameters`);
    return { variant: variant!, parameters };
  }

  /** The shop's price of `quantity` pieces (seed list price less sale), what a line must cost. */
  lineTotal(variant: VariantRow, quantity: number): number {
    return this.expected.price(variant.id, this.shop)! * quantity;
  }
}

/** A variant id no catalogue holds (§8 424). */
export const unknownVariantId = 999_999_999;
