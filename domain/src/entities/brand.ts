import { z } from 'zod';
import { CustomDataSchema, EntityIdSchema, TimestampSchema } from './scalars.ts';

/** A brand as the Storefront API's `Brand` (`brands`, `brands/{id}`). */
export const BrandSchema = z.object({
  id: EntityIdSchema,
  slug: z.string().min(1),
  name: z.string().optional(),
  group: z.string(),
  isActive: z.boolean(),
  /** Hash of the logo on the image host. */
  logoHash: z.string(),
  externalReference: z.string().optional(),
  customData: CustomDataSchema.optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Brand = z.infer<typeof BrandSchema>;
