import { z } from 'zod';
import { ProductSchema } from './product.ts';

/**
 * Lens data (§3, the answer of getRxProducts). The commerce API has no such entity: the lens
 * options are ordinary products, grouped here by what they configure (their master keys are the
 * `rxBundleMasterKeys` of basket/: rx_lens_types, rx_lens_quality_index, rx_tinting_types). `rxFreeServiceProduct` is the
 * free service (`rx_services`) added to every rx bundle, or null where the shop has none.
 */
export const LensDataSchema = z.object({
  rxLensTypes: z.array(ProductSchema),
  rxLensQualityIndex: z.array(ProductSchema),
  rxTintingTypes: z.array(ProductSchema),
  rxFreeServiceProduct: ProductSchema.nullable(),
});
export type LensData = z.infer<typeof LensDataSchema>;
