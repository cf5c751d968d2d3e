import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxSavedPrescriptions } from '../../account-area/saved-prescriptions.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';
import { registeredAccount } from './account-area.fixtures.ts';
import type { AccountHolder } from './account-area.fixtures.ts';

// The user page (§2 /account/user/, open to unverified customers by §6) and the
// prescriptions a customer keeps for the configurator. Both are the api's own data. The
// harness's clock stands at 2025-07-01, 12:00 in Berlin.

let procedures: CommerceProcedures;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
});

afterAll(async () => {
  await procedures?.close();
});

const address = {
  firstName: 'Jana',
  lastName: 'Nováková-Weiß',
  street: 'Mönckebergstraße',
  houseNumber: '12a',
  zipCode: '20095',
  city: 'Hamburg',
};

const names = { firstName: 'Jana', lastName: 'Nováková-Weiß' };

describe('updateUser (§2 /account/user/, §5)', () => {
  let jana: AccountHolder;

  beforeAll(async () => {
    jana = await registeredAccount(procedures, { verified: false });
  });

  it('saves names, gender, birth date, phone and both addresses, and getUserInfo shows the change', async () => {
    const user = await jana.visitor.call('updateUser', {
      firstName: ' Jana Marie ',
      lastName: "O'Neill",
      gender: 'f',
      birthDate: '1990-02-28',
      phone: '+49 40 3097451',
      billingAddress: address,
      shippingAddress: { ...address, street: 'Jungfernstieg', houseNumber: '7', addition: '3. OG' },
    });
    expect(user).toMatchObject({
      id: jana.customerId,
      info: { verified: false },
      firstName: 'Jana Marie',
      lastName: "O'Neill",
      gender: 'f',
      birthDate: '1990-02-28',
      phone: '+49 40 3097451',
      email: jana.email,
      address: {
        billing: {
          street: 'Mönckebergstraße',
          houseNumber: '12a',
          zipCode: '20095',
          city: 'Hamburg',
          countryCode: 'DEU',
        },
        shipping: {
          street: 'Jungfernstieg',
          houseNumber: '7',
          zipCode: '20095',
          city: 'Hamburg',
          countryCode: 'DEU',
        },
      },
    });
    expect(await jana.visitor.call('getUserInfo', {})).toMatchObject({
      firstName: 'Jana Marie',
      lastName: "O'Neill",
      gender: 'f',
      birthDate: '1990-02-28',
      phone: '+49 40 3097451',
      address: {
        billing: { firstName: address.firstName, lastName: address.lastName, street: 'Mönckebergstraße' },
        shipping: { street: 'Jungfernstieg', houseNumber: '7', addition: '3. OG', countryCode: 'DEU' },
      },
    });
    const { rows } = await procedures.db.query<{ kind: string; addition: string | null }>(
      'select kind, addition from customer_addresses where customer_id = $1 order by kind',
      [jana.customerId],
    );
    expect(rows).toEqual([
      { kind: 'billing', addition: null },
      { kind: 'shipping', addition: '3. OG' },
    ]);
  });

  it('keeps what the payload leaves out, and removes what it sets to null or empties', async () => {
    await jana.visitor.call('updateUser', {
      ...names,
      gender: 'f',
      birthDate: '1990-02-28',
      phone: '+49 40 3097451',
      billingAddress: address,
      shippingAddress: address,
    });
    const kept = await jana.visitor.call('updateUser', { ...names, lastName: 'Weiß' });
    expect(kept).toMatchObject({
      lastName: 'Weiß',
      gender: 'f',
      birthDate: '1990-02-28',
      phone: '+49 40 3097451',
    });
    expect(Object.keys(kept.address ?? {}).sort()).toEqual(['billing', 'shipping']);
    const cleared = await jana.visitor.call('updateUser', {
      ...names,
      gender: null,
      birthDate: null,
      phone: '',
      shippingAddress: null,
    });
    expect(cleared.gender).toBeUndefined();
    expect(cleared.birthDate).toBeUndefined();
    expect(cleared.phone).toBeUndefined();
    expect(cleared.address?.billing?.street).toBe('Mönckebergstraße');
    expect(cleared.address?.shipping).toBeUndefined();
    const info = await jana.visitor.call('getUserInfo', {});
    expect([info.gender, info.birthDate, info.phone]).toEqual([undefined, undefined, undefined]);
  });

  it('a refused save changes nothing', async () => {
    await jana.visitor.call('updateUser', { ...names, phone: '+49 40 3097451' });
    const failure = await jana.visitor.fail('updateUser', {
      firstName: 'Zoë',
      lastName: 'Muster',
      birthDate: '2025-07-01',
      billingAddress: { ...address, city: 'Berlin' },
    });
    expect(failure.status).toBe(400);
    const user = await jana.visitor.call('updateUser', names);
    expect(user).toMatchObject({ firstName: 'Jana', phone: '+49 40 3097451' });
    expect(user.address?.billing?.city).not.toBe('Berlin');
  });

  it('names and addresses are saved in one transaction: a fault in the last write keeps the first', async () => {
    await jana.visitor.call('updateUser', { ...names, billingAddress: address });
    // A database that fails the address write, as a full disk or a lost connection would.
    await procedures.db.exec(`
      create function refuse_fault_city() returns trigger language plpgsql as $$
      begin
        if new.city = 'Fehlerstadt' then raise exception 'simulated fault'; end if;
        return new;
      end $$;
      create trigger refuse_fault_city before insert or update on customer_addresses
        for each row execute function refuse_fault_city();`);
    try {
      const failure = await jana.visitor.fail('updateUser', {
        firstName: 'Zoë',
        lastName: 'Muster',
        billingAddress: { ...address, city: 'Fehlerstadt' },
      });
      expect(failure.status).toBe(500);
    } finally {
      await procedures.db.exec(`
        drop trigger refuse_fault_city on customer_addresses;
        drop function refuse_fault_city();`);
    }
    const info = await jana.visitor.call('getUserInfo', {});
    expect([info.firstName, info.lastName]).toEqual([names.firstName, names.lastName]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a name with a digit', { firstName: 'Jana2' }, 'payload.firstName', 'validation.name.characters'],
    [
      'two separators in a row',
      { lastName: 'Nováková--Weiß' },
      'payload.lastName',
      'validation.name.separatorRun',
    ],
    [
      'a separator at the end',
      { firstName: 'Jana-' },
      'payload.firstName',
      'validation.name.separatorAtEdge',
    ],
    ['a blank name', { lastName: '   ' }, 'payload.lastName', 'validation.required'],
    [
      'a birth date today',
      { birthDate: '2025-07-01' },
      'payload.birthDate',
      'validation.dateOfBirth.notInPast',
    ],
    [
      'a birth date in the future',
      { birthDate: '2030-01-01' },
      'payload.birthDate',
      'validation.dateOfBirth.notInPast',
    ],
    [
      'a birth year before 1900',
      { birthDate: '1899-12-31' },
      'payload.birthDate',
      'validation.dateOfBirth.year',
    ],
    ['a day that does not exist', { birthDate: '1990-02-30' }, 'payload.birthDate', 'Invalid ISO date'],
    [
      'a phone without its country part',
      { phone: '040 3097451' },
      'payload.phone',
      'validation.phone.countryCode',
    ],
    ['a phone of four digits', { phone: '+49 4030' }, 'payload.phone', 'validation.phone.tooShort'],
    ['a phone with letters', { phone: '+49 40 CALL ME' }, 'payload.phone', 'validation.phone.characters'],
    [
      'a gender outside m, f and d',
      { gender: 'x' },
      'payload.gender',
      'Invalid option: expected one of "m"|"f"|"d"',
    ],
    [
      'a zip code of no market',
      { billingAddress: { ...address, zipCode: '2009' + '55' } },
      'payload.billingAddress.zipCode',
      'validation.zipCode',
    ],
    [
      'an address without its street',
      { shippingAddress: { ...address, street: '' } },
      'payload.shippingAddress.street',
      'validation.required',
    ],
    [
      'a street longer than 60 characters',
      { billingAddress: { ...address, street: 'S'.repeat(61) } },
      'payload.billingAddress.street',
      'validation.maxLength',
    ],
    [
      'an address field the form does not have',
      { billingAddress: { ...address, country: 'DE' } },
      'payload.billingAddress.country',
      'Unknown field',
    ],
    ['a field the user page does not have', { email: 'neu@example.de' }, 'payload.email', 'Unknown field'],
  ])('refuses %s (400 naming %s)', async (_case, change, field, message) => {
    const failure = await jana.visitor.fail('updateUser', { ...names, ...change });
    expect(failure.status).toBe(400);
    expect(failure.error.details).toContainEqual({ field, message });
  });

  it('an anonymous visitor must sign in (401); a guest customer has no user page (403)', async () => {
    expect((await procedures.visitor().fail('updateUser', names)).status).toBe(401);
    const guest = procedures.visitor();
    await guest.call('continueAsGuest', { email: 'gast@example.de' });
    expect((await guest.fail('updateUser', names)).status).toBe(403);
  });
});

/** Values of a progressive-lens prescription, inside every range of the domain's rules. */
const values = {
  left: { sphere: -2.25, cylinder: -0.75, axis: 170, addition: 2, pd: 31.5 },
  right: { sphere: -1.75, cylinder: null, pd: 32 },
};

describe('saved prescriptions (the configurator’s prescription picker)', () => {
  let jana: AccountHolder;
  let stranger: AccountHolder;

  beforeAll(async () => {
    jana = await registeredAccount(procedures, { verified: false });
    stranger = await registeredAccount(procedures, { verified: true, firstName: 'Lukas' });
  });

  it('saves one, answers it, and lists the customer’s own newest first', async () => {
    const first = await jana.visitor.call('savePrescription', {
      name: '  Gleitsicht   2025 ',
      values,
      measuredOn: '2025-06-12',
    });
    expect(first).toMatchObject({ name: 'Gleitsicht 2025', values, measuredOn: '2025-06-12' });
    expect(first.createdAt).toBe('2025-07-01T10:00:00.000Z');
    const second = await jana.visitor.call('savePrescription', { name: 'Kontaktlinsen', values });
    expect(second.measuredOn).toBeNull();
    await stranger.visitor.call('savePrescription', { name: 'Lesebrille', values });
    expect(await jana.visitor.call('getSavedPrescriptions', {})).toEqual([second, first]);
  });

  it('deletes the customer’s own; someone else’s, or one gone already, is not found (404)', async () => {
    const kept = await jana.visitor.call('savePrescription', { name: 'Sonnenbrille', values });
    const theirs = await stranger.visitor.call('savePrescription', { name: 'Sport', values });
    const refused = await jana.visitor.fail('deletePrescription', { id: theirs.id });
    expect(refused.status).toBe(404);
    expect(refused.error).toMatchObject({ code: 'NOT_FOUND', message: 'Saved prescription not found' });
    expect((await stranger.visitor.call('getSavedPrescriptions', {})).map((saved) => saved.id)).toContain(
      theirs.id,
    );
    expect(await jana.visitor.call('deletePrescription', { id: kept.id })).toEqual({ ok: true });
    expect((await jana.visitor.call('getSavedPrescriptions', {})).map((saved) => saved.id)).not.toContain(
      kept.id,
    );
    expect((await jana.visitor.fail('deletePrescription', { id: kept.id })).status).toBe(404);
    expect((await jana.visitor.fail('deletePrescription', { id: 'rx-1' })).status).toBe(404);
  });

  it('changes the customer’s own in place; someone else’s is not found (404) and stays as it was', async () => {
    const kept = await jana.visitor.call('savePrescription', { name: 'Lesebrille', values });
    const theirs = await stranger.visitor.call('savePrescription', { name: 'Fernbrille', values });
    const corrected = { ...values, right: { ...values.right, sphere: -2.5 } };
    const changed = await jana.visitor.call('updatePrescription', {
      id: kept.id,
      name: ' Lesebrille   neu ',
      values: corrected,
      measuredOn: '2025-06-30',
    });
    expect(changed).toEqual({
      ...kept,
      name: 'Lesebrille neu',
      values: corrected,
      measuredOn: '2025-06-30',
    });
    expect(await jana.visitor.call('getSavedPrescriptions', {})).toContainEqual(changed);
    const refused = await jana.visitor.fail('updatePrescription', { id: theirs.id, name: 'Meine', values });
    expect(refused.status).toBe(404);
    expect(await stranger.visitor.call('getSavedPrescriptions', {})).toContainEqual(theirs);
    const future = await jana.visitor.fail('updatePrescription', {
      id: kept.id,
      name: 'Lesebrille',
      values,
      measuredOn: '2099-01-01',
    });
    expect(future.status).toBe(400);
    expect(future.error.details).toEqual([
      { field: 'payload.measuredOn', message: expect.any(String) as string },
    ]);
  });

  it(`keeps at most ${maxSavedPrescriptions}: one more is refused (413) until one is deleted`, async () => {
    const holder = await registeredAccount(procedures, { verified: true, firstName: 'Marie' });
    const saved = await Promise.all(
      Array.from({ length: maxSavedPrescriptions + 2 }, (_, index) =>
        holder.visitor.send('savePrescription', { name: `Brille ${index + 1}`, values }),
      ),
    );
    expect(saved.filter((answer) => answer.status === 200)).toHaveLength(maxSavedPrescriptions);
    expect(saved.filter((answer) => answer.status === 413)).toHaveLength(2);
    const listed = await holder.visitor.call('getSavedPrescriptions', {});
    expect(listed).toHaveLength(maxSavedPrescriptions);
    const full = await holder.visitor.fail('savePrescription', { name: 'Noch eine', values });
    expect(full).toMatchObject({ status: 413, error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(full.error.message).toContain(String(maxSavedPrescriptions));
    await holder.visitor.call('deletePrescription', { id: listed[0]!.id });
    expect((await holder.visitor.call('savePrescription', { name: 'Noch eine', values })).name).toBe(
      'Noch eine',
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a sphere beyond ±20',
      { values: { ...values, left: { sphere: -20.25 } } },
      'payload.values.left.sphere',
      'validation.prescription.range',
    ],
    [
      'a sphere off its quarter steps',
      { values: { ...values, right: { sphere: 1.3 } } },
      'payload.values.right.sphere',
      'validation.prescription.step',
    ],
    [
      'an axis of 181°',
      { values: { ...values, left: { cylinder: -1, axis: 181 } } },
      'payload.values.left.axis',
      'validation.prescription.range',
    ],
    [
      'a cylinder without its axis',
      { values: { ...values, right: { cylinder: -1 } } },
      'payload.values.right.axis',
      'validation.prescription.axisRequired',
    ],
    [
      'a prism without its base',
      { values: { ...values, left: { prism: 1 } } },
      'payload.values.left.prismBase',
      'validation.prescription.prismBaseRequired',
    ],
    [
      'an addition below 0.75',
      { values: { ...values, left: { addition: 0.5 } } },
      'payload.values.left.addition',
      'validation.prescription.range',
    ],
    [
      'a pd of 41 mm',
      { values: { ...values, right: { pd: 41 } } },
      'payload.values.right.pd',
      'validation.prescription.range',
    ],
    [
      'a value that is no number',
      { values: { ...values, left: { sphere: '-2.25' } } },
      'payload.values.left.sphere',
      'validation.prescription.number',
    ],
    [
      'no value at all',
      { values: { left: {}, right: { sphere: null } } },
      'payload.values',
      'validation.required',
    ],
    [
      'a field no eye has',
      { values: { ...values, left: { sphere: -1, power: 2 } } },
      'payload.values.left.power',
      'Unknown field',
    ],
    ['a third eye', { values: { ...values, middle: {} } }, 'payload.values.middle', 'Unknown field'],
    [
      'a lens colour longer than a colour name',
      { values: { ...values, left: { sphere: -1, contactLensColor: 'x'.repeat(41) } } },
      'payload.values.left.contactLensColor',
      'Too big: expected string to have <=40 characters',
    ],
    ['a blank name', { name: '  ' }, 'payload.name', 'validation.required'],
    ['a name longer than 60 characters', { name: 'x'.repeat(61) }, 'payload.name', 'validation.maxLength'],
    ['a day that does not exist', { measuredOn: '2025-02-29' }, 'payload.measuredOn', 'Invalid ISO date'],
    [
      'a measurement after today',
      { measuredOn: '2025-07-02' },
      'payload.measuredOn',
      'A prescription cannot be measured after today',
    ],
    ['a field the picker does not have', { favourite: true }, 'payload.favourite', 'Unknown field'],
  ])('refuses %s (400 naming %s)', async (_case, change, field, message) => {
    const failure = await jana.visitor.fail('savePrescription', { name: 'Gleitsicht', values, ...change });
    expect(failure.status).toBe(400);
    expect(failure.error.details).toContainEqual({ field, message });
  });

  it.each([
    ['getSavedPrescriptions', { all: true }, 'payload.all'],
    ['deletePrescription', {}, 'payload.id'],
    ['deletePrescription', { id: '1', name: 'x' }, 'payload.name'],
  ])('%s refuses %j (400 naming %s)', async (name, payload, field) => {
    const failure = await jana.visitor.fail(name, payload);
    expect(failure.status).toBe(400);
    expect(failure.error.details?.map((detail) => detail.field)).toContain(field);
  });
});
