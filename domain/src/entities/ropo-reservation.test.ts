import { describe, expect, it } from 'vitest';
import { RopoReservationSchema } from './ropo-reservation.ts';

const reservation = {
  id: 'R-7KQ2MZ9X',
  branchId: '1102',
  createdAt: '2026-11-21T09:30:00.000Z',
  readyFrom: '2026-11-22T10:00:00.000Z',
  items: [
    { productId: 4711, variantId: 47_110, name: 'Brille Mats' },
    { productId: 4712, variantId: 47_120, name: 'Brille Ida' },
  ],
};

describe('§3/§4 ROPO reservations (frames set aside to try on in a branch)', () => {
  it('accepts a reservation', () => {
    expect(RopoReservationSchema.parse(reservation)).toEqual(reservation);
  });

  it.each([
    ['R-23456789', true],
    ['R-ABCDEFGH', true],
    ['R-HJKLMNPZ', true],
    // 0/O and 1/I are never drawn: they are misread at a counter.
    ['R-0BCDEFGH', false],
    ['R-OBCDEFGH', false],
    ['R-1BCDEFGH', false],
    ['R-IBCDEFGH', false],
    ['R-abcdefgh', false],
    ['R-ABCDEFG', false],
    ['R-ABCDEFGHJ', false],
    ['ABCDEFGH', false],
    ['', false],
  ])('reference %j: accepted %s', (id, accepted) => {
    expect(RopoReservationSchema.safeParse({ ...reservation, id }).success).toBe(accepted);
  });

  it.each([
    [{ items: [] }],
    [{ items: [{ productId: 0, variantId: 1, name: 'Brille' }] }],
    [{ items: [{ productId: 1, variantId: 1 }] }],
    [{ readyFrom: '2026-11-22' }],
    [{ createdAt: 'yesterday' }],
    [{ branchId: undefined }],
  ])('refuses a reservation with %j', (change) => {
    expect(RopoReservationSchema.safeParse({ ...reservation, ...change }).success).toBe(false);
  });

  it('keeps no contact: a stored contact never reaches the answer', () => {
    const contact = { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.de' };
    expect(RopoReservationSchema.parse({ ...reservation, contact })).toEqual(reservation);
  });
});
