import { z } from 'zod';
import { ExistingItemHandlingSchema } from '../../basket/existing-item-handling.ts';
import {
  AddToBasketPayloadSchema,
  BasketItemErrorSchema,
  BasketSchema,
  ItemGroupSchema,
} from '../../entities/basket.ts';
import { EmptyPayloadSchema, ItemKeySchema } from './common.ts';

/** A voucher code as printed on a voucher (letters, digits, hyphens). */
const VoucherCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{3,40}$/);

/** §3 Add-to-basket payload as a call takes it: unknown fields, also in the item group, are refused. */
const AddItemPayloadSchema = AddToBasketPayloadSchema.extend({
  itemGroup: ItemGroupSchema.strict().optional(),
}).strict();

/**
 * The basket after a change, with what the change could not do as asked (§8), item by item:
 * an item added with fewer pieces (206), and for multi-item calls every item refused. Empty when
 * everything happened as asked.
 */
const BasketChangeSchema = BasketSchema.extend({ itemErrors: z.array(BasketItemErrorSchema) });

/*
 * Every basket call answers the whole basket: prices, totals and reductions are the server's, from
 * the catalogue (a client never sends a price). A single-item change the backend refuses (§8 409,
 * 412, 413, 424; 404 for an unknown item) is an error with details naming the field; a reduced
 * quantity (206) is a basket whose `itemErrors` says so. A multi-item change answers the last
 * basket with every refused item in `itemErrors`, since some items may have gone in.
 */
export const basketCalls = {
  getBasket: { payload: EmptyPayloadSchema, response: BasketSchema },
  addItemToBasket: { payload: AddItemPayloadSchema, response: BasketChangeSchema },
  addItemsToBasket: {
    payload: z.strictObject({
      items: z
        .array(AddItemPayloadSchema.omit({ existingItemHandling: true }))
        .min(1)
        .max(50),
      existingItemHandling: ExistingItemHandlingSchema.default('ReplaceExistingWithCombinedQuantity'),
    }),
    response: BasketChangeSchema,
  },
  /**
   * An edited item group (prescription glasses whose values changed) in place of the one in the
   * basket: the same group id on every item. Checked like addItemsToBasket; refused, the basket
   * keeps the group as it was.
   */
  replaceItemGroup: {
    payload: z
      .strictObject({
        itemGroupId: ItemGroupSchema.shape.id.max(100),
        items: z
          .array(AddItemPayloadSchema.omit({ existingItemHandling: true }))
          .min(1)
          .max(50),
      })
      .superRefine((payload, context) => {
        payload.items.forEach((item, index) => {
          if (item.itemGroup?.id !== payload.itemGroupId) {
            context.addIssue({
              code: 'custom',
              path: ['items', index, 'itemGroup'],
              message: 'Every item belongs to the group it replaces',
            });
          }
        });
      }),
    response: BasketChangeSchema,
  },
  /** The quantity stepper of the basket page. */
  updateBasketItem: {
    payload: z.strictObject({ itemKey: ItemKeySchema, quantity: z.number().int().min(1).max(99) }),
    response: BasketChangeSchema,
  },
  /** Removing a group's main item (or a required member) removes the whole group (§3 item group). */
  removeItemFromBasket: { payload: z.strictObject({ itemKey: ItemKeySchema }), response: BasketSchema },
  clearBasket: { payload: EmptyPayloadSchema, response: BasketSchema },
  /**
   * §7: finishes merging the anonymous basket and wishlist the visitor had at sign-in into the
   * customer's, where the merge at sign-in failed or left items behind; answers the customer's
   * basket with the items that still could not move. Idempotent; signed-in customers only.
   */
  mergeBaskets: { payload: EmptyPayloadSchema, response: BasketChangeSchema },
  applyVoucher: { payload: z.strictObject({ code: VoucherCodeSchema }), response: BasketSchema },
  removeVoucher: { payload: z.strictObject({ code: VoucherCodeSchema }), response: BasketSchema },
};
