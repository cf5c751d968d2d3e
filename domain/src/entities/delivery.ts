import { z } from 'zod';

/** A delivery day (`2025-03-14`, as basket packages carry it) or a full timestamp. */
const DeliveryMomentSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** §3 Delivery: the window a package is expected in. The earliest day never lies after the latest. */
export const DeliveryDateSchema = z
  .object({ min: DeliveryMomentSchema, max: DeliveryMomentSchema })
  .refine((window) => Date.parse(window.min) <= Date.parse(window.max), {
    message: 'deliveryDate.min must not lie after deliveryDate.max',
    path: ['min'],
  });
export type DeliveryDate = z.infer<typeof DeliveryDateSchema>;

/**
 * The Delivery entity of §3 (neither API has it on its own: basket packages and order packages
 * carry the same `deliveryDate`).
 */
export const DeliverySchema = z.object({ deliveryDate: DeliveryDateSchema });
export type Delivery = z.infer<typeof DeliverySchema>;
