import { describe, expect, it } from 'vitest';
import { PrescriptionTypeSchema, prescriptionTypes } from './prescription-type.ts';

describe('§4 prescription type choices', () => {
  it('are type_ei, type_none, home_try_on and appointment, in that order', () => {
    expect(prescriptionTypes).toEqual(['type_ei', 'type_none', 'home_try_on', 'appointment']);
  });

  it.each([
    ['type_ei', true],
    ['appointment', true],
    ['TYPE_EI', false],
    ['', false],
  ])('%j is a choice: %s', (value, valid) => {
    expect(PrescriptionTypeSchema.safeParse(value).success).toBe(valid);
  });
});
