import { z } from 'zod';
import { CustomDataSchema, EntityIdSchema } from './scalars.ts';

/**
 * The commerce API's answer to `GET shop-configuration` (the SDK's `ShopConfiguration`). Not the
 * §3 Shop, which lives in `shops/shop-schema.ts`: this is one of the sources it is built from.
 */
export const ShopConfigurationSchema = z.object({
  shopId: EntityIdSchema,
  name: z.string(),
  country: z.string(),
  customData: CustomDataSchema,
  shopCustomData: CustomDataSchema,
  properties: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type ShopConfiguration = z.infer<typeof ShopConfigurationSchema>;
