import { z } from 'zod';
import { CustomDataSchema } from './scalars.ts';

/** §3/§9: money travels in cents (minor units) and is never negative. */
export const CentAmountSchema = z.number().int().nonnegative();

/** ISO 4217 code as the wire sends it (`EUR`, `CHF`, `PLN`, `CZK`). */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

/** A share of a whole, 0 to 1: VAT rates (0.19) and relative reductions (0.2 = 20 %). */
export const FractionSchema = z.number().min(0).max(1);

export const VatSchema = z.object({
  amount: CentAmountSchema,
  rate: FractionSchema,
});
export type Vat = z.infer<typeof VatSchema>;

/**
 * What a reduction comes from. §3 names sale, campaign, voucher, automatic_discount and
 * buy_x_get_y; the Storefront API SDK (v19) types the category as sale, campaign, promotion or
 * voucher. Both sets are accepted so that real answers and the spec's data parse.
 */
export const reductionCategories = [
  'sale',
  'campaign',
  'promotion',
  'voucher',
  'automatic_discount',
  'buy_x_get_y',
] as const;
export const ReductionCategorySchema = z.enum(reductionCategories);
export type ReductionCategory = z.infer<typeof ReductionCategorySchema>;

/** Whether a reduction or discount is a fixed amount or a share of the price. */
export const reductionTypes = ['relative', 'absolute'] as const;
export const ReductionTypeSchema = z.enum(reductionTypes);
export type ReductionType = z.infer<typeof ReductionTypeSchema>;

const ReductionAmountSchema = z.object({
  relative: FractionSchema,
  absoluteWithTax: CentAmountSchema,
});

/** One reduction applied to a price, in order of application (sale first, campaign second...). */
export const AppliedReductionSchema = z.object({
  category: ReductionCategorySchema,
  type: ReductionTypeSchema,
  amount: ReductionAmountSchema,
  promotionId: z.string().optional(),
  /** §3 lists a code (the voucher's); the SDK does not type it, so it is optional. */
  code: z.string().optional(),
});
export type AppliedReduction = z.infer<typeof AppliedReductionSchema>;

/** The reference a combined reduction is measured against (EU Omnibus display); null: nothing to advertise. */
export const reductionsRelativeTo = ['beforeSaleWithTax', 'lowestPriorPrice.withTax'] as const;

/** Price per unit of measure (e.g. per 100 ml of cleaning fluid). */
export const ReferencePriceSchema = z.object({
  withTax: CentAmountSchema,
  withoutTax: CentAmountSchema,
  size: z.number().positive(),
  unit: z.string().min(1),
});

/** The Price entity of §3: the SDK's `VariantPrice`, in cents. */
export const PriceSchema = z.object({
  withTax: CentAmountSchema,
  withoutTax: CentAmountSchema,
  tax: z.object({ vat: VatSchema }),
  recommendedRetailPrice: CentAmountSchema.nullable(),
  reference: ReferencePriceSchema.nullable().optional(),
  appliedReductions: z.array(AppliedReductionSchema),
  beforeSaleWithTax: CentAmountSchema.nullable(),
  /** Read `amount.relative` for the discount badge; never sum `appliedReductions`. */
  totalAppliedReductions: z.object({ amount: ReductionAmountSchema }).nullable(),
  reductionsRelativeTo: z.enum(reductionsRelativeTo).nullable(),
  currencyCode: CurrencyCodeSchema,
  customData: CustomDataSchema.optional(),
});
export type Price = z.infer<typeof PriceSchema>;

/** A basket item's unit or total price: the SDK's `BasketItemPrice` (a price without tax details). */
export const BasketItemPriceSchema = PriceSchema.omit({ tax: true });
export type BasketItemPrice = z.infer<typeof BasketItemPriceSchema>;

/** The basket's cost: the SDK's `BasketTotalPrice` (no Omnibus sale fields on totals). */
export const BasketTotalPriceSchema = PriceSchema.omit({
  reference: true,
  beforeSaleWithTax: true,
  totalAppliedReductions: true,
  reductionsRelativeTo: true,
});
export type BasketTotalPrice = z.infer<typeof BasketTotalPriceSchema>;

/** The lowest price of the last 30 days (EU Omnibus directive); null where there is none. */
export const LowestPriorPriceSchema = z.object({
  withTax: CentAmountSchema.nullable(),
  /** Negative when the price went up since. */
  relativeDifferenceToPrice: z.number().nullable(),
});
export type LowestPriorPrice = z.infer<typeof LowestPriorPriceSchema>;

/** §3: a product's cheapest and dearest variant price. */
export const PriceRangeSchema = z
  .object({ min: PriceSchema, max: PriceSchema })
  .refine((range) => range.min.withTax <= range.max.withTax, {
    message: 'priceRange.min must not exceed priceRange.max',
    path: ['min', 'withTax'],
  });
export type PriceRange = z.infer<typeof PriceRangeSchema>;
