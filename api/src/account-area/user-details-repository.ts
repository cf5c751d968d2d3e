import type { Address, AddressInput, Gender, IsoDate, User } from '@lumen/domain';
import type { Queryable } from '../db/db.ts';

export type AddressKind = 'billing' | 'shipping';

/** What the user page changes on the customer's row: names always; the rest where given (null clears). */
export interface CustomerDetailsChange {
  firstName: string;
  lastName: string;
  gender?: Gender | null | undefined;
  birthDate?: IsoDate | null | undefined;
  phone?: string | null | undefined;
}

/** Writes the given details of an account (never a guest's); fields left undefined keep their value. */
export async function updateCustomerDetails(
  tx: Queryable,
  customerId: number,
  change: CustomerDetailsChange,
): Promise<void> {
  const assignments: { column: string; value: unknown; cast?: string }[] = [
    { column: 'first_name', value: change.firstName },
    { column: 'last_name', value: change.lastName },
  ];
  if (change.gender !== undefined) assignments.push({ column: 'gender', value: change.gender });
  if (change.birthDate !== undefined)
    assignments.push({ column: 'birth_date', value: change.birthDate, cast: '::date' });
  if (change.phone !== undefined) assignments.push({ column: 'phone', value: change.phone });
  const set = assignments.map((entry, index) => `${entry.column} = $${index + 2}${entry.cast ?? ''}`);
  await tx.query(`update customers set ${set.join(', ')} where id = $1 and not is_guest`, [
    customerId,
    ...assignments.map((entry) => entry.value),
  ]);
}

/** Keeps the customer's billing or shipping address, replacing the one before. */
export async function saveAddress(
  tx: Queryable,
  customerId: number,
  kind: AddressKind,
  address: AddressInput,
  countryCode: string,
): Promise<void> {
  await tx.query(
    `insert into customer_addresses (customer_id, kind, first_name, last_name, street, house_number, zip_code,
                                     city, addition, country_code, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     on conflict (customer_id, kind) do update
        set first_name = excluded.first_name, last_name = excluded.last_name, street = excluded.street,
            house_number = excluded.house_number, zip_code = excluded.zip_code, city = excluded.city,
            addition = excluded.addition, country_code = excluded.country_code, updated_at = excluded.updated_at`,
    [
      customerId,
      kind,
      address.firstName,
      address.lastName,
      address.street,
      address.houseNumber,
      address.zipCode,
      address.city,
      address.addition || null,
      countryCode,
    ],
  );
}

export async function deleteAddress(tx: Queryable, customerId: number, kind: AddressKind): Promise<void> {
  await tx.query('delete from customer_addresses where customer_id = $1 and kind = $2', [customerId, kind]);
}

interface AddressRow {
  kind: AddressKind;
  first_name: string;
  last_name: string;
  addition: string | null;
  street: string;
  house_number: string;
  zip_code: string;
  city: string;
  country_code: string;
}

/** The customer's kept addresses as the §3 User carries them (billing, shipping; either may be missing). */
export async function customerAddresses(q: Queryable, customerId: number): Promise<User['address']> {
  const { rows } = await q.query<AddressRow>(
    `select kind, first_name, last_name, street, house_number, addition, zip_code, city, country_code
       from customer_addresses where customer_id = $1`,
    [customerId],
  );
  if (rows.length === 0) return undefined;
  const address = (row: AddressRow): Address => ({
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    houseNumber: row.house_number,
    ...(row.addition === null ? {} : { addition: row.addition }),
    zipCode: row.zip_code,
    city: row.city,
    countryCode: row.country_code,
  });
  const of = (kind: AddressKind) => rows.find((row) => row.kind === kind);
  const billing = of('billing');
  const shipping = of('shipping');
  return {
    ...(billing ? { billing: address(billing) } : {}),
    ...(shipping ? { shipping: address(shipping) } : {}),
  };
}
