import type { AccountCustomer } from './order-request.ts';
/** Shared setup of the order tests: the fixture catalogue, basket and order routers, a customer. Test support. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { createBasketRouter } from '../baskets/basket-router.ts';
import { startCommerceHarness } from '../baskets/commerce-harness.fixtures.ts';
import type { CommerceHarness, HarnessResponse } from '../baskets/commerce-harness.fixtures.ts';
import {
  fixtureCatalogReader,
  fixtureNow,
  insertFixtureCatalog,
} from '../baskets/fixture-catalog.fixtures.ts';
import type { FixtureVariant } from '../baskets/fixture-catalog.fixtures.ts';
import { createOrderRouter } from './order-router.ts';

export const fixtureAddress = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Hauptstraße',
  houseNumber: '12a',
  zipCode: '20095',
  city: 'Hamburg',
};

let nextAccountId = 10_001;

/**
 * A verified account of de-de as the shop's identity names it in an order: the backend keeps no
 * accounts, so a test makes one up (a new id each call) instead of inserting it anywhere.
 */
export function fixtureAccount(email = 'anna.schmidt@example.com'): AccountCustomer {
  return { id: nextAccountId++, email, firstName: 'Anna', lastName: 'Schmidt', verified: true };
}

export interface OrderApi {
  api: CommerceHarness;
  /** A new basket holding the given lines (each add must succeed). */
  basketWith(
    lines: { variantId: number; quantity: number; customData?: Record<string, unknown> }[],
    shopId?: number,
  ): Promise<string>;
  place(body: unknown, idempotencyKey?: string | null): Promise<HarnessResponse>;
}

export async function startOrderApi(db: Db, variants: readonly FixtureVariant[]): Promise<OrderApi> {
  await insertFixtureCatalog(db, variants);
  const deps = { db, catalog: fixtureCatalogReader(variants), now: () => fixtureNow };
  const api = await startCommerceHarness([createBasketRouter(deps), createOrderRouter(deps)]);
  return {
    api,
    async basketWith(lines, shopId = 1001) {
      const key = `o-${randomUUID()}`;
      for (const body of lines) {
        const response = await api.request('POST', `/baskets/${key}/items`, { body, shopId });
        if (response.status !== 201)
          throw new Error(`Adding ${JSON.stringify(body)} answered ${response.status}`);
      }
      return key;
    },
    place: (body, idempotencyKey = randomUUID()) =>
      api.request('POST', '/orders', {
        body,
        headers: idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey },
      }),
  };
}
