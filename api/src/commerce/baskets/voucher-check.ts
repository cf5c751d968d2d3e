import type { ShopIdentity } from '@lumen/domain';
import type { VoucherCodeRow } from '../catalog/catalog-rows.ts';

type VoucherRefusal =
  'not_found' | 'not_started' | 'expired' | 'other_shop' | 'other_currency' | 'min_order_value';

/** Why a code that holds for the basket may not be used (again). */
type VoucherUseRefusal = 'used_up' | 'used_by_customer';

export type VoucherCheck =
  | { ok: true; voucher: VoucherCodeRow; reduction: number }
  | { ok: false; reason: VoucherRefusal; message: string };

/** Voucher codes are printed in capitals; shoppers type them any way. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether a voucher counts for a basket worth `itemsTotal` cents (with tax, after promotions) in
 * `shop` at `now`, and how many cents it takes off. An absolute voucher is worth its value in its
 * own currency only and never more than the basket; a relative one takes its percentage. The
 * minimum order value is in the voucher's currency, or the shop's for a relative voucher.
 */
export function checkVoucher(
  code: string,
  voucher: VoucherCodeRow | undefined,
  basket: { shop: ShopIdentity; itemsTotal: number; now: Date },
): VoucherCheck {
  const refuse = (reason: VoucherRefusal, message: string): VoucherCheck => ({ ok: false, reason, message });
  if (!voucher) return refuse('not_found', `Voucher code ${code} does not exist`);
  const { shop, itemsTotal, now } = basket;
  if (now.getTime() < Date.parse(voucher.startAt)) {
    return refuse('not_started', `Voucher code ${voucher.code} is not valid yet`);
  }
  if (now.getTime() >= Date.parse(voucher.endAt)) {
    return refuse('expired', `Voucher code ${voucher.code} has expired`);
  }
  if (voucher.shopIds !== null && !voucher.shopIds.includes(shop.shopId)) {
    return refuse('other_shop', `Voucher code ${voucher.code} is not valid in this shop`);
  }
  if (voucher.currency !== null && voucher.currency !== shop.currency) {
    return refuse('other_currency', `Voucher code ${voucher.code} is not valid in ${shop.currency}`);
  }
  if (itemsTotal < voucher.minOrderValue) {
    return refuse(
      'min_order_value',
      `Voucher code ${voucher.code} needs a minimum order value of ${voucher.minOrderValue} cents`,
    );
  }
  const reduction =
    voucher.type === 'relative'
      ? Math.round((itemsTotal * voucher.value) / 100)
      : Math.min(voucher.value, itemsTotal);
  return { ok: true, voucher, reduction };
}

/** How often a code was used: by all orders, and by the ordering customer when they are known. */
export interface VoucherUses {
  total: number;
  /** Undefined while nobody is named (a basket is not a customer's; the order names them). */
  byCustomer?: number | undefined;
}

export type VoucherUseCheck = { ok: true } | { ok: false; reason: VoucherUseRefusal; message: string };

/**
 * Whether one more order may use the code: fewer uses than its limit in all, and than its limit per
 * customer when the customer is known. Who "the customer" is (an account, or a guest by email
 * address) is the caller's to count; a use given back (a failed payment) is no use.
 */
export function checkVoucherUses(
  voucher: Pick<VoucherCodeRow, 'code' | 'maxUses' | 'maxUsesPerCustomer'>,
  uses: VoucherUses,
): VoucherUseCheck {
  if (voucher.maxUses !== null && uses.total >= voucher.maxUses) {
    return { ok: false, reason: 'used_up', message: `Voucher code ${voucher.code} has been used up` };
  }
  if (
    voucher.maxUsesPerCustomer !== null &&
    uses.byCustomer !== undefined &&
    uses.byCustomer >= voucher.maxUsesPerCustomer
  ) {
    const limit = voucher.maxUsesPerCustomer;
    const message =
      limit === 1
        ? `Voucher code ${voucher.code} can be used once per customer and you have used it already`
        : `Voucher code ${voucher.code} can be used ${limit} times per customer and you have used it ${limit} times`;
    return { ok: false, reason: 'used_by_customer', message };
  }
  return { ok: true };
}
