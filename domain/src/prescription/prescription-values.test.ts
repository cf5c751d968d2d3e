import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessageFromIssue } from '../validation/validation-schemas.ts';
import {
  checkPrescriptionValue,
  EyePrescriptionValuesSchema,
  prescriptionValueOptions,
  prescriptionValueRanges,
  PrescriptionValuesSchema,
} from './prescription-values.ts';
import type { PrescriptionRangeField } from './prescription-values.ts';

function range(min: number, max: number) {
  return {
    ok: false,
    reason: 'range',
    message: { key: 'validation.prescription.range', params: { min, max } },
  };
}
function step(size: number) {
  return {
    ok: false,
    reason: 'step',
    message: { key: 'validation.prescription.step', params: { step: size } },
  };
}

describe('prescription value ranges (ours: §5 gives none)', () => {
  it('uses the ranges and steps opticians work with', () => {
    expect(prescriptionValueRanges).toEqual({
      sphere: { min: -20, max: 20, step: 0.25 },
      cylinder: { min: -6, max: 6, step: 0.25 },
      axis: { min: 0, max: 180, step: 1 },
      addition: { min: 0.75, max: 3.5, step: 0.25 },
      pd: { min: 20, max: 40, step: 0.5 },
      hpd: { min: 10, max: 40, step: 0.5 },
      prism: { min: 0, max: 10, step: 0.25 },
      prismBase: { min: 0, max: 360, step: 1 },
      baseCurve: { min: 7, max: 10, step: 0.1 },
      diameter: { min: 8, max: 16, step: 0.1 },
    });
  });

  it.each<[PrescriptionRangeField, number, unknown]>([
    ['sphere', -20, { ok: true }],
    ['sphere', 20, { ok: true }],
    ['sphere', -2.75, { ok: true }],
    ['sphere', -20.25, range(-20, 20)],
    ['sphere', 20.25, range(-20, 20)],
    ['sphere', -2.1, step(0.25)],
    ['cylinder', -6, { ok: true }],
    ['cylinder', 6.25, range(-6, 6)],
    ['axis', 0, { ok: true }],
    ['axis', 180, { ok: true }],
    ['axis', 181, range(0, 180)],
    ['axis', -1, range(0, 180)],
    ['axis', 90.5, step(1)],
    ['addition', 0.75, { ok: true }],
    ['addition', 3.5, { ok: true }],
    ['addition', 0.5, range(0.75, 3.5)],
    ['addition', 3.75, range(0.75, 3.5)],
    ['addition', 1.1, step(0.25)],
    ['pd', 20, { ok: true }],
    ['pd', 31.5, { ok: true }],
    ['pd', 40, { ok: true }],
    ['pd', 19.5, range(20, 40)],
    ['pd', 40.5, range(20, 40)],
    ['pd', 31.25, step(0.5)],
    ['prism', 0, { ok: true }],
    ['prism', 10, { ok: true }],
    ['prism', 10.25, range(0, 10)],
    ['prismBase', 360, { ok: true }],
    ['prismBase', 361, range(0, 360)],
    ['baseCurve', 8.6, { ok: true }],
    ['baseCurve', 8.65, step(0.1)],
    ['diameter', 14.2, { ok: true }],
    ['diameter', 16.1, range(8, 16)],
    ['hpd', 21.5, { ok: true }],
    ['hpd', 9.5, range(10, 40)],
    ['hpd', 21.3, step(0.5)],
  ])('%s %d checks as %j', (field, value, result) => {
    expect(checkPrescriptionValue(field, value)).toEqual(result);
  });

  it('starts every range on its own step', () => {
    for (const field of Object.keys(prescriptionValueRanges) as PrescriptionRangeField[]) {
      expect(checkPrescriptionValue(field, prescriptionValueRanges[field].min)).toEqual({ ok: true });
    }
  });

  it('refuses a value that is no finite number', () => {
    expect(() => checkPrescriptionValue('sphere', Number.NaN)).toThrow(/sphere/);
  });

  it('lists every value a select box offers', () => {
    const spheres = prescriptionValueOptions('sphere');
    expect(spheres).toHaveLength(161);
    expect([spheres[0], spheres[1], spheres[80], spheres[160]]).toEqual([-20, -19.75, 0, 20]);
    expect(prescriptionValueOptions('addition')).toEqual([
      0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.25, 3.5,
    ]);
    expect(prescriptionValueOptions('baseCurve').slice(0, 7)).toEqual([7, 7.1, 7.2, 7.3, 7.4, 7.5, 7.6]);
    expect(prescriptionValueOptions('axis')).toHaveLength(181);
  });
});

function messagesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path,
    message: validationMessageFromIssue(issue),
  }));
}

describe('§3 prescription values per eye, validated alike by the prescription loader and the api', () => {
  it.each([
    [{}],
    [{ sphere: -2.5, cylinder: -0.75, axis: 90, pd: 31.5, addition: 2 }],
    [{ sphere: null, cylinder: null, axis: null }],
    [{ sphere: 1.25, cylinder: 0 }],
    [{ prism: 0 }],
    [{ prism: 1.5, prismBase: 270 }],
    [{ baseCurve: 8.6, diameter: 14.2, contactLensColor: 'blue' }],
    [{ pd: 32, hpd: 22.5 }],
  ])('accepts %j', (eye) => {
    expect(messagesOf(EyePrescriptionValuesSchema, eye)).toEqual([]);
  });

  it.each([
    [{ sphere: -21 }, [{ path: ['sphere'], message: range(-20, 20).message }]],
    [{ sphere: '-2,50' }, [{ path: ['sphere'], message: { key: 'validation.prescription.number' } }]],
    [{ pd: 31.2 }, [{ path: ['pd'], message: step(0.5).message }]],
    [{ hpd: 41 }, [{ path: ['hpd'], message: range(10, 40).message }]],
    [{ cylinder: -0.75 }, [{ path: ['axis'], message: { key: 'validation.prescription.axisRequired' } }]],
    [
      { cylinder: 0.5, axis: null },
      [{ path: ['axis'], message: { key: 'validation.prescription.axisRequired' } }],
    ],
    [{ prism: 1 }, [{ path: ['prismBase'], message: { key: 'validation.prescription.prismBaseRequired' } }]],
    [
      { prism: 0.25, prismBase: null },
      [{ path: ['prismBase'], message: { key: 'validation.prescription.prismBaseRequired' } }],
    ],
  ])('refuses %j with %j', (eye, messages) => {
    expect(messagesOf(EyePrescriptionValuesSchema, eye)).toEqual(messages);
  });

  it('raises the cross-field rules as custom issues, like every other rule', () => {
    const result = EyePrescriptionValuesSchema.safeParse({ cylinder: -1, prism: 1 });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['custom', ['axis']],
      ['custom', ['prismBase']],
    ]);
  });

  it('validates both eyes and says which eye is wrong', () => {
    expect(messagesOf(PrescriptionValuesSchema, { left: { sphere: -1 }, right: { axis: 200 } })).toEqual([
      { path: ['right', 'axis'], message: range(0, 180).message },
    ]);
    expect(messagesOf(PrescriptionValuesSchema, { left: {} })).toHaveLength(1);
  });
});
