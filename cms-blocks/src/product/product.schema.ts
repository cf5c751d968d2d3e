import { z } from 'zod';
import {
  productReferenceFields,
  productReferenceOf,
  refineProductReference,
  unlessFieldsFailed,
} from '../block-data/product-reference.ts';
import type { BlokOf } from '../registry/blok.ts';

/** The product card's sizes (design system `ProductCard`): narrow tiles, or listing tiles. */
export const productCardSizes = ['sm', 'md'] as const;
export type ProductCardSize = (typeof productCardSizes)[number];

/**
 * The product block's CMS content: one product named by its catalogue id (`product_id`) or its
 * reference key (`reference_key`), exactly one of them, and the card's size (empty: `md`).
 */
export const ProductContentSchema = z
  .object({
    ...productReferenceFields,
    size: z.enum(['', ...productCardSizes]).optional(),
  })
  .superRefine(refineProductReference, unlessFieldsFailed(['product_id', 'reference_key']))
  .transform((content) => ({
    product: productReferenceOf(content),
    ...(content.size ? { size: content.size } : {}),
  }));
export type ProductContent = z.infer<typeof ProductContentSchema>;

/** The product block as the content API delivers it. */
export type ProductBlok = BlokOf<'product', typeof ProductContentSchema>;
