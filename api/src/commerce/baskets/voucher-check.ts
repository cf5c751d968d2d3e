import type { ShopIdentity } from '@lumen/domain';
import type { VoucherCodeRow } from '../catalog/catalog-rows.ts';

export type VoucherRefusal =
  'not_found' | 'not_started' | 'expired' | 'other_shop' | 'other_currency' | 'min_order_value';

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
