/**
 * The RPC side with the commerce backend in another process and another database, as with a
 * hosted SCAYLE tenant: the api started by `node src/main.ts` serves the backend; this process
 * runs the RPC calls over a database of its own that holds only the shop's identity (accounts,
 * sessions) and settings. Checkout and the account area must work through the commerce client's
 * HTTP calls alone: nothing of the backend's data is in this database to be read past it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { addDays } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCommerceClients } from '../commerce-client/commerce-clients.ts';
import type { CommerceClients } from '../commerce-client/commerce-clients.ts';
import { installHttpRetries } from '../commerce-client/http-retries.ts';
import { ensureLocalCertificate, trustCertificate } from '../commerce/tls/local-certificate.ts';
import { seedShops } from '../seed/seed-shops.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { createCapturingLogger, startTestApi } from '../testing/test-api.ts';
import { mailedToken } from './account/account-area.fixtures.ts';
import { visitorOf } from './commerce-procedures.fixtures.ts';
import type { Visitor } from './commerce-procedures.fixtures.ts';
import { addresses, orderPayload } from './checkout/checkout-test-setup.fixtures.ts';

const apiMain = fileURLToPath(new URL('../main.ts', import.meta.url));

interface CommerceProcess {
  host: string;
  tlsDir: string;
  child: ChildProcess;
  dataDir: string;
}

/** `node src/main.ts` on free ports with its own PGlite folder; resolves once it listens. */
async function startCommerceProcess(): Promise<CommerceProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-commerce-'));
  const tlsDir = join(dataDir, 'tls');
  const child = spawn(process.execPath, [apiMain], {
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: '0',
      DATABASE_URL: '',
      PGLITE_DIR: join(dataDir, 'pglite'),
      IMAGE_CACHE_DIR: join(dataDir, 'images'),
      COMMERCE_PORT: '0',
      COMMERCE_TLS_DIR: tlsDir,
      SEED_PRODUCTS: '150',
      LOG_LEVEL: 'info',
      // The other process's content calls are not used here; its content API has no fixed port.
      CONTENT_API_URL: 'http://127.0.0.1:9/api/content',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const host = await new Promise<string>((resolve, reject) => {
    let commerceHost: string | undefined;
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; host?: string };
      if (entry.msg === 'commerce backend listening (TLS)') commerceHost = entry.host;
      if (entry.msg === 'api listening' && commerceHost) resolve(commerceHost);
    });
    child.once('exit', (code) =>
      reject(new Error(`the commerce process ended (${code}): ${stderr.join('')}`)),
    );
  });
  return { host, tlsDir, child, dataDir };
}

let commerceProcess: CommerceProcess;
let database: TestDatabase;
let api: Awaited<ReturnType<typeof startTestApi>>;
let commerce: CommerceClients;

beforeAll(async () => {
  commerceProcess = await startCommerceProcess();
  trustCertificate((await ensureLocalCertificate(commerceProcess.tlsDir)).cert);
  installHttpRetries({ delayMs: 0 });
  database = await openTestDatabase();
  await seedShops(database.db);
  // The other process seeded demo accounts of its own identity into its backend, with the first
  // ids; this identity is another one, so its accounts start far above them (one shop has one
  // identity, whose ids the backend takes as they come).
  await database.db.query(`select setval(pg_get_serial_sequence('customers', 'id'), 1000000)`);
  commerce = createCommerceClients({ host: commerceProcess.host });
  api = await startTestApi({ db: database.db, commerce, logger: createCapturingLogger().logger });
}, 180_000);

afterAll(async () => {
  await api?.close();
  await database?.cleanup();
  if (commerceProcess) {
    await stopProcess(commerceProcess.child);
    await rm(commerceProcess.dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
});

/** Ends the process and waits until it has: its database still writes its log while shutting
 *  down, and removing the folder under it fails with ENOTEMPTY. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killLater);
}

const visitor = (code: 'de-de' | 'pl-pl' = 'de-de'): Visitor => visitorOf(api, code);

const VariantsSchema = z.object({
  entities: z.array(
    z.object({
      variants: z.array(z.object({ id: z.number(), stock: z.object({ quantity: z.number() }) })).optional(),
    }),
  ),
});

/** An in-stock variant of the other process's catalogue, asked of it over HTTP. */
async function variantInStock(shop: ShopIdentity, skip: number): Promise<number> {
  const answer = await commerce.httpForShop(shop).request('products', VariantsSchema, {
    query: { with: 'variants', perPage: 50 },
  });
  const ids = answer.entities
    .flatMap((product) => product.variants ?? [])
    .filter((variant) => variant.stock.quantity >= 5)
    .map((variant) => variant.id);
  return ids[skip]!;
}

/** A new account of the visitor's shop, registered and verified by its mailed link (§6). */
async function register(who: Visitor) {
  const address = addresses[who.shop.code];
  const email = `${address.lastName.toLowerCase()}-${randomUUID()}@example.com`;
  const { user } = await who.call('register', {
    firstName: address.firstName,
    lastName: address.lastName,
    email,
    password: 'Brille!2024',
    acceptedTerms: true,
  });
  await who.call('verifyEmail', { token: await mailedToken(database.db, email) });
  return { user };
}

/** What this process's own database holds of the backend's tables: it must stay nothing. */
async function backendRowsHere(): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>(
    `select (select count(*) from orders) + (select count(*) from commerce_customers)
          + (select count(*) from appointments) + (select count(*) from products) as count`,
  );
  return Number(rows[0]!.count);
}

describe('checkout with the commerce backend in another process', () => {
  it('a registered customer orders; the order is theirs on the success page and in the account', async () => {
    const anna = visitor();
    const { user } = await register(anna);
    const variantId = await variantInStock(anna.shop, 0);
    const added = await anna.call('addItemToBasket', { variantId, quantity: 2 });
    expect(added.items.map((item) => item.quantity)).toEqual([2]);

    const placed = await anna.call('placeOrder', orderPayload(anna.shop));
    expect(placed.next).toEqual({ type: 'confirmed' });
    const success = await anna.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(success.customer).toMatchObject({
      id: user.id,
      email: user.email,
      status: { isGuestCustomer: false },
    });
    expect(success.order.items.map((item) => item.variant.id)).toEqual([variantId, variantId]);

    const { orders } = await anna.call('getOrders', {});
    expect(orders.map((order) => order.id)).toEqual([placed.orderId]);
    expect((await anna.call('getBasket', {})).items).toEqual([]);
    expect(await backendRowsHere()).toBe(0);
  });

  it('a guest orders with cash on delivery in Poland: the backend makes its own guest record', async () => {
    const zofia = visitor('pl-pl');
    await zofia.call('continueAsGuest', { email: `zofia-${randomUUID()}@example.pl` });
    await zofia.call('addItemToBasket', { variantId: await variantInStock(zofia.shop, 1), quantity: 1 });
    const placed = await zofia.call(
      'placeOrder',
      orderPayload(zofia.shop, { deliveryMethod: 'INPOST_PL', paymentMethod: 'cash_on_delivery' }),
    );
    const success = await zofia.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(success.customer).toMatchObject({
      status: { isGuestCustomer: true },
      firstName: addresses['pl-pl'].firstName,
    });
    expect(await backendRowsHere()).toBe(0);
  });
});

describe('the account area with the commerce backend in another process', () => {
  it('a new account has empty lists, books an appointment, sees it, and cancels it', async () => {
    const lukas = visitor();
    await register(lukas);
    expect(await lukas.call('getOrders', {})).toMatchObject({ orders: [] });
    expect(await lukas.call('getAppointments', {})).toEqual([]);
    expect(await lukas.call('getSubscriptions', {})).toEqual([]);

    const [branch] = await lukas.call('getBranches', { service: 'GL' });
    const service = { productCategory: 'GL', serviceName: 'GL_ET' } as const;
    const today = new Date().toISOString().slice(0, 10);
    const slots = await lukas.call('getAppointmentSlots', {
      branchId: branch!.id,
      service,
      from: addDays(today, 2),
      days: 7,
    });
    const booked = await lukas.call('bookAppointment', {
      branchId: branch!.id,
      service,
      dateTime: slots[0]!.dateTime,
    });
    expect((await lukas.call('getAppointments', {})).map((appointment) => appointment.id)).toEqual([
      booked.id,
    ]);
    await lukas.call('cancelAppointment', { appointmentId: booked.id });
    expect(await lukas.call('getAppointments', {})).toEqual([]);
    expect(await backendRowsHere()).toBe(0);
  });

  it('the user page changes the account here; the next order names the customer as changed', async () => {
    const eva = visitor();
    await register(eva);
    const changed = await eva.call('updateUser', {
      firstName: 'Evelyn',
      lastName: addresses['de-de'].lastName,
    });
    expect(changed).toMatchObject({ firstName: 'Evelyn' });
    await eva.call('addItemToBasket', { variantId: await variantInStock(eva.shop, 2), quantity: 1 });
    const placed = await eva.call('placeOrder', orderPayload(eva.shop));
    const success = await eva.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(success.customer).toMatchObject({ firstName: 'Evelyn' });
  });
});
