import { BranchSchema, pageOf } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { BranchAnswerSchema } from './branch-answer.ts';
import type { BranchAnswer } from './branch-answer.ts';
import {
  fixtureNow,
  insertFixtureBranches,
  refusedParameters,
  startBranchApi,
} from './branch-test-setup.fixtures.ts';

const BranchPageSchema = pageOf(BranchAnswerSchema);

let database: TestDatabase;
let server: CommerceTestServer;
let clock: { now: Date };

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureBranches(database.db, []);
  ({ server, clock } = await startBranchApi(database.db));
});

afterAll(async () => {
  await server?.close();
  await database?.cleanup();
});

async function listIds(query: string): Promise<string[]> {
  const { status, body } = await server.get(`/v1/branches?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return BranchPageSchema.parse(body).entities.map((branch) => branch.id);
}

describe('GET branches: the branch list, city pages and store finder (§2)', () => {
  it.each([
    // The shop's own market unless country says otherwise, ordered by city and name.
    ['shopId=1009', ['1602', '1603', '1604', '1601']],
    ['shopId=1002', ['1202', '1205', '1203', '1204', '1201']],
    ['shopId=1001&country=cz', ['1602', '1603', '1604', '1601']],
    // §2 city page /niederlassungen/stadt/{county}/{city}/.
    ['shopId=1001&city=muenchen', ['1103']],
    ['shopId=1001&county=nordrhein-westfalen', ['1107', '1104']],
    ['shopId=1001&county=bayern&city=nuernberg', ['1110']],
    ['shopId=1001&city=wien', []],
    // §2 find-branch: service, ROPO and nearest first.
    ['shopId=1002&service=HA', ['1202', '1205', '1201']],
    ['shopId=1003&service=AC', ['1306', '1304', '1301']],
    ['shopId=1001&country=AT&ropo=true', ['1202', '1203', '1201']],
    ['shopId=1001&country=AT&ropo=false', ['1202', '1205', '1203', '1204', '1201']],
    ['shopId=1008&near=50.06,19.94&perPage=3', ['1502', '1503', '1501']],
    ['shopId=1001&near=53.55,10.0&service=AC&ropo=true&perPage=2', ['1102', '1101']],
  ])('%s → %j', async (query, ids) => {
    expect(await listIds(query)).toEqual(ids);
  });

  it('answers domain Branch objects with their zone, in the SDK page shape', async () => {
    const { body } = await server.get('/v1/branches?shopId=1004&city=geneve');
    const page = BranchPageSchema.parse(body);
    expect(page.pagination).toEqual({
      current: 1,
      total: 1,
      perPage: 20,
      page: 1,
      first: 1,
      prev: 1,
      next: 1,
      last: 1,
    });
    const [geneve] = page.entities;
    expect(BranchSchema.parse(geneve)).toMatchObject({
      id: '1302',
      city: 'Genève',
      country: 'CH',
      ropo: false,
    });
    expect(geneve).toMatchObject({ timeZone: 'Europe/Zurich' });
    expect(geneve).not.toHaveProperty('distanceKm');
  });

  it('pages through a market (12 branches in Germany, 5 a page)', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => {
        const { body } = await server.get(`/v1/branches?shopId=1001&perPage=5&page=${page}`);
        return BranchPageSchema.parse(body);
      }),
    );
    expect(pages.map((page) => page.entities.length)).toEqual([5, 5, 2]);
    expect(new Set(pages.flatMap((page) => page.entities.map((branch) => branch.id))).size).toBe(12);
    expect(pages[2]!.pagination).toEqual({
      current: 2,
      total: 12,
      perPage: 5,
      page: 3,
      first: 1,
      prev: 2,
      next: 3,
      last: 3,
    });
  });

  it('says how far each branch is from the position searched from', async () => {
    const { body } = await server.get('/v1/branches?shopId=1001&near=52.52,13.405&perPage=2');
    const [berlin, next] = BranchPageSchema.parse(body).entities as [BranchAnswer, BranchAnswer];
    expect(berlin.id).toBe('1101');
    // Kurfürstendamm lies about 5 km west of the centre; the next branch is Leipzig's, 150 km on.
    expect(berlin.distanceKm).toBeGreaterThan(4);
    expect(berlin.distanceKm).toBeLessThan(7);
    expect(next.distanceKm).toBeGreaterThan(100);
  });
});

describe('whether a branch is open, in its own time zone', () => {
  it.each([
    // Monday 12:00 in Berlin; the city branch opens 10:00–20:00.
    ['2025-06-02T10:00:00Z', '1101', { open: true, closesAt: '20:00' }],
    // 19:30 UTC is 21:30 in Berlin: closed, though a UTC clock would call it open.
    [
      '2025-06-02T19:30:00Z',
      '1101',
      { open: false, opensNext: { day: 2, time: '10:00', date: '2025-06-03' } },
    ],
    // §2 holidays: Sunday before Whit Monday (9 June 2025) opens again on Tuesday.
    [
      '2025-06-08T10:00:00Z',
      '1101',
      { open: false, opensNext: { day: 2, time: '10:00', date: '2025-06-10' } },
    ],
    [
      '2025-06-09T10:00:00Z',
      '1101',
      { open: false, opensNext: { day: 2, time: '10:00', date: '2025-06-10' } },
    ],
    // Christmas 2025 is Thursday and Friday: Berlin opens on Saturday.
    ['2025-12-24T18:00:00Z', '1101', { open: true, closesAt: '20:00' }],
    [
      '2025-12-25T10:00:00Z',
      '1101',
      { open: false, opensNext: { day: 6, time: '10:00', date: '2025-12-27' } },
    ],
    // Dresden closes for lunch 13:00–14:00.
    [
      '2025-06-02T11:15:00Z',
      '1109',
      { open: false, opensNext: { day: 1, time: '14:00', date: '2025-06-02' } },
    ],
    ['2025-06-02T12:15:00Z', '1109', { open: true, closesAt: '18:30' }],
    // 17:30 UTC is 19:30 in Warsaw, after the 19:00 closing.
    [
      '2025-06-02T17:30:00Z',
      '1501',
      { open: false, opensNext: { day: 2, time: '10:00', date: '2025-06-03' } },
    ],
    // Prague's mall branch opens on Sundays; Whit Monday is no holiday in Czechia.
    ['2025-06-08T10:00:00Z', '1603', { open: true, closesAt: '20:00' }],
    ['2025-06-09T10:00:00Z', '1603', { open: true, closesAt: '21:00' }],
  ])('at %s branch %s is %j', async (moment, id, state) => {
    clock.now = new Date(moment);
    try {
      const { status, body } = await server.get(`/v1/branches/${id}?shopId=1001`);
      expect(status).toBe(200);
      expect(BranchAnswerSchema.parse(body).openingState).toEqual(state);
    } finally {
      clock.now = fixtureNow;
    }
  });
});

describe('§2 branch detail, holidays: the closed days of a branch', () => {
  async function closedDays(path: string, now = fixtureNow) {
    clock.now = now;
    try {
      const { status, body } = await server.get(path);
      expect(status, JSON.stringify(body)).toBe(200);
      return BranchAnswerSchema.parse(body).closedDays;
    } finally {
      clock.now = fixtureNow;
    }
  }

  it('are the public holidays of its country from today on, a year ahead, named in the shop’s language', async () => {
    // Monday 2 June 2025: Whit Monday (9 June) is the first, Whit Monday 2026 (25 May) the last.
    expect(await closedDays('/v1/branches/1101?shopId=1001')).toEqual([
      { date: '2025-06-09', name: 'Pfingstmontag' },
      { date: '2025-10-03', name: 'Tag der Deutschen Einheit' },
      { date: '2025-12-25', name: '1. Weihnachtstag' },
      { date: '2025-12-26', name: '2. Weihnachtstag' },
      { date: '2026-01-01', name: 'Neujahr' },
      { date: '2026-04-03', name: 'Karfreitag' },
      { date: '2026-04-06', name: 'Ostermontag' },
      { date: '2026-05-01', name: 'Tag der Arbeit' },
      { date: '2026-05-14', name: 'Christi Himmelfahrt' },
      { date: '2026-05-25', name: 'Pfingstmontag' },
    ]);
  });

  it.each([
    ['a German branch in the German shop', '/v1/branches/1101?shopId=1001', '1. Weihnachtstag'],
    ['an Austrian branch in the Austrian shop', '/v1/branches/1201?shopId=1002', 'Christtag'],
    ['a Swiss branch in the Swiss French shop', '/v1/branches/1302?shopId=1004', 'Noël'],
    ['a Swiss branch in the Swiss German shop', '/v1/branches/1301?shopId=1003', 'Weihnachten'],
    ['an Italian branch in the Italian shop', '/v1/branches/1403?shopId=1006', 'Natale'],
    ['an Italian branch in the Italian shop in German', '/v1/branches/1402?shopId=1007', 'Weihnachten'],
    ['a Polish branch', '/v1/branches/1501?shopId=1008', 'Boże Narodzenie (pierwszy dzień)'],
    ['a Czech branch', '/v1/branches/1601?shopId=1009', '1. svátek vánoční'],
  ])('25 December 2026 for %s: %s', async (_case, path, name) => {
    const days = await closedDays(path, new Date('2026-06-01T10:00:00Z'));
    expect(days).toContainEqual({ date: '2026-12-25', name });
    expect(days[0]!.date >= '2026-06-01').toBe(true);
    expect(days.at(-1)!.date < '2027-06-01').toBe(true);
  });

  it('start with today when today is one, and stop before the same day a year on', async () => {
    const days = await closedDays('/v1/branches/1401?shopId=1006', new Date('2025-12-08T09:00:00Z'));
    expect(days[0]).toEqual({ date: '2025-12-08', name: 'Immacolata Concezione' });
    expect(days).toContainEqual({ date: '2026-10-04', name: 'San Francesco d’Assisi' });
    expect(days.at(-1)).toEqual({ date: '2026-11-01', name: 'Ognissanti' });
  });

  it('come with every branch of a list', async () => {
    const { body } = await server.get('/v1/branches?shopId=1003&perPage=100');
    const entities = BranchPageSchema.parse(body).entities;
    expect(entities.length).toBeGreaterThan(0);
    for (const branch of entities) {
      expect(branch.closedDays).toContainEqual({ date: '2025-08-01', name: 'Bundesfeiertag' });
      expect(branch.closedDays).toContainEqual({ date: '2026-05-14', name: 'Auffahrt' });
    }
  });
});

describe('GET branches/{id}', () => {
  it('answers the branch of any market', async () => {
    const { status, body } = await server.get('/v1/branches/1402?shopId=1001');
    expect(status).toBe(200);
    expect(BranchAnswerSchema.parse(body)).toMatchObject({
      id: '1402',
      city: 'Bolzano/Bozen',
      timeZone: 'Europe/Rome',
    });
  });

  it('is a 404 for an unknown branch', async () => {
    const { status, body } = await server.get('/v1/branches/9999?shopId=1001');
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'Branch 9999 not found' });
  });
});

describe('every bad parameter is a 400 naming it (§7)', () => {
  it.each([
    ['/v1/branches?shopId=1001&country=XX', ['country']],
    ['/v1/branches?shopId=1001&city=M%C3%BCnchen', ['city']],
    ['/v1/branches?shopId=1001&county=-bayern', ['county']],
    ['/v1/branches?shopId=1001&service=GL_CR', ['service']],
    ['/v1/branches?shopId=1001&near=hamburg', ['near']],
    ['/v1/branches?shopId=1001&near=91,10', ['near']],
    ['/v1/branches?shopId=1001&near=52.5', ['near']],
    ['/v1/branches?shopId=1001&ropo=yes', ['ropo']],
    ['/v1/branches?shopId=1001&page=0&perPage=101', ['page', 'perPage']],
    ['/v1/branches?shopId=1001&city=a&city=b', ['city']],
    ['/v1/branches/12?shopId=1001', ['branchId']],
    ['/v1/branches', ['shopId']],
  ])('%s → 400 naming %j', async (path, parameters) => {
    const { status, body } = await server.get(path);
    expect(status).toBe(400);
    expect(refusedParameters(body)).toEqual(parameters);
  });
});
