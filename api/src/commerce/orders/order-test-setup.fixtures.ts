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

/** A registered, verified customer of de-de; the hash is a placeholder nobody signs in with. */
export async function insertFixtureCustomer(db: Db, email = 'anna.schmidt@example.com'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into customers (shop_id, email, first_name, last_name, password_hash, verified)
     values (1001, $1, 'Anna', 'Schmidt', 'scrypt$placeholder', true) returning id`,
    [email],
  );
  return rows[0]!.id;
}

export interface OrderApi {
  api: CommerceHarness;
  /** A new basket holding the given lines (each add must succeed). */
  basketWith(lines: { variantId: number; quantity: number }[], shopId?: number): Promise<string>;
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
