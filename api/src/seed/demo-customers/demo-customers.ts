import type { AddressInput, Gender, ShopCode } from '@lumen/domain';

/** One demo person of a shop; `kind` decides account state (§6 verified, unverified, guest). */
export interface DemoCustomer {
  kind: 'verified' | 'unverified' | 'guest';
  email: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  birthDate: string;
  phone: string;
  address: AddressInput;
}

/** The demo person as an order or a booking names them to the commerce backend. */
export function demoPersonDetails(person: DemoCustomer) {
  const { email, firstName, lastName, gender, birthDate, phone } = person;
  return { email, firstName, lastName, gender, birthDate, phone };
}

/**
 * The password of every demo account: it meets §5 (8 to 70 characters, no spaces, a lower and an
 * upper case letter and a special character). Demo data only; `npm start` prints it.
 */
export const demoCustomerPassword = 'Lumen!Brille2025';

type Person = [firstName: string, lastName: string, gender: Gender, email: string];

function customers(
  people: readonly [Person, Person, Person],
  place: Omit<AddressInput, 'firstName' | 'lastName' | 'houseNumber'>,
  phone: string,
): DemoCustomer[] {
  const kinds = ['verified', 'unverified', 'guest'] as const;
  return people.map(([firstName, lastName, gender, email], index) => ({
    kind: kinds[index]!,
    email,
    firstName,
    lastName,
    gender,
    birthDate: `${1975 + index * 9}-0${index + 3}-1${index + 2}`,
    phone: `${phone}${index + 1}`,
    address: { firstName, lastName, ...place, houseNumber: String(12 + index * 7) },
  }));
}

/** Per shop: a verified customer, an unverified one and a guest, with local names and addresses. */
export const demoCustomers: Record<ShopCode, DemoCustomer[]> = {
  'de-de': customers(
    [
      ['Anna', 'Schmidt', 'f', 'anna.schmidt@example.com'],
      ['Lukas', 'Becker', 'm', 'lukas.becker@example.com'],
      ['Marie', 'Wagner', 'f', 'marie.wagner@example.com'],
    ],
    { street: 'Mönckebergstraße', zipCode: '20095', city: 'Hamburg' },
    '+49 40 3097 451',
  ),
  'de-at': customers(
    [
      ['Katharina', 'Huber', 'f', 'katharina.huber@example.com'],
      ['Florian', 'Gruber', 'm', 'florian.gruber@example.com'],
      ['Sophie', 'Bauer', 'f', 'sophie.bauer@example.com'],
    ],
    { street: 'Kärntner Straße', zipCode: '1010', city: 'Wien' },
    '+43 1 512 844',
  ),
  'de-ch': customers(
    [
      ['Lea', 'Meier', 'f', 'lea.meier@example.com'],
      ['Jonas', 'Keller', 'm', 'jonas.keller@example.com'],
      ['Nina', 'Brunner', 'f', 'nina.brunner@example.com'],
    ],
    { street: 'Bahnhofstrasse', zipCode: '8001', city: 'Zürich' },
    '+41 44 211 90',
  ),
  'fr-ch': customers(
    [
      ['Camille', 'Favre', 'f', 'camille.favre@example.com'],
      ['Lucas', 'Rochat', 'm', 'lucas.rochat@example.com'],
      ['Léa', 'Bonvin', 'f', 'lea.bonvin@example.com'],
    ],
    { street: 'Rue du Rhône', zipCode: '1204', city: 'Genève' },
    '+41 22 310 45',
  ),
  'it-ch': customers(
    [
      ['Giulia', 'Bernasconi', 'f', 'giulia.bernasconi@example.com'],
      ['Marco', 'Cattaneo', 'm', 'marco.cattaneo@example.com'],
      ['Sara', 'Fontana', 'f', 'sara.fontana@example.com'],
    ],
    { street: 'Via Nassa', zipCode: '6900', city: 'Lugano' },
    '+41 91 923 56',
  ),
  'it-it': customers(
    [
      ['Giulia', 'Rossi', 'f', 'giulia.rossi@example.com'],
      ['Luca', 'Bianchi', 'm', 'luca.bianchi@example.com'],
      ['Chiara', 'Romano', 'f', 'chiara.romano@example.com'],
    ],
    { street: 'Via Alessandro Manzoni', zipCode: '20121', city: 'Milano' },
    '+39 02 7600 312',
  ),
  'de-it': customers(
    [
      ['Anna', 'Pichler', 'f', 'anna.pichler@example.com'],
      ['Matthias', 'Mair', 'm', 'matthias.mair@example.com'],
      ['Lisa', 'Hofer', 'f', 'lisa.hofer@example.com'],
    ],
    { street: 'Laubengasse', zipCode: '39100', city: 'Bozen' },
    '+39 0471 976 12',
  ),
  'pl-pl': customers(
    [
      ['Agnieszka', 'Nowak', 'f', 'agnieszka.nowak@example.com'],
      ['Piotr', 'Kowalski', 'm', 'piotr.kowalski@example.com'],
      ['Zofia', 'Wiśniewska', 'f', 'zofia.wisniewska@example.com'],
    ],
    { street: 'ulica Marszałkowska', zipCode: '00-026', city: 'Warszawa' },
    '+48 22 628 41',
  ),
  'cs-cz': customers(
    [
      ['Tereza', 'Nováková', 'f', 'tereza.novakova@example.com'],
      ['Jan', 'Svoboda', 'm', 'jan.svoboda@example.com'],
      ['Eliška', 'Dvořáková', 'f', 'eliska.dvorakova@example.com'],
    ],
    { street: 'Národní', zipCode: '110 00', city: 'Praha' },
    '+420 224 930 1',
  ),
};

/** What `npm start` prints so people can sign in: the accounts (not the guests) of every shop. */
export const demoSignIns: readonly {
  shopCode: ShopCode;
  email: string;
  password: string;
  verified: boolean;
}[] = Object.entries(demoCustomers).flatMap(([shopCode, people]) =>
  people
    .filter((person) => person.kind !== 'guest')
    .map((person) => ({
      shopCode: shopCode as ShopCode,
      email: person.email,
      password: demoCustomerPassword,
      verified: person.kind === 'verified',
    })),
);
