import { BranchSchema, checkZipCode, getShopByCode, publicHolidayOn } from '@lumen/domain';
import type { CountryCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { defaultShopSettings } from '../seed-shops.ts';
import { appointmentSlots, slotDays, slotMinutes } from './appointment-slots.ts';
import { branchDirectory } from './branch-directory.ts';
import { seedBranches } from './seed-branches.ts';

const branches = branchDirectory();
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone, read independently of the generator's own conversion. */
function wallClock(instant: string, timeZone: string): { day: number; minute: number } {
  const format =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  formats.set(timeZone, format);
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

describe('branch directory (§2 branch pages and store finder)', () => {
  it('every branch is a valid domain Branch with a §5 zip code and a unique id', () => {
    for (const branch of branches) {
      const { timeZone: _zone, ...fields } = branch;
      // Closed days are not seeded: the branch routes compute them from the public holidays.
      expect(BranchSchema.parse(fields)).toEqual({ ...fields, closedDays: [] });
      expect(checkZipCode(branch.zipCode), branch.zipCode).toEqual({ ok: true });
    }
    expect(new Set(branches.map((branch) => branch.id)).size).toBe(branches.length);
  });

  it.each<[CountryCode, number, string[]]>([
    ['DE', 12, ['Berlin', 'Hamburg', 'München']],
    ['AT', 5, ['Wien', 'Graz']],
    ['CH', 6, ['Zürich', 'Genève', 'Lausanne', 'Lugano']],
    ['IT', 5, ['Bolzano/Bozen', 'Milano']],
    ['PL', 5, ['Warszawa', 'Kraków']],
    ['CZ', 4, ['Praha', 'Brno']],
  ])('%s has %i branches, among them %j', (country, count, cities) => {
    const inCountry = branches.filter((branch) => branch.country === country);
    expect(inCountry).toHaveLength(count);
    expect(inCountry.map((branch) => branch.city)).toEqual(expect.arrayContaining(cities));
  });

  it.each<[CountryCode, [number, number], [number, number]]>([
    ['DE', [47.2, 55.1], [5.8, 15.1]],
    ['AT', [46.3, 49.1], [9.5, 17.2]],
    ['CH', [45.8, 47.9], [5.9, 10.5]],
    ['IT', [36.6, 47.1], [6.6, 18.6]],
    ['PL', [49.0, 54.9], [14.1, 24.2]],
    ['CZ', [48.5, 51.1], [12.1, 18.9]],
  ])('branches in %s lie inside the country', (country, [south, north], [west, east]) => {
    for (const branch of branches.filter((candidate) => candidate.country === country)) {
      expect(branch.geo.lat, branch.city).toBeGreaterThan(south);
      expect(branch.geo.lat, branch.city).toBeLessThan(north);
      expect(branch.geo.lng, branch.city).toBeGreaterThan(west);
      expect(branch.geo.lng, branch.city).toBeLessThan(east);
    }
  });

  it('some branches close for lunch, and Saturdays are shorter than weekdays', () => {
    const withLunch = branches.filter((branch) =>
      [1, 2, 3, 4, 5].some((day) => branch.openingHours.filter((period) => period.day === day).length === 2),
    );
    expect(withLunch.length).toBeGreaterThan(3);
    const openFor = (branch: (typeof branches)[number], day: number) =>
      branch.openingHours
        .filter((period) => period.day === day)
        .reduce((sum, period) => sum + minutes(period.closes) - minutes(period.opens), 0);
    for (const branch of branches) {
      expect(openFor(branch, 6), branch.name).toBeLessThan(
        Math.max(...[1, 2, 3, 4, 5].map((day) => openFor(branch, day))),
      );
    }
  });

  it.each([['de-de', 'DE'] as const, ['de-at', 'AT'] as const])(
    '§3 the ROPO stores of %s are its ROPO branches',
    (code, country) => {
      const ropo = branches
        .filter((branch) => branch.ropo && branch.country === country)
        .map((branch) => branch.id);
      expect(ropo.length).toBeGreaterThan(0);
      expect(defaultShopSettings(getShopByCode(code)).customData.ropo.supportedStores).toEqual(ropo);
    },
  );
});

describe('§3 appointment slots', () => {
  // A window across the switch to summer time (30 March 2025): slot times must stay local times.
  const now = new Date('2025-03-20T11:17:00Z');
  const slots = appointmentSlots(branches, now);
  const byId = new Map(branches.map((branch) => [branch.id, branch]));

  it('fall inside the opening hours of their branch, in its own time zone', () => {
    expect(slots.length).toBeGreaterThan(branches.length * 100);
    const outside = slots.filter((slot) => {
      const branch = byId.get(slot.branchId)!;
      const { day, minute } = wallClock(slot.startsAt, branch.timeZone);
      return !branch.openingHours.some(
        (period) =>
          period.day === day &&
          minutes(period.opens) <= minute &&
          minute + slot.durationMinutes <= minutes(period.closes),
      );
    });
    expect(outside).toEqual([]);
  });

  it('start after now and within the next 21 days', () => {
    const times = slots.map((slot) => Date.parse(slot.startsAt));
    expect(Math.min(...times)).toBeGreaterThan(now.getTime());
    expect(Math.max(...times)).toBeLessThan(now.getTime() + slotDays * 24 * 60 * 60 * 1000);
  });

  it('offer each service a branch has, and only those, with places left on most', () => {
    const offered = new Map<string, Set<string>>();
    for (const slot of slots)
      offered.set(slot.branchId, (offered.get(slot.branchId) ?? new Set()).add(slot.service));
    for (const branch of branches) {
      expect([...(offered.get(branch.id) ?? [])].sort(), branch.name).toEqual([...branch.services].sort());
    }
    const malformed = slots.filter(
      (slot) =>
        slot.durationMinutes !== slotMinutes[slot.service] || slot.booked < 0 || slot.booked > slot.capacity,
    );
    expect(malformed).toEqual([]);
    const free = slots.filter((slot) => slot.booked < slot.capacity).length;
    expect(free / slots.length).toBeGreaterThan(0.6);
    expect(slots.some((slot) => slot.booked === slot.capacity)).toBe(true);
  });

  it('keep the first Monday morning slot in Berlin at 10:00 local time on both sides of the clock change', () => {
    const berlin = slots.filter((slot) => slot.branchId === '1101' && slot.service === 'GL');
    expect(berlin.map((slot) => slot.startsAt)).toEqual(
      expect.arrayContaining(['2025-03-24T09:00:00.000Z', '2025-03-31T08:00:00.000Z']),
    );
  });

  it('are the same for the same now', () => {
    expect(appointmentSlots(branches, now)).toEqual(slots);
  });

  it('§2 none on a public holiday of the branch’s country (its closed days); the days around as usual', () => {
    // 21 days from 20 December 2025: Christmas, New Year and Epiphany.
    const winter = appointmentSlots(branches, new Date('2025-12-20T08:00:00Z'));
    const dateFormats = new Map<string, Intl.DateTimeFormat>();
    const localDate = (instant: string, timeZone: string) => {
      const format = dateFormats.get(timeZone) ?? new Intl.DateTimeFormat('en-CA', { timeZone });
      dateFormats.set(timeZone, format);
      return format.format(new Date(instant));
    };
    const days = (country: CountryCode) =>
      new Set(
        winter
          .filter((slot) => byId.get(slot.branchId)!.country === country)
          .map((slot) => localDate(slot.startsAt, byId.get(slot.branchId)!.timeZone)),
      );
    const holidaysOn = (country: CountryCode) =>
      [...days(country)].filter((date) => publicHolidayOn(country, date) !== undefined);
    for (const country of ['DE', 'AT', 'CH', 'IT', 'PL', 'CZ'] as const)
      expect(holidaysOn(country)).toEqual([]);
    expect([...days('DE')]).toEqual(expect.arrayContaining(['2025-12-24', '2025-12-27', '2025-12-29']));
    expect([...days('DE')]).not.toContain('2025-12-25');
    // Epiphany is a holiday in Austria, Italy and Poland, not in Germany; Christmas Eve in Czechia and Poland.
    expect([...days('DE')]).toContain('2026-01-06');
    expect([...days('AT')]).not.toContain('2026-01-06');
    expect([...days('AT')]).toContain('2025-12-24');
    expect([...days('CZ')]).not.toContain('2025-12-24');
  });
});

describe('seedBranches', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('seeds branches and slots once and reads them back as the domain shapes them', async () => {
    const now = new Date('2025-06-15T10:00:00Z');
    const first = await seedBranches(database.db, { now });
    expect(first).toEqual({
      seeded: true,
      branches: branches.length,
      slots: appointmentSlots(branches, now).length,
    });
    expect(await seedBranches(database.db, { now: new Date('2025-07-01T00:00:00Z') })).toEqual({
      seeded: false,
      branches: 0,
      slots: 0,
    });

    const { rows } = await database.db.query<Record<string, unknown>>(
      `select id, name, country, county, county_slug as "countySlug", city, city_slug as "citySlug", street,
              house_number as "houseNumber", zip_code as "zipCode", phone, email,
              json_build_object('lat', lat, 'lng', lng) as geo, opening_hours as "openingHours", services, ropo
         from branches where city = 'Zürich'`,
    );
    const { timeZone: _zone, ...zurich } = branches.find((branch) => branch.city === 'Zürich')!;
    expect(rows.map((row) => BranchSchema.parse(row))).toEqual([{ ...zurich, closedDays: [] }]);

    const counts = await database.db.query<{ slots: number; over: number }>(
      `select count(*)::int as slots, count(*) filter (where booked > capacity)::int as over from appointment_slots`,
    );
    expect(counts.rows[0]).toEqual({ slots: first.slots, over: 0 });
  });
});
