import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { changesState } from './same-origin.ts';

// startTestApi serves localShopDomains(3000): shop 1001 is de-de.localhost:3000.
const ownOrigin = 'http://de-de.localhost:3000';

let database: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi({ db: database.db });
});
afterAll(async () => {
  await api.close();
  await database.cleanup();
});

async function post(headers: Record<string, string>, body = '{"payload":{}}') {
  return fetch(`${api.baseUrl}/api/rpc/signOut`, { method: 'POST', headers, body });
}

describe('state-changing calls come from the shop itself (issue 5)', () => {
  it.each([
    [
      'a cross-site form post',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      'header.x-shop-id',
    ],
    [
      'a cross-site fetch with the headers',
      { 'content-type': 'application/json', 'x-shop-id': '1001', origin: 'https://evil.example' },
      'header.origin',
    ],
    [
      "another shop's origin",
      { 'content-type': 'application/json', 'x-shop-id': '1001', origin: 'http://fr-ch.localhost:3000' },
      'header.origin',
    ],
    [
      'plain localhost for a shop other than the default one',
      { 'content-type': 'application/json', 'x-shop-id': '1004', origin: 'http://localhost:3000' },
      'header.origin',
    ],
    [
      'localhost on another port',
      { 'content-type': 'application/json', 'x-shop-id': '1001', origin: 'http://localhost:3001' },
      'header.origin',
    ],
    [
      'no Origin and no Referer',
      { 'content-type': 'application/json', 'x-shop-id': '1001' },
      'header.origin',
    ],
    [
      'an opaque origin',
      { 'content-type': 'application/json', 'x-shop-id': '1001', origin: 'null' },
      'header.origin',
    ],
    [
      'a text/plain body from the own origin',
      { 'content-type': 'text/plain', 'x-shop-id': '1001', origin: ownOrigin },
      'header.content-type',
    ],
  ])('refuses %s with 403 naming the header', async (_label, headers, field) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; details: { field: string }[] } };
    expect(body.error.code).toBe('FORBIDDEN');
    expect(body.error.details[0]?.field).toBe(field);
  });

  it.each([
    ['its own Origin', { origin: ownOrigin }],
    ['its own Referer without Origin', { referer: `${ownOrigin}/signin/` }],
    // README: plain http://localhost:3000/ is the German shop on a developer's machine.
    ['plain localhost, the default shop on a developer machine', { origin: 'http://localhost:3000' }],
  ])('accepts a call with %s', async (_label, extra) => {
    const response = await post({ 'content-type': 'application/json', 'x-shop-id': '1001', ...extra });
    expect(response.status).toBe(200);
  });

  it('lets read-only calls through without Origin (the server renderer sends none)', async () => {
    const response = await api.rpc('getUser');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it.each([
    ['getUser', false],
    ['getShopConfiguration', false],
    ['resolveSearch', false],
    ['signIn', true],
    ['register', true],
    ['signOut', true],
    ['addItemToBasket', true],
    ['logMessage', true],
  ] as const)('%s changes state: %s', (name, expected) => {
    expect(changesState(name)).toBe(expected);
  });
});
