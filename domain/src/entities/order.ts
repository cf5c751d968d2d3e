import { z } from 'zod';
import { DeliveryStatusSchema } from '../orders/delivery-status.ts';
import { OrderItemStatusSchema } from '../orders/order-status.ts';
import { AttributesSchema } from './attributes.ts';
import { BasketItemCustomDataSchema } from './basket.ts';
import { DeliveryDateSchema } from './delivery.ts';
import { CentAmountSchema, CurrencyCodeSchema, FractionSchema, VatSchema } from './price.ts';
import { ProductImageSchema } from './product.ts';
import { EntityIdSchema, TimestampSchema } from './scalars.ts';

/*
 * The Order entity of §3 in the shop's terms. The Storefront API has no order endpoint (orders come
 * from checkout and the customer account), so this shape is designed from §3 and §4, with the
 * commerce backend's names where §3 uses them. The delivery statuses (§4) and item statuses are
 * orders/'s, where the status rules live.
 */

/** What a fee is for. §3 names delivery; payment fees (cash on delivery) are the other kind. */
export const appliedFeeCategories = ['delivery', 'payment'] as const;

export const AppliedFeeSchema = z.object({
  category: z.enum(appliedFeeCategories),
  key: z.string().min(1),
  amount: z.object({ withTax: CentAmountSchema, withoutTax: CentAmountSchema }),
});
export type AppliedFee = z.infer<typeof AppliedFeeSchema>;

/** §3 voucher: an absolute voucher is worth cents, a relative one a share (0 to 1) of the items it applies to. */
export const VoucherSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('absolute'),
    code: z.string().min(1),
    value: CentAmountSchema,
    applicableItems: z.array(EntityIdSchema),
  }),
  z.object({
    type: z.literal('relative'),
    code: z.string().min(1),
    value: FractionSchema,
    applicableItems: z.array(EntityIdSchema),
  }),
]);
export type Voucher = z.infer<typeof VoucherSchema>;
export const voucherTypes = ['absolute', 'relative'] as const;

/** A shipment of the order; `tracking` is null until the carrier has one. */
export const OrderPackageSchema = z.object({
  id: EntityIdSchema,
  deliveryStatus: DeliveryStatusSchema,
  deliveryDate: DeliveryDateSchema,
  carrierKey: z.string().min(1).optional(),
  tracking: z.object({ id: z.string().min(1), url: z.url() }).nullable(),
});
export type OrderPackage = z.infer<typeof OrderPackageSchema>;

/** One ordered piece (orders hold one item per unit), with a snapshot of what was bought. */
export const OrderItemSchema = z.object({
  id: EntityIdSchema,
  status: OrderItemStatusSchema,
  packageId: EntityIdSchema,
  product: z.object({
    id: EntityIdSchema,
    attributes: AttributesSchema.optional(),
    images: z.array(ProductImageSchema),
  }),
  variant: z.object({ id: EntityIdSchema, attributes: AttributesSchema.optional() }),
  price: z.object({ withTax: CentAmountSchema, withoutTax: CentAmountSchema }),
  /** The basket item's custom data, kept with the order (prescription, configuration). */
  customData: BasketItemCustomDataSchema.optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** The Order entity of §3. */
export const OrderSchema = z.object({
  id: EntityIdSchema,
  currencyCode: CurrencyCodeSchema,
  /** Null while the payment provider has not confirmed the order. */
  confirmedAt: TimestampSchema.nullable(),
  customer: z.object({ id: EntityIdSchema }),
  cost: z.object({
    withTax: CentAmountSchema,
    withoutTax: CentAmountSchema,
    tax: z.object({ vat: VatSchema }),
    appliedFees: z.array(AppliedFeeSchema),
  }),
  /** One entry per payment method used; §9 lists the keys (paypal_instant, klarna_paylater...). */
  payment: z.array(z.object({ key: z.string().min(1) })),
  vouchers: z.array(VoucherSchema),
  packages: z.array(OrderPackageSchema),
  items: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;
