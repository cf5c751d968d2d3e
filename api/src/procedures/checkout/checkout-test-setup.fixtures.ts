/**
 * Shared setup of the checkout call tests: addresses per market, in-stock variants of the seed
 * handed out once each (every order takes stock), and a visitor's basket filled through the SDK
 * until the basket calls exist. Test support.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInput, RpcPayload, ShopCode, ShopIdentity } from '@lumen/domain';
import { expect } from 'vitest';
import type { VariantRow } from '../../commerce/catalog/catalog-rows.ts';
import type { Db } from '../../db/db.ts';
import { postgresSessionStore } from '../../sessions/postgres-session-store.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';

/** A §5-valid address in each market's zip format. */
export const addresses: Record<ShopCode, AddressInput> = {
  'de-de': {
    firstName: 'Anna',
    lastName: 'Schmidt',
    street: 'Hauptstraße',
    houseNumber: '12a',
    zipCode: '20095',
    city: 'Hamburg',
  },
  'de-at': {
    firstName: 'Lukas',
    lastName: 'Gruber',
    street: 'Mariahilfer Straße',
    houseNumber: '5',
    zipCode: '1070',
    city: 'Wien',
  },
  'de-ch': {
    firstName: 'Lea',
    lastName: 'Meier',
    street: 'Bahnhofstrasse',
    houseNumber: '1',
    zipCode: '8001',
    city: 'Zürich',
  },
  'fr-ch': {
    firstName: 'Chloé',
    lastName: 'Dubois',
    street: 'Rue du Rhône',
    houseNumber: '3',
    zipCode: '1204',
    city: 'Genève',
  },
  'it-ch': {
    firstName: 'Luca',
    lastName: 'Bernasconi',
    street: 'Via Nassa',
    houseNumber: '7',
    zipCode: '6900',
    city: 'Lugano',
  },
  'it-it': {
    firstName: 'Giulia',
    lastName: 'Rossi',
    street: 'Via Roma',
    houseNumber: '10',
    zipCode: '00184',
    city: 'Roma',
  },
  'de-it': {
    firstName: 'Florian',
    lastName: 'Egger',
    street: 'Lauben',
    houseNumber: '2',
    zipCode: '39100',
    city: 'Bozen',
  },
  'pl-pl': {
    firstName: 'Zofia',
    lastName: 'Kowalska',
    street: 'ul. Marszałkowska',
    houseNumber: '8',
    zipCode: '00-624',
    city: 'Warszawa',
  },
  'cs-cz': {
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Václavské náměstí',
    houseNumber: '4',
    zipCode: '110 00',
    city: 'Praha',
  },
};

/** A placeOrder payload for the visitor's shop; `overrides` replace fields as they are. */
export function orderPayload(
  shop: ShopIdentity,
  overrides: Partial<RpcPayload<'placeOrder'>> = {},
): RpcPayload<'placeOrder'> {
  return {
    idempotencyKey: randomUUID(),
    billingAddress: addresses[shop.code],
    deliveryMethod: 'DHL',
    paymentMethod: 'ratepay_invoice',
    acceptedTerms: true,
    ...overrides,
  };
}

/** Hands out in-stock variants of a shop, each once, one per product, so tests never share stock. */
export function variantSupply(procedures: CommerceProcedures) {
  const handedOut = new Set<number>();
  return (shop: ShopIdentity, accept: (variant: VariantRow) => boolean = () => true): VariantRow => {
    const variant = procedures.expected
      .sellableVariants(shop)
      .find(
        (candidate) =>
          candidate.stock >= 10 &&
          !candidate.sellableWithoutStock &&
          !handedOut.has(candidate.productId) &&
          accept(candidate),
      );
    if (!variant) throw new Error(`The seed has no further in-stock variant in ${shop.code}`);
    handedOut.add(variant.productId);
    return variant;
  };
}

/** The basket key of the visitor's session, for filling a basket through the backend in setup. */
export async function basketKeyOf(procedures: CommerceProcedures, visitor: Visitor): Promise<string> {
  const session = visitor.sessionId && (await postgresSessionStore(procedures.db).find(visitor.sessionId));
  if (!session) throw new Error('The visitor has no session yet');
  return session.basketKey;
}

/** Puts `lines` into the visitor's basket; answers each line's basket item key, in order. */
export async function fillBasket(
  procedures: CommerceProcedures,
  visitor: Visitor,
  lines: readonly { variantId: number; quantity: number; customData?: Record<string, unknown> }[],
): Promise<string[]> {
  const key = await basketKeyOf(procedures, visitor);
  const basket = procedures.commerce.forShop(visitor.shop).basket;
  for (const line of lines) {
    const added = await basket.addItem(
      key,
      line.variantId,
      line.quantity,
      line.customData ? { customData: line.customData } : undefined,
    );
    expect(added, `adding variant ${line.variantId}`).toMatchObject({ type: 'success' });
  }
  const { basket: filled } = await basket.get(key);
  return lines.map((line) => filled.items.find((item) => item.variant.id === line.variantId)!.key);
}

/** The visitor's basket as the backend holds it now: variant and quantity per line. */
export async function basketLinesOf(
  procedures: CommerceProcedures,
  visitor: Visitor,
): Promise<{ variantId: number; quantity: number }[]> {
  const key = await basketKeyOf(procedures, visitor);
  const { basket } = await procedures.commerce.forShop(visitor.shop).basket.get(key);
  return basket.items.map((item) => ({ variantId: item.variant.id, quantity: item.quantity }));
}

export async function stockOf(db: Db, variantId: number): Promise<number> {
  const { rows } = await db.query<{ stock: number }>('select stock from variants where id = $1', [variantId]);
  return rows[0]!.stock;
}

/**
 * The success token and signed step of a redirect to the sandbox page, as that page
 * reads them from its address.
 */
export function sandboxStep(next: { type: string; url?: string }): { cbdToken: string; step: string } {
  expect(next.type).toBe('redirect');
  const url = new URL(next.url!, 'http://de-de.localhost:3000');
  expect(url.pathname).toBe('/checkout/payment-sandbox/');
  expect([...url.searchParams.keys()]).toEqual(['cbd', 'step']);
  return { cbdToken: url.searchParams.get('cbd')!, step: url.searchParams.get('step')! };
}

/** A visitor of `shop` checking out as a guest with a fresh email: a session with a basket key. */
export async function guestVisitor(
  procedures: CommerceProcedures,
  shopCode: ShopCode = 'de-de',
): Promise<Visitor> {
  const visitor = procedures.visitor(shopCode);
  await visitor.call('continueAsGuest', { email: `guest-${randomUUID()}@example.com` });
  return visitor;
}
