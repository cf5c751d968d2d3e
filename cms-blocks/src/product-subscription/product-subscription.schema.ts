import {
  subscriptionIntervalsInMonths,
  usualSubscriptionInterval,
  type SubscriptionInterval,
} from '@lumen/domain';
import { z } from 'zod';
import {
  productReferenceFields,
  productReferenceOf,
  refineProductReference,
  unlessFieldsFailed,
} from '../block-data/product-reference.ts';
import type { BlokOf } from '../registry/blok.ts';

const intervalOptions = subscriptionIntervalsInMonths.map(String);

/** A delivery interval from a CMS option (`"3"`, months), one of the domain's intervals. */
const CmsIntervalSchema = z
  .union([z.string(), z.number()])
  .transform((value, context): SubscriptionInterval => {
    const interval = subscriptionIntervalsInMonths.find((months) => String(months) === String(value).trim());
    if (interval !== undefined) return interval;
    context.issues.push({
      code: 'custom',
      message: `Deliver every ${intervalOptions.join(', ')} months`,
      input: value,
    });
    return z.NEVER;
  });

/**
 * The saving subscription offer's CMS content: a contact-lens product (by `product_id` or
 * `reference_key`), the delivery intervals offered (empty: all of the domain's) and the one chosen
 * at first, a headline, an optional text and an optional button label. The saving is not the
 * editor's to set: it is the shop's, which the basket charges (domain `subscriptionSavingPercent`);
 * a `saving_percent` field in older content is ignored.
 */
export const ProductSubscriptionContentSchema = z
  .object({
    headline: z.string().trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    ...productReferenceFields,
    intervals: z.array(CmsIntervalSchema).optional(),
    default_interval: z.union([z.literal(''), CmsIntervalSchema]).optional(),
    cta_label: z.string().optional(),
  })
  .superRefine(refineProductReference, unlessFieldsFailed(['product_id', 'reference_key']))
  .superRefine(
    (content, context) => {
      const offered = content.intervals?.length ? content.intervals : subscriptionIntervalsInMonths;
      if (content.default_interval && !offered.includes(content.default_interval)) {
        context.addIssue({
          code: 'custom',
          path: ['default_interval'],
          message: 'The first interval must be one of the intervals offered',
        });
      }
    },
    unlessFieldsFailed(['intervals', 'default_interval']),
  )
  .transform((content) => {
    // Offered in the domain's order, each once, whatever order the editor ticked them in.
    const intervals = subscriptionIntervalsInMonths.filter(
      (months) => !content.intervals?.length || content.intervals.includes(months),
    );
    const text = content.text?.trim();
    const ctaLabel = content.cta_label?.trim();
    return {
      headline: content.headline,
      ...(text ? { text } : {}),
      product: productReferenceOf(content),
      intervals,
      defaultInterval:
        content.default_interval ||
        (intervals.includes(usualSubscriptionInterval)
          ? usualSubscriptionInterval
          : (intervals[0] ?? usualSubscriptionInterval)),
      ...(ctaLabel ? { ctaLabel } : {}),
    };
  });
export type ProductSubscriptionContent = z.infer<typeof ProductSubscriptionContentSchema>;

/** The product subscription block as the content API delivers it. */
export type ProductSubscriptionBlok = BlokOf<'product_subscription', typeof ProductSubscriptionContentSchema>;
