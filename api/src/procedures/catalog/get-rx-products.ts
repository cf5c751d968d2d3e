import { ProductSchema } from '@lumen/domain';
import type { LensData } from '@lumen/domain';
import { z } from 'zod';
import { allPages, commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { productPageWith } from '../../commerce-client/product-includes.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

const perPage = 100;

/**
 * §3 Lens data: the lens options are ordinary products told apart by master key (§5's rx bundle
 * keys). They sit in a category the shop hides, so they never show in a listing.
 */
const lensGroups = {
  rx_lens_types: 'rxLensTypes',
  rx_lens_quality_index: 'rxLensQualityIndex',
  rx_tinting_types: 'rxTintingTypes',
} as const satisfies Record<string, keyof LensData>;
const freeServiceMasterKey = 'rx_services';

function isLensGroup(masterKey: string): masterKey is keyof typeof lensGroups {
  return Object.hasOwn(lensGroups, masterKey);
}

/**
 * §7 getRxProducts: the lens products of the prescription configurator, grouped by what they
 * configure, in the backend's order. They are found in the hidden root categories (their place
 * in the catalogue), read there with everything a configurator step shows.
 */
export const getRxProducts = defineProcedure({
  name: 'getRxProducts',
  shared: { dependsOn: ['catalog'] },
  handler: async (_input, ctx) => {
    const products = await commerceCall(async () => {
      const roots = await ctx.commerce.categories.getRoots({ includeHidden: true });
      const hidden = roots.filter((category) => category.isHidden);
      const pages = await Promise.all(
        hidden.map((category) =>
          allPages((page) =>
            ctx.commerce.products.query({
              where: { categoryId: category.id },
              pagination: { page, perPage },
              with: productPageWith,
            }),
          ),
        ),
      );
      return pages.flat();
    });
    const lensData: LensData = {
      rxLensTypes: [],
      rxLensQualityIndex: [],
      rxTintingTypes: [],
      rxFreeServiceProduct: null,
    };
    const seen = new Set<number>();
    for (const product of readAnswer(z.array(ProductSchema), products)) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      if (isLensGroup(product.masterKey)) lensData[lensGroups[product.masterKey]].push(product);
      else if (product.masterKey === freeServiceMasterKey) lensData.rxFreeServiceProduct ??= product;
    }
    return lensData;
  },
});
