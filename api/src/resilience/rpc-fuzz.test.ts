import { localShopDomains, rpcContract, rpcNames } from '@lumen/domain';
import type { RpcName } from '@lumen/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { seedBranches } from '../seed/branches/seed-branches.ts';
import { startCommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../procedures/commerce-procedures.fixtures.ts';
import { sessionCookieName } from '../sessions/session-cookie.ts';
import { bodyText, callPayloads, needsRawNumbers } from './payload-arbitraries.fixtures.ts';
import type { CallPayloads } from './payload-arbitraries.fixtures.ts';

/*
 * Generated payloads across every call of the contract. No answer is a 5xx, no answer shows a stack
 * trace or SQL, and a refused request changes nothing in the database. Besides random payloads,
 * every field of every call (at any depth, from the contract's schemas) gets each edge number and
 * edge string once, in an otherwise valid payload (the sweep).
 */
// The sweep (about 6,500 payloads) always runs whole; random payloads make up the rest of `runs`.
const runs = Number(process.env['FUZZ_RUNS'] || 100_000);
// Payloads that fit the contract reach the handlers (and the backend): each is checked on its own.
const maxDeepRuns = 1500;
// The sweep's payloads that fit the contract go first, spread over the fields of each call.
const maxDeepSweepPerCall = 40;
const concurrency = 24;

/*
 * Written on refused requests by design, so left out of "nothing changed": a visitor's session is
 * made with its first change (the header reads a basket on every page); failed sign-ins and refused
 * lookups are what the rate limits count; a pending basket merge is remembered at sign-in.
 */
const writtenWhenRefused = new Set(['sessions', 'rate_limit_hits', 'basket_merges']);

/** Every table's row count and newest row version: any insert, update or delete moves one. */
async function fingerprint(db: Db): Promise<Map<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const counted = tables.filter((table) => !writtenWhenRefused.has(table.name));
  const { rows } = await db.query<{ name: string; state: string }>(
    counted
      .map(
        (table) =>
          `select '${table.name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as state from "${table.name}"`,
      )
      .join(' union all '),
  );
  return new Map(rows.map((row) => [row.name, row.state]));
}

/** The field names of a call's payload, so generated payloads use them as often as not. */
/** The tables whose state differs between two fingerprints. */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name),
  );
}

function fieldNamesOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return fieldNamesOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodDefault) return fieldNamesOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return [...new Set(schema.options.flatMap((option) => fieldNamesOf(option as z.ZodType)))];
  return [];
}

const nastyText = fc.constantFrom(
  "' or 1=1 --",
  '"; drop table orders; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '%00',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'de-de/../../admin',
  'x'.repeat(5000),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  nastyText,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, 1, 100_000_000_001, Number.MAX_SAFE_INTEGER, -0),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);

function payloadFor(name: RpcName): fc.Arbitrary<unknown> {
  const fields = fieldNamesOf(rpcContract[name].payload);
  const record = fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 1, arbitrary: value },
    { weight: 4, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.string({ minLength: 1, maxLength: 12 }), value)
        .map(([payload, key, extra]) => ({ ...payload, [key]: extra })),
    },
  );
}

interface Attempt {
  name: RpcName;
  payload: unknown;
  visitor: Visitor;
}

/** Random payloads of any shape, and payloads shaped by the call's schema, one field at an edge. */
function attemptsOf(calls: ReadonlyMap<RpcName, CallPayloads>) {
  return fc
    .tuple(fc.constantFrom(...rpcNames), fc.nat())
    .chain(([name, visitorIndex]) =>
      fc
        .oneof(payloadFor(name), calls.get(name)!.arbitrary)
        .map((payload) => ({ name, payload, visitorIndex })),
    );
}

/** Up to `count` of `items`, spread evenly over them. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]!);
}

// What must never reach a client: stack frames, source paths, SQL and driver words.
const leak =
  /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\bselect\b.+\bfrom\b|insert into|delete from|syntax error|relation "|violates|ECONN|pglite|node-postgres/i;

let procedures: CommerceProcedures;

/** A payload with numbers JSON cannot write (NaN, ±Infinity, -0), sent as the visitor would. */
function sendRaw({ name, payload, visitor }: Attempt): Promise<Response> {
  const { sessionId, shop } = visitor;
  return procedures.api.rpc(name, {
    shopId: shop.shopId,
    body: bodyText(payload),
    headers: {
      origin: `http://${localShopDomains(3000)[shop.code]}`,
      ...(sessionId === undefined ? {} : { cookie: `${sessionCookieName}=${sessionId}` }),
    },
  });
}

/** The answer; one that never came (the client gave up) is status 0, a problem like a 5xx. */
async function send(attempt: Attempt) {
  const started = performance.now();
  try {
    const response = needsRawNumbers(attempt.payload)
      ? await sendRaw(attempt)
      : await attempt.visitor.send(attempt.name, attempt.payload);
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    return {
      status: 0,
      text: `no answer after ${Math.round(performance.now() - started)} ms: ${String(error)}`,
    };
  }
}

/** What is wrong with an answer, if anything. */
function problemOf(attempt: Attempt, answer: { status: number; text: string }): string | undefined {
  const label = `${attempt.name} ${JSON.stringify(attempt.payload)?.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status >= 500 || answer.status === 0) return `5xx or none: ${label}`;
  if (answer.status >= 400 && leak.test(answer.text)) return `leak: ${label}`;
  try {
    JSON.parse(answer.text);
  } catch {
    return `not JSON: ${label}`;
  }
  return undefined;
}

/*
 * One database is enough to find what the api answers: the run takes minutes, so it goes on the
 * PostgreSQL server where the suite has one (CI), else on PGlite.
 */
const runsHere = !process.env['TEST_SERVER_PROJECT'] || Boolean(process.env['TEST_DATABASE_URL']);

describe('what counts as a leak in an answer', () => {
  it.each([
    { text: '    at handler (/work/api/src/rpc/rpc-router.ts:120:11)', leaks: true },
    { text: 'TypeError: x\n    at Object.<anonymous> (file.js:1:1)', leaks: true },
    { text: '/work/node_modules/pg/lib/client.js', leaks: true },
    { text: 'error: select id from orders where x = 1', leaks: true },
    { text: 'insert into sessions values', leaks: true },
    { text: 'duplicate key value violates unique constraint', leaks: true },
    { text: 'relation "orders" does not exist', leaks: true },
    { text: 'connect ECONNREFUSED 127.0.0.1:5432', leaks: true },
    {
      text: '{"error":{"code":"VALIDATION_FAILED","message":"Invalid request: payload.id: Too big"}}',
      leaks: false,
    },
    { text: '{"error":{"code":"NOT_FOUND","message":"Product 12 not found"}}', leaks: false },
    {
      text: '{"error":{"code":"BAD_REQUEST","message":"Select exactly one of email and zip code"}}',
      leaks: false,
    },
  ])('$text → $leaks', ({ text, leaks }) => {
    expect(leak.test(text)).toBe(leaks);
  });
});

if (runsHere) {
  describe('generated payloads across every call', () => {
    let visitors: Visitor[];
    let calls: Map<RpcName, CallPayloads>;

    beforeAll(async () => {
      procedures = await startCommerceProcedures({ database: true, content: true });
      await seedBranches(procedures.db, { now: new Date() });
      visitors = (['de-de', 'pl-pl', 'fr-ch', 'cs-cz'] as const).map((code) => procedures.visitor(code));
      // Integers hit ids the seed has, so edge values sit beside real categories and variants.
      const { rows } = procedures.expected;
      const ids = [
        ...rows.categories.slice(0, 20),
        ...rows.products.slice(0, 20),
        ...rows.variants.slice(0, 20),
      ].map((row) => row.id);
      calls = new Map(rpcNames.map((name) => [name, callPayloads(name, ids)]));
    }, 120_000);
    afterAll(async () => {
      await procedures?.close();
    });

    it(
      `answers ${runs} payloads without a 5xx or a leak, and refused ones change nothing`,
      async () => {
        const seed = 20261121;
        const swept = rpcNames.flatMap((name) =>
          calls
            .get(name)!
            .sweep(seed)
            .map((payload, index) => ({ name, payload, visitorIndex: index })),
        );
        const generated = fc.sample(attemptsOf(calls), { numRuns: Math.max(runs - swept.length, 0), seed });
        const shallow: Attempt[] = [];
        const sweptDeep = new Map<RpcName, Attempt[]>();
        const randomDeep: Attempt[] = [];
        for (const [index, { name, payload, visitorIndex }] of [...swept, ...generated].entries()) {
          const attempt = { name, payload, visitor: visitors[visitorIndex % visitors.length]! };
          // A payload outside the contract is refused before any handler runs.
          if (!rpcContract[name].payload.safeParse(payload).success) shallow.push(attempt);
          else if (index >= swept.length) randomDeep.push(attempt);
          else
            sweptDeep
              .set(name, sweptDeep.get(name) ?? [])
              .get(name)!
              .push(attempt);
        }
        // Every call's fields at their edges first, then random payloads up to the limit.
        const deep = [...sweptDeep.values()].flatMap((attempts) => spread(attempts, maxDeepSweepPerCall));
        deep.push(...randomDeep.slice(0, Math.max(maxDeepRuns - deep.length, 0)));
        // Every problem found, not only the first: one run shows all there is to fix.
        const problems: string[] = [];

        const before = await fingerprint(procedures.db);
        for (let start = 0; start < shallow.length; start += concurrency) {
          const batch = shallow.slice(start, start + concurrency);
          const answers = await Promise.all(batch.map(send));
          batch.forEach((attempt, index) => {
            const answer = answers[index]!;
            const problem =
              problemOf(attempt, answer) ??
              (answer.status < 400
                ? `accepted outside the contract: ${attempt.name} ${JSON.stringify(attempt.payload)}`
                : undefined);
            if (problem) problems.push(problem);
          });
        }
        const changedByRefusals = changed(before, await fingerprint(procedures.db));
        if (changedByRefusals.length > 0)
          problems.push(`refused payloads changed ${changedByRefusals.join(', ')}`);

        let refused = 0;
        // The state after a refused attempt is the state before the next one: read once, not twice.
        let state: Map<string, string> | undefined;
        for (const attempt of deep.slice(0, maxDeepRuns)) {
          state ??= await fingerprint(procedures.db);
          const answer = await send(attempt);
          const problem = problemOf(attempt, answer);
          if (problem) problems.push(problem);
          if (answer.status < 400) {
            state = undefined;
            continue;
          }
          refused += 1;
          const after = await fingerprint(procedures.db);
          const tables = changed(state, after);
          if (tables.length > 0) {
            problems.push(
              `refused but changed ${tables.join(', ')}: ${attempt.name} ${JSON.stringify(attempt.payload)} → ${answer.status}`,
            );
          }
          state = after;
        }
        expect(problems.slice(0, 40)).toEqual([]);
        // The generator reaches the handlers too, not only the validation in front of them.
        expect(deep.length).toBeGreaterThan(100);
        expect(refused).toBeGreaterThan(0);
      },
      30 * 60_000,
    );
  });
}
