import { describe, expect, it } from 'vitest';
import { basketCount } from '../basket/basket-count.ts';
import { itemGroupsToRemove } from '../basket/item-group-removal.ts';
import { isRxBundleComplete, prescriptionTypeOf, rxMasterKeyOf } from '../basket/prescription.ts';
import { productBadges } from '../catalog/badges.ts';
import { isProductBuyable } from '../catalog/sales-status.ts';
import { variantAvailability } from '../catalog/variant-availability.ts';
import { isVisibleAt } from '../navigation/navigation-visibility.ts';
import { orderStatus } from '../orders/order-status.ts';
import { giftPromotionProgress } from '../promotions/gift-promotion.ts';
import { toggleWishlistItem } from '../wishlist/wishlist-items.ts';
import { BasketSchema } from './basket.ts';
import { order } from './entity-samples.fixtures.ts';
import { NavigationTreeSchema } from './navigation.ts';
import { OrderSchema } from './order.ts';
import { PromotionSchema } from './promotion.ts';
import { WishlistSchema } from './wishlist.ts';
import { sdkBasket, sdkNavigationTree, sdkPromotion, sdkWishlist } from './wire-samples.fixtures.ts';

// The rules of the other folders take what these schemas parse, straight from the wire answer.
const basket = BasketSchema.parse(sdkBasket);
const [frame, lens, contactLenses] = basket.items;

describe('parsed answers feed the rules without a mapping layer', () => {
  it('§9 basket count: the frame and four contact lens boxes, not the lens sub-item', () => {
    expect(basketCount(basket.items)).toBe(5);
  });

  it('§5 the frame was configured as prescription glasses and its rx bundle lacks three parts', () => {
    expect(frame && prescriptionTypeOf(frame)).toBe('type_ei');
    expect(lens && rxMasterKeyOf(lens)).toBe('rx_lens_quality_index');
    expect(frame && isRxBundleComplete(frame, basket.items)).toBe(false);
    expect(itemGroupsToRemove(basket.items)).toEqual([
      {
        groupId: 'rx-4f2a',
        reason: 'incomplete',
        itemKeys: ['b1c2-frame', 'b1c2-lens'],
        productName: 'Wayfarer Classic',
      },
    ]);
  });

  it('§4 badges, availability and buyability read the parsed product and variants', () => {
    expect(frame && productBadges(frame.product)).toEqual(['new']);
    expect(frame && variantAvailability(frame.variant)).toEqual({ tier: 'immediately_available' });
    expect(contactLenses && variantAvailability(contactLenses.variant)).toEqual({
      tier: 'available_as_soon_as_possible',
    });
    expect(frame && isProductBuyable(frame.product)).toBe(true);
  });

  it('§4 gift promotion progress reads the parsed promotion and basket items', () => {
    const progress = giftPromotionProgress(PromotionSchema.parse(sdkPromotion), basket.items);
    expect([progress.productInBasket, progress.remainingAmount, progress.remainingQuantity]).toEqual([
      true,
      0,
      0,
    ]);
  });

  it('§4 order status reads the parsed order', () => {
    expect(orderStatus(OrderSchema.parse(order))).toBe('shipment_completed');
  });

  it('§5 navigation visibility reads the parsed tree items', () => {
    const [category] = NavigationTreeSchema.parse(sdkNavigationTree).items;
    const guide = category?.children[0];
    expect(guide && isVisibleAt(guide, new Date('2025-06-01T12:00:00Z'))).toBe(true);
    expect(guide && isVisibleAt(guide, new Date('2025-10-01T12:00:00Z'))).toBe(false);
  });

  it('§4 the wishlist toggle works on parsed wishlist items', () => {
    const { items } = WishlistSchema.parse(sdkWishlist);
    const [first] = items;
    expect(first && toggleWishlistItem(items, first).change).toBe('removed');
  });
});
