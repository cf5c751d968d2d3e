import { z } from 'zod';
import { prescriptionValueRanges } from '@lumen/domain';

/*
 * The pupil distance the try-on measured, handed to the prescription configurator when the shopper
 * asks for it: kept in this tab's sessionStorage only (never sent, gone when the tab closes), and
 * offered there as a suggestion the shopper can take or change, with its uncertainty.
 */

export const measuredPdKey = 'lumen.measuredPd';

const { min, max } = prescriptionValueRanges.pd;
const EyePdSchema = z.number().min(min).max(max).multipleOf(prescriptionValueRanges.pd.step);

const MeasuredPdSchema = z.object({
  rightMm: EyePdSchema,
  leftMm: EyePdSchema,
  uncertaintyMm: z.number().positive().max(20),
});
export type MeasuredPd = z.infer<typeof MeasuredPdSchema>;

export type PdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Keeps a measured PD; one outside the configurator's range per eye is not kept (answers false). */
export function keepMeasuredPd(storage: PdStorage, pd: MeasuredPd): boolean {
  const parsed = MeasuredPdSchema.safeParse(pd);
  if (!parsed.success) return false;
  storage.setItem(measuredPdKey, JSON.stringify(parsed.data));
  return true;
}

export function readMeasuredPd(stored: string | null): MeasuredPd | undefined {
  try {
    const parsed = MeasuredPdSchema.safeParse(JSON.parse(stored ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
