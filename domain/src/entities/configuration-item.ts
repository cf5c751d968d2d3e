import { z } from 'zod';
import { CentAmountSchema, CurrencyCodeSchema } from './price.ts';
import { EntityIdSchema } from './scalars.ts';

/**
 * One line of a prescription configuration (§3 Configuration item), stored in the main basket
 * item's `customData.configurationItems` so the basket and the order can show what was chosen
 * without loading the lens products again. Neither API defines it: it is the shop's own record.
 *
 * A line backed by an rx product (lens type, index, tinting, service) carries that product's keys,
 * a snapshot of product and variant, and the price at the time of choice; a plain value (e.g. the
 * prescription type) has `product`, `variant` and `price` null.
 */
export const ConfigurationItemSchema = z.object({
  id: z.string().min(1),
  /** What was configured (a label the storefront translated when it wrote the line). */
  name: z.string(),
  /** The choice, as shown. */
  value: z.string(),
  /** Whether the summary step offers to change this line. */
  editable: z.boolean(),
  /** The rx master key (`rx_lens_types`...), or the configurator step key of a plain value. */
  masterKey: z.string().min(1),
  /** The rx product's reference key, or the machine value of a plain line (`type_ei`). */
  referenceKey: z.string(),
  product: z.object({ id: EntityIdSchema, name: z.string() }).nullable(),
  variant: z.object({ id: EntityIdSchema }).nullable(),
  price: z.object({ withTax: CentAmountSchema, currencyCode: CurrencyCodeSchema }).nullable(),
});
export type ConfigurationItem = z.infer<typeof ConfigurationItemSchema>;
