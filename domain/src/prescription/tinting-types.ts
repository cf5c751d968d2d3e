import { z } from 'zod';

/** §9 lens tinting types: clear, blue light filter, tinted, sunglasses, polarized, transition (self-tinting). */
export const tintingTypes = [
  'clear',
  'blue_light_filter',
  'tinted',
  'sunglasses',
  'polarized',
  'transition',
] as const;
export const TintingTypeSchema = z.enum(tintingTypes);
export type TintingType = z.infer<typeof TintingTypeSchema>;
