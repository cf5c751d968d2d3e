import { z } from 'zod';
import { ExistingItemHandlingSchema } from '../../basket/existing-item-handling.ts';
import { AddToBasketPayloadSchema, BasketSchema } from '../../entities/basket.ts';
import { EmptyPayloadSchema, ItemKeySchema } from './common.ts';

/** A voucher code as printed on a voucher (letters, digits, hyphens). */
const VoucherCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{3,40}$/);

/*
 * Every basket call answers the whole basket: prices, totals and reductions are the server's, from
 * the catalogue (a client never sends a price). Refusals of §8 (409, 412, 413, 424) are errors
 * with details naming the item; a reduced quantity (206) is a basket whose item says so.
 */
export const basketCalls = {
  getBasket: { payload: EmptyPayloadSchema, response: BasketSchema },
  addItemToBasket: { payload: AddToBasketPayloadSchema, response: BasketSchema },
  addItemsToBasket: {
    payload: z.object({
      items: z
        .array(AddToBasketPayloadSchema.omit({ existingItemHandling: true }))
        .min(1)
        .max(50),
      existingItemHandling: ExistingItemHandlingSchema.default('ReplaceExistingWithCombinedQuantity'),
    }),
    response: BasketSchema,
  },
  /** The quantity stepper of the basket page. */
  updateBasketItem: {
    payload: z.object({ itemKey: ItemKeySchema, quantity: z.number().int().min(1).max(99) }),
    response: BasketSchema,
  },
  removeItemFromBasket: { payload: z.object({ itemKey: ItemKeySchema }), response: BasketSchema },
  clearBasket: { payload: EmptyPayloadSchema, response: BasketSchema },
  /** §7: merges the anonymous session's basket into the customer's (at sign-in). */
  mergeBaskets: { payload: EmptyPayloadSchema, response: BasketSchema },
  applyVoucher: { payload: z.object({ code: VoucherCodeSchema }), response: BasketSchema },
  removeVoucher: { payload: z.object({ code: VoucherCodeSchema }), response: BasketSchema },
};
