import { distanceKm } from '@lumen/domain';
import type { Branch } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNow } from '../../commerce/conformance/seeded-storefront.fixtures.ts';
import { branchDirectory } from '../../seed/branches/branch-directory.ts';
import type { BranchRecord } from '../../seed/branches/branch-directory.ts';
import { seedBranches } from '../../seed/branches/seed-branches.ts';
import { demoCustomerPassword, demoCustomers } from '../../seed/demo-customers/demo-customers.ts';
import { seedDemoCustomers } from '../../seed/demo-customers/seed-demo-customers.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';

// The branch and appointment calls over HTTP, answered from the commerce backend's branch
// routes over the seeded branch directory and its slots (21 days from the seed's moment).

let procedures: CommerceProcedures;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  await seedBranches(procedures.db, { now: seedNow });
  await seedDemoCustomers(procedures.db, { now: seedNow });
});

afterAll(async () => {
  await procedures?.close();
});

const directory = branchDirectory();
const idsOf = (branches: readonly Pick<Branch, 'id'>[]) => branches.map((branch) => branch.id);
const germanIds = (keep: (branch: BranchRecord) => boolean) =>
  directory.filter((branch) => branch.country === 'DE' && keep(branch)).map((branch) => branch.id);

const glassesEyeTest = { productCategory: 'GL', serviceName: 'GL_ET' } as const;
const contactLensFitting = { productCategory: 'CL', serviceName: 'CL_FI' } as const;
const guest = { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.de', phone: '+49 40 3097451' };

interface SlotRow {
  id: number;
  starts_at: Date;
  capacity: number;
  booked: number;
}

/** Free slots of a branch and service after the seed's moment, earliest first, from the database. */
async function freeSlotRows(branchId: string, service: string, capacity?: number): Promise<SlotRow[]> {
  const { rows } = await procedures.db.query<SlotRow>(
    `select id, starts_at, capacity, booked from appointment_slots
      where branch_id = $1 and service = $2 and booked < capacity and starts_at > $3
        and ($4::int is null or capacity = $4)
      order by starts_at, id`,
    [branchId, service, seedNow, capacity ?? null],
  );
  return rows;
}

async function slotRow(id: number): Promise<SlotRow> {
  const { rows } = await procedures.db.query<SlotRow>(
    'select id, starts_at, capacity, booked from appointment_slots where id = $1',
    [id],
  );
  return rows[0]!;
}

describe('getBranches (§2 branch list, city pages, store finder)', () => {
  it("lists the shop's market by city and name", async () => {
    const branches = await procedures.visitor('de-de').call('getBranches', {});
    const german = directory
      .filter((branch) => branch.country === 'DE')
      .sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name));
    expect(idsOf(branches)).toEqual(idsOf(german));
    expect(branches.find((branch) => branch.id === '1102')).toMatchObject({
      city: 'Hamburg',
      citySlug: 'hamburg',
      ropo: true,
      services: ['GL', 'CL', 'HA', 'AC'],
    });
  });

  it.each([
    ['de-at', 'AT'],
    ['pl-pl', 'PL'],
    ['fr-ch', 'CH'],
  ] as const)('%s sees the branches of its market %s only', async (shopCode, country) => {
    const branches = await procedures.visitor(shopCode).call('getBranches', {});
    expect(branches.length).toBeGreaterThan(0);
    expect(new Set(branches.map((branch) => branch.country))).toEqual(new Set([country]));
  });

  it('lists the nearest first near a position', async () => {
    const munich = { lat: 48.137, lng: 11.575 };
    const branches = await procedures.visitor('de-de').call('getBranches', { near: munich });
    expect(branches[0]?.city).toBe('München');
    const distances = branches.map((branch) => distanceKm(munich, branch.geo));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(branches).toHaveLength(germanIds(() => true).length);
  });

  it.each([
    ['a service', { service: 'HA' as const }, germanIds((branch) => branch.services.includes('HA'))],
    ['a city', { citySlug: 'hamburg' }, ['1102']],
    ['ROPO branches', { ropoOnly: true }, germanIds((branch) => branch.ropo)],
    [
      'ROPO branches with a service',
      { ropoOnly: true, service: 'AC' as const },
      germanIds((branch) => branch.ropo && branch.services.includes('AC')),
    ],
  ])('filters by %s', async (_case, payload, ids) => {
    const branches = await procedures.visitor('de-de').call('getBranches', payload);
    expect(idsOf(branches).sort()).toEqual([...ids].sort());
    expect(ids.length).toBeGreaterThan(0);
  });

  it('keeps for ropoOnly the branches the shop lists as supported stores, and none in a shop without ROPO', async () => {
    await procedures.db.query(
      `update shop_settings
          set custom_data = jsonb_set(custom_data, '{ropo,supportedStores}', '["1102", "1103"]'::jsonb)
        where shop_id = 1001`,
    );
    try {
      const branches = await procedures.visitor('de-de').call('getBranches', { ropoOnly: true });
      expect(idsOf(branches).sort()).toEqual(['1102', '1103']);
    } finally {
      await procedures.db.query(
        `update shop_settings
            set custom_data = jsonb_set(custom_data, '{ropo,supportedStores}',
                  '["1101", "1102", "1103", "1104", "1105", "1106", "1107", "1108", "1110"]'::jsonb)
          where shop_id = 1001`,
      );
    }
    expect(await procedures.visitor('pl-pl').call('getBranches', { ropoOnly: true })).toEqual([]);
  });

  it.each([
    [{ near: { lat: 91, lng: 10 } }, 'payload.near.lat'],
    [{ near: { lat: 48, lng: 11, radius: 5 } }, 'payload.near.radius'],
    [{ service: 'XX' }, 'payload.service'],
    [{ citySlug: 'Frankfurt am Main' }, 'payload.citySlug'],
    [{ ropoOnly: 'yes' }, 'payload.ropoOnly'],
    [{ country: 'AT' }, 'payload.country'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const { status, error } = await procedures.visitor('de-de').fail('getBranches', payload);
    expect(status).toBe(400);
    expect(error.details?.map((detail) => detail.field)).toContain(field);
  });
});

describe('getBranch (§2 branch detail)', () => {
  it('answers a branch of the market with its address, hours, services and closed days', async () => {
    const branch = await procedures.visitor('de-de').call('getBranch', { id: '1102' });
    const { timeZone: _zone, ...seeded } = directory.find((candidate) => candidate.id === '1102')!;
    // The seed's moment is 1 July 2025: Germany's holidays from then on, a year ahead.
    expect(branch).toEqual({
      ...seeded,
      closedDays: [
        { date: '2025-10-03', name: 'Tag der Deutschen Einheit' },
        { date: '2025-12-25', name: '1. Weihnachtstag' },
        { date: '2025-12-26', name: '2. Weihnachtstag' },
        { date: '2026-01-01', name: 'Neujahr' },
        { date: '2026-04-03', name: 'Karfreitag' },
        { date: '2026-04-06', name: 'Ostermontag' },
        { date: '2026-05-01', name: 'Tag der Arbeit' },
        { date: '2026-05-14', name: 'Christi Himmelfahrt' },
        { date: '2026-05-25', name: 'Pfingstmontag' },
      ],
    });
  });

  it.each([
    ['de-de', '1101', '1. Weihnachtstag'],
    ['it-it', '1401', 'Natale'],
    ['de-it', '1402', 'Weihnachten'],
    ['fr-ch', '1302', 'Noël'],
    ['cs-cz', '1601', '1. svátek vánoční'],
  ] as const)(
    '§2 holidays: in %s branch %s is closed on 25 December, named %s',
    async (shopCode, id, name) => {
      const branch = await procedures.visitor(shopCode).call('getBranch', { id });
      expect(branch.closedDays).toContainEqual({ date: '2025-12-25', name });
    },
  );

  it('§2 holidays: every branch of a list carries its closed days', async () => {
    const branches = await procedures.visitor('pl-pl').call('getBranches', {});
    expect(branches.length).toBeGreaterThan(0);
    for (const branch of branches) {
      expect(branch.closedDays).toContainEqual({ date: '2025-12-24', name: 'Wigilia Bożego Narodzenia' });
    }
  });

  it.each([
    ['another market', '1201', 'Branch 1201 not found'],
    ['no branch', '9999', 'Branch 9999 not found'],
  ])('answers 404 for a branch of %s', async (_case, id, message) => {
    const { status, error } = await procedures.visitor('de-de').fail('getBranch', { id });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message });
  });

  it.each([
    [{ id: 'abc' }, 'payload.id'],
    [{}, 'payload.id'],
    [{ id: '1102', city: 'hamburg' }, 'payload.city'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const { status, error } = await procedures.visitor('de-de').fail('getBranch', payload);
    expect(status).toBe(400);
    expect(error.details?.map((detail) => detail.field)).toContain(field);
  });
});

describe('getAppointmentSlots', () => {
  it('answers the free slots of the days asked, earliest first, as the database holds them', async () => {
    const slots = await procedures.visitor('de-de').call('getAppointmentSlots', {
      branchId: '1102',
      service: glassesEyeTest,
      from: '2025-07-02',
      days: 2,
    });
    // Hamburg is two hours ahead of UTC in July: its 2 and 3 July run from 1 July 22:00 UTC.
    const expected = (await freeSlotRows('1102', 'GL')).filter(
      (row) =>
        row.starts_at >= new Date('2025-07-01T22:00:00Z') && row.starts_at < new Date('2025-07-03T22:00:00Z'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(slots).toEqual(
      expected.map((row) => ({ dateTime: row.starts_at.toISOString(), durationMinutes: 30 })),
    );
  });

  it('§2 holidays: offers no time on a day the branch is closed', async () => {
    // Ostrava's mall branch opens on weekends; 5 and 6 July 2025 (Saturday, Sunday) are Czech holidays.
    const seeded = await freeSlotRows('1603', 'GL');
    const onHolidays = seeded.filter(
      (row) =>
        row.starts_at >= new Date('2025-07-04T22:00:00Z') && row.starts_at < new Date('2025-07-06T22:00:00Z'),
    );
    expect(onHolidays).toEqual([]);
    // A slot the backend holds on a closed day anyway (made before the holiday was known) is not offered.
    await procedures.db.query(
      `insert into appointment_slots (branch_id, starts_at, service, duration_minutes, capacity, booked)
       values ('1603', '2025-07-05T08:00:00Z', 'GL', 30, 1, 0), ('1603', '2025-07-06T12:00:00Z', 'GL', 30, 1, 0)`,
    );
    const slots = await procedures.visitor('cs-cz').call('getAppointmentSlots', {
      branchId: '1603',
      service: glassesEyeTest,
      from: '2025-07-04',
      days: 4,
    });
    const pragueDay = (instant: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date(instant));
    expect(new Set(slots.map((slot) => pragueDay(slot.dateTime)))).toEqual(
      new Set(['2025-07-04', '2025-07-07']),
    );

    const { status } = await procedures.visitor('cs-cz').fail('bookAppointment', {
      branchId: '1603',
      service: glassesEyeTest,
      dateTime: '2025-07-05T08:00:00.000Z',
      contact: { ...guest, phone: '+420 224 211 601' },
    });
    expect(status).toBe(409);
  });

  it('leaves out slots that are fully booked', async () => {
    const [row] = await freeSlotRows('1104', 'CL');
    await procedures.db.query('update appointment_slots set booked = capacity where id = $1', [row!.id]);
    const slots = await procedures.visitor('de-de').call('getAppointmentSlots', {
      branchId: '1104',
      service: contactLensFitting,
      from: '2025-07-01',
      days: 28,
    });
    expect(slots.map((slot) => slot.dateTime)).not.toContain(row!.starts_at.toISOString());
    expect(slots.length).toBe((await freeSlotRows('1104', 'CL')).length);
  });

  it('refuses a service the branch does not offer (400 naming the service code)', async () => {
    const { status, error } = await procedures.visitor('de-de').fail('getAppointmentSlots', {
      branchId: '1109',
      service: { productCategory: 'HA', serviceName: 'HA_HT' },
      from: '2025-07-02',
    });
    expect(status).toBe(400);
    expect(error.details).toEqual([
      { field: 'payload.service.productCategory', message: 'Branch 1109 does not offer HA appointments' },
    ]);
  });

  it("answers 404 for another market's branch", async () => {
    const { status } = await procedures
      .visitor('de-de')
      .fail('getAppointmentSlots', { branchId: '1201', service: glassesEyeTest, from: '2025-07-02' });
    expect(status).toBe(404);
  });

  it.each([
    [{ service: { productCategory: 'GL', serviceName: 'CL_ET' } }, 'payload.service.serviceName'],
    [{ service: { ...glassesEyeTest, note: 'x' } }, 'payload.service.note'],
    [{ days: 29 }, 'payload.days'],
    [{ from: '2025-02-30' }, 'payload.from'],
    [{ branchId: 'x' }, 'payload.branchId'],
  ])('refuses %j with a 400 naming %s', async (change, field) => {
    const { status, error } = await procedures.visitor('de-de').fail('getAppointmentSlots', {
      branchId: '1102',
      service: glassesEyeTest,
      from: '2025-07-02',
      ...change,
    });
    expect(status).toBe(400);
    expect(error.details?.map((detail) => detail.field)).toContain(field);
  });
});

/** The appointment confirmations queued for a recipient, oldest first. */
async function mailsTo(recipient: string) {
  const { rows } = await procedures.db.query<{ subject: string; body: string }>(
    `select subject, body from mail_outbox where recipient = $1 and kind = 'appointment_booked' order by id`,
    [recipient],
  );
  return rows;
}

describe('bookAppointment', () => {
  it('books a free slot for an anonymous visitor with the contact given', async () => {
    const [row] = await freeSlotRows('1102', 'CL', 1);
    const appointment = await procedures.visitor('de-de').call('bookAppointment', {
      branchId: '1102',
      service: contactLensFitting,
      dateTime: row!.starts_at.toISOString(),
      contact: guest,
    });
    expect(appointment).toEqual({
      id: expect.any(String) as string,
      dateTime: row!.starts_at.toISOString(),
      service: contactLensFitting,
      branch: { id: '1102' },
    });
    const { rows } = await procedures.db.query<{ customer_id: number | null; guest_contact: unknown }>(
      'select customer_id, guest_contact from appointments where id = $1',
      [appointment.id],
    );
    expect(rows[0]).toEqual({ customer_id: null, guest_contact: guest });
    expect((await slotRow(row!.id)).booked).toBe(1);
    // The guest is sent the confirmation, greeted by the name given.
    const mails = await mailsTo(guest.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(/^Hallo Jana,\n\nvielen Dank für Ihre Buchung\. Wir erwarten Sie am /);
  });

  it("books under a signed-in account's own name without contact data", async () => {
    const anna = demoCustomers['de-de'].find((person) => person.kind === 'verified')!;
    const visitor = procedures.visitor('de-de');
    await visitor.call('signIn', { email: anna.email, password: demoCustomerPassword });
    const [row] = await freeSlotRows('1103', 'GL');
    const appointment = await visitor.call('bookAppointment', {
      branchId: '1103',
      service: glassesEyeTest,
      dateTime: row!.starts_at.toISOString(),
    });
    const { rows } = await procedures.db.query<{ email: string; guest_contact: unknown }>(
      `select c.email, a.guest_contact from appointments a join commerce_customers c on c.id = a.customer_id
        where a.id = $1`,
      [appointment.id],
    );
    expect(rows[0]).toEqual({ email: anna.email, guest_contact: null });
    const [mail] = await mailsTo(anna.email);
    expect(mail!.body).toMatch(new RegExp(`^Hallo ${anna.firstName},`));
  });

  it('answers 409 for a slot taken meanwhile, with a message the page can show', async () => {
    const [row] = await freeSlotRows('1105', 'CL', 1);
    const mailsBefore = (await mailsTo(guest.email)).length;
    const booking = {
      branchId: '1105',
      service: contactLensFitting,
      dateTime: row!.starts_at.toISOString(),
      contact: guest,
    };
    await procedures.visitor('de-de').call('bookAppointment', booking);
    const { status, error } = await procedures.visitor('de-de').fail('bookAppointment', booking);
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'This appointment time is no longer free; please choose another one',
    });
    expect((await slotRow(row!.id)).booked).toBe(1);
    expect(await mailsTo(guest.email)).toHaveLength(mailsBefore + 1);
  });

  it('answers 409 for a time no slot starts at', async () => {
    const { status, error } = await procedures.visitor('de-de').fail('bookAppointment', {
      branchId: '1102',
      service: glassesEyeTest,
      dateTime: '2025-07-02T01:00:00Z',
      contact: guest,
    });
    expect(status).toBe(409);
    expect(error.code).toBe('CONFLICT');
  });

  it('answers 409 for a slot that has begun, though it has places left', async () => {
    const begun = new Date(seedNow.getTime() - 15 * 60 * 1000);
    await procedures.db.query(
      `insert into appointment_slots (branch_id, starts_at, service, duration_minutes, capacity)
       values ('1102', $1, 'GL', 30, 2)`,
      [begun],
    );
    const { status, error } = await procedures.visitor('de-de').fail('bookAppointment', {
      branchId: '1102',
      service: glassesEyeTest,
      dateTime: begun.toISOString(),
      contact: guest,
    });
    expect(status).toBe(409);
    expect(error.code).toBe('CONFLICT');
  });

  it('asks an anonymous visitor and a guest customer for contact data (400 naming contact)', async () => {
    const [row] = await freeSlotRows('1106', 'GL');
    const booking = { branchId: '1106', service: glassesEyeTest, dateTime: row!.starts_at.toISOString() };
    const anonymous = await procedures.visitor('de-de').fail('bookAppointment', booking);
    const guestCustomer = procedures.visitor('de-de');
    await guestCustomer.call('continueAsGuest', { email: 'gast@example.de' });
    const signedInGuest = await guestCustomer.fail('bookAppointment', booking);
    for (const { status, error } of [anonymous, signedInGuest]) {
      expect(status).toBe(400);
      expect(error.details).toEqual([{ field: 'payload.contact', message: 'validation.required' }]);
    }
    expect((await slotRow(row!.id)).booked).toBe(row!.booked);
  });

  it("answers 404 for another market's branch", async () => {
    const { status } = await procedures.visitor('de-de').fail('bookAppointment', {
      branchId: '1201',
      service: glassesEyeTest,
      dateTime: '2025-07-02T08:00:00Z',
      contact: guest,
    });
    expect(status).toBe(404);
  });

  it.each([
    [
      { contact: { ...guest, phone: '040 3097451' } },
      'payload.contact.phone',
      'validation.phone.countryCode',
    ],
    [{ contact: { ...guest, phone: '+49 12' } }, 'payload.contact.phone', 'validation.phone.tooShort'],
    [{ contact: { ...guest, phone: undefined } }, 'payload.contact.phone', 'validation.required'],
    [{ contact: { ...guest, email: 'jana@' } }, 'payload.contact.email', 'validation.email'],
    [{ contact: { ...guest, company: 'ACME' } }, 'payload.contact.company', 'Unknown field'],
    [{ dateTime: '2. Juli, 10 Uhr' }, 'payload.dateTime', undefined],
    [{ service: { productCategory: 'CL', serviceName: 'GL_ET' } }, 'payload.service.serviceName', undefined],
  ])('refuses %j with a 400 naming %s', async (change, field, message) => {
    const { status, error } = await procedures.visitor('de-de').fail('bookAppointment', {
      branchId: '1102',
      service: glassesEyeTest,
      dateTime: '2025-07-02T08:00:00Z',
      contact: guest,
      ...change,
    });
    expect(status).toBe(400);
    const detail = error.details?.find((candidate) => candidate.field === field);
    expect(detail).toBeDefined();
    if (message) expect(detail?.message).toBe(message);
  });
});
