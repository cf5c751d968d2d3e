import { z } from 'zod';
import type { ValidationMessage } from '../validation/validation-message.ts';

export interface PrescriptionValueRange {
  min: number;
  max: number;
  step: number;
}

/**
 * The ranges and steps a prescription value may take. §5 gives none; these are the ones opticians
 * and lens makers work with: sphere ±20 and cylinder ±6 in quarter dioptres, axis 0–180°, addition
 * 0.75–3.50, pd 20–40 mm per eye in half millimetres, prism 0–10 in quarters, prism base 0–360°.
 * Pupil height (hpd, 10–40 mm), base curve (7.0–10.0 mm) and diameter (8.0–16.0 mm, hard and soft
 * contact lenses) are our additions for the remaining numeric fields of §3.
 */
export const prescriptionValueRanges = {
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
} as const satisfies Record<string, PrescriptionValueRange>;
export type PrescriptionRangeField = keyof typeof prescriptionValueRanges;

// Steps like 0.1 are not exact in binary, so "on the step" allows a rounding error far below any
// step (8.6 / 0.1 is 85.99999999999999). Every range starts on its own step, so counting steps
// from zero and from the minimum is the same.
const stepTolerance = 1e-9;

function isOnStep(value: number, range: PrescriptionValueRange): boolean {
  const steps = value / range.step;
  return Math.abs(steps - Math.round(steps)) < stepTolerance;
}

export type PrescriptionValueCheck =
  { ok: true } | { ok: false; reason: 'range' | 'step'; message: ValidationMessage };

/** Whether one value lies in its field's range and on its step, with the message to show if not. */
export function checkPrescriptionValue(field: PrescriptionRangeField, value: number): PrescriptionValueCheck {
  if (!Number.isFinite(value)) throw new Error(`${field} must be a finite number, got ${value}`);
  const range = prescriptionValueRanges[field];
  if (value < range.min || value > range.max) {
    return {
      ok: false,
      reason: 'range',
      message: { key: 'validation.prescription.range', params: { min: range.min, max: range.max } },
    };
  }
  if (!isOnStep(value, range)) {
    return {
      ok: false,
      reason: 'step',
      message: { key: 'validation.prescription.step', params: { step: range.step } },
    };
  }
  return { ok: true };
}

/** Every value a field may take, smallest first, for the configurator's select boxes. */
export function prescriptionValueOptions(field: PrescriptionRangeField): number[] {
  const range = prescriptionValueRanges[field];
  const count = Math.round((range.max - range.min) / range.step);
  // Rounded to the step's decimals so 7 + 6 * 0.1 reads 7.6, not 7.6000000000000005.
  return Array.from({ length: count + 1 }, (_, index) => Number((range.min + index * range.step).toFixed(2)));
}

function valueSchema(field: PrescriptionRangeField) {
  return z
    .number({ error: 'validation.prescription.number' })
    .superRefine((value, ctx) => {
      const result = checkPrescriptionValue(field, value);
      if (!result.ok)
        ctx.addIssue({ code: 'custom', message: result.message.key, params: result.message.params });
    })
    .nullable()
    .optional();
}

/**
 * One eye's prescription values (§3). Each number is `undefined` until chosen and `null` when set
 * to none (see `PrescriptionNumber`). Beyond the ranges, two rules every prescription obeys: a
 * cylinder other than zero needs its axis, and a prism needs its base.
 */
export const EyePrescriptionValuesSchema = z
  .object({
    sphere: valueSchema('sphere'),
    cylinder: valueSchema('cylinder'),
    axis: valueSchema('axis'),
    pd: valueSchema('pd'),
    hpd: valueSchema('hpd'),
    addition: valueSchema('addition'),
    prism: valueSchema('prism'),
    prismBase: valueSchema('prismBase'),
    baseCurve: valueSchema('baseCurve'),
    diameter: valueSchema('diameter'),
    contactLensColor: z.string().nullable().optional(),
  })
  .superRefine((eye, ctx) => {
    if (eye.cylinder != null && eye.cylinder !== 0 && eye.axis == null) {
      ctx.addIssue({ code: 'custom', message: 'validation.prescription.axisRequired', path: ['axis'] });
    }
    if (eye.prism != null && eye.prism !== 0 && eye.prismBase == null) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.prescription.prismBaseRequired',
        path: ['prismBase'],
      });
    }
  });
export type EyePrescriptionValues = z.infer<typeof EyePrescriptionValuesSchema>;

/** §3 prescription values for both eyes, as the prescription loader fills them and the api accepts them. */
export const PrescriptionValuesSchema = z.object({
  left: EyePrescriptionValuesSchema,
  right: EyePrescriptionValuesSchema,
});
export type PrescriptionValues = z.infer<typeof PrescriptionValuesSchema>;
