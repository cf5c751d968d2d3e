import { z } from 'zod';
import { CustomDataSchema, EntityIdSchema, TimestampSchema } from './scalars.ts';

/** A price campaign as the Storefront API's `Campaign` (`campaigns`, `campaigns/{id}`). */
export const CampaignSchema = z.object({
  id: EntityIdSchema,
  key: z.string().min(1),
  name: z.string(),
  description: z.string(),
  /** Percent off, 0 to 100. */
  reduction: z.number().min(0).max(100),
  /** `start_at`/`end_at` and `startsAt`/`endsAt` carry the same moments; the API sends both spellings. */
  start_at: TimestampSchema.nullable(),
  end_at: TimestampSchema.nullable(),
  startsAt: TimestampSchema.nullable(),
  endsAt: TimestampSchema.nullable(),
  customData: CustomDataSchema,
  headline: z.string(),
  subline: z.string(),
  link: z.string(),
  colorStyle: z.string(),
  hideCountdown: z.boolean(),
  color: z.object({ background: z.string(), text: z.string() }).optional(),
  product: z.object({ attributeId: z.number().int(), badgeLabel: z.string() }),
  condition: z.string(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** §7: campaigns can be sorted by these. */
export const campaignSortOptions = ['id', 'reduction', 'start_at', 'end_at'] as const;
