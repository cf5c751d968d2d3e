import { findShopById } from './shop-table.ts';
import type { ShopIdentity } from './shop-table.ts';

export const shopIdHeader = 'x-shop-id';

export type ShopIdHeaderResult =
  { ok: true; shop: ShopIdentity } | { ok: false; reason: 'missing' | 'malformed' | 'unknown' };

/** Reads the `x-shop-id` header of an RPC call (§7): a shop id of the shop table, digits only. */
export function readShopIdHeader(value: string | string[] | undefined): ShopIdHeaderResult {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw.trim() === '') return { ok: false, reason: 'missing' };
  if (!/^\d{1,9}$/.test(raw.trim())) return { ok: false, reason: 'malformed' };
  const found = findShopById(Number(raw.trim()));
  return found ? { ok: true, shop: found } : { ok: false, reason: 'unknown' };
}
