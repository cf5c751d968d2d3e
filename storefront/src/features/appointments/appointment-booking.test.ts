import { describe, expect, it } from 'vitest';
import { appointmentServiceOf, bookableServices } from './appointment-booking.tsx';

describe('§3 appointment services of a branch', () => {
  it('offers every sub-service of the codes the branch has, in the domain’s order', () => {
    expect(bookableServices({ services: ['CL', 'HA'] })).toEqual([
      'CL_ET',
      'CL_FI',
      'CL_FU',
      'CL_PU',
      'HA_HT',
      'HA_AD',
      'HA_FI',
      'HA_SE',
    ]);
  });

  it.each([
    ['GL_CR', 'GL'],
    ['HA_HT', 'HA'],
    ['AC_PU', 'AC'],
  ] as const)('books %s under its code %s', (serviceName, productCategory) => {
    expect(appointmentServiceOf(serviceName)).toEqual({ productCategory, serviceName });
  });
});
