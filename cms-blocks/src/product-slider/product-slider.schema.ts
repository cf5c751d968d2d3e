import { z } from 'zod';
import {
  CmsCatalogIdSchema,
  CmsListingSortSchema,
  CmsProductIdListSchema,
  cmsLimitSchema,
  maxBlockProducts,
  unlessFieldsFailed,
  type CategoryListingRequest,
  type ProductReference,
} from '../block-data/product-reference.ts';
import { MultilinkSchema } from '../fields/multilink.schema.ts';
import type { BlokOf } from '../registry/blok.ts';

/** How many products a category slider shows when the editor sets no limit. */
export const defaultSliderLimit = 12;

/** Where a slider's products come from: products the editor picked, or a category listing. */
export type ProductSliderSource =
  | { readonly kind: 'products'; readonly references: readonly ProductReference[] }
  | ({ readonly kind: 'category' } & CategoryListingRequest);

/**
 * The product slider's CMS content (the seeded homepage's "Neu im Sortiment": `headline`,
 * `category_id`, `sort`, `limit`, `cta_label`, `cta_link`), or picked products in `product_ids`
 * instead of a category. A call to action needs both its label and its link.
 */
export const ProductSliderContentSchema = z
  .object({
    headline: z.string().trim().min(1, 'The headline is required'),
    product_ids: CmsProductIdListSchema.optional(),
    category_id: CmsCatalogIdSchema.optional(),
    sort: CmsListingSortSchema.optional(),
    limit: cmsLimitSchema(defaultSliderLimit).optional(),
    cta_label: z.string().optional(),
    cta_link: MultilinkSchema.optional(),
  })
  .superRefine(
    (content, context) => {
      const picked = content.product_ids ?? [];
      if (picked.length === 0 && content.category_id === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['category_id'],
          message: 'Choose a category or pick products',
        });
      }
      if (picked.length > 0 && content.category_id !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['product_ids'],
          message: 'Pick products or choose a category, not both',
        });
      }
      if (picked.length > maxBlockProducts) {
        context.addIssue({
          code: 'custom',
          path: ['product_ids'],
          message: `Pick at most ${maxBlockProducts} products`,
        });
      }
      const label = content.cta_label?.trim();
      if (label && !content.cta_link) {
        context.addIssue({
          code: 'custom',
          path: ['cta_link'],
          message: 'The call to action has a label but no link',
        });
      }
      if (content.cta_link && !label) {
        context.addIssue({
          code: 'custom',
          path: ['cta_label'],
          message: 'The call to action has a link but no label',
        });
      }
    },
    unlessFieldsFailed(['product_ids', 'category_id', 'cta_label', 'cta_link']),
  )
  .transform((content) => {
    const label = content.cta_label?.trim();
    const source: ProductSliderSource =
      content.category_id === undefined
        ? { kind: 'products', references: (content.product_ids ?? []).map((id) => ({ kind: 'id', id })) }
        : {
            kind: 'category',
            categoryId: content.category_id,
            ...(content.sort && { sort: content.sort }),
            limit: content.limit ?? defaultSliderLimit,
          };
    return {
      headline: content.headline,
      source,
      ...(label && content.cta_link ? { cta: { label, ...content.cta_link } } : {}),
    };
  });
export type ProductSliderContent = z.infer<typeof ProductSliderContentSchema>;

/** The product slider block as the content API delivers it. */
export type ProductSliderBlok = BlokOf<'product_slider', typeof ProductSliderContentSchema>;
