import { describe, expect, it } from 'vitest';
import {
  BasketItemPromotionSchema,
  PromotionCustomDataSchema,
  PromotionEffectSchema,
  PromotionSchema,
  promotionConditionLevels,
  promotionEffectTypes,
} from './promotion.ts';
import { refusalPath } from './schema-checks.fixtures.ts';
import { sdkPromotion } from './wire-samples.fixtures.ts';

const automaticDiscount = { type: 'automatic_discount', additionalData: { type: 'relative', value: 15 } };
const comboDeal = {
  type: 'combo_deal',
  additionalData: { price: 9900, eligibleItemsQuantity: 2, maxCountType: 'per_item_set' },
};

describe('§3 Promotion.effect (buy_x_get_y or automatic_discount)', () => {
  it('knows the two effects of §3 and the SDK combo deal', () => {
    expect(promotionEffectTypes).toEqual(['automatic_discount', 'buy_x_get_y', 'combo_deal']);
    expect(promotionConditionLevels).toEqual(['item', 'global']);
  });

  it.each([
    ['an automatic discount', automaticDiscount],
    [
      'an absolute automatic discount',
      { ...automaticDiscount, additionalData: { type: 'absolute', value: 1000 } },
    ],
    ['a buy x get y gift', sdkPromotion.effect],
    ['a combo deal', comboDeal],
  ])('%s is accepted as it came', (_case, effect) => {
    expect(PromotionEffectSchema.parse(effect)).toEqual(effect);
  });

  it.each([
    ['an unknown type', { ...automaticDiscount, type: 'free_shipping' }, ['type']],
    [
      'a negative discount',
      { ...automaticDiscount, additionalData: { type: 'relative', value: -5 } },
      ['additionalData', 'value'],
    ],
    [
      'an unknown discount type',
      { ...automaticDiscount, additionalData: { type: 'percent', value: 5 } },
      ['additionalData', 'type'],
    ],
    [
      'a gift list with a bad variant id',
      { ...sdkPromotion.effect, additionalData: { ...sdkPromotion.effect.additionalData, variantIds: [0] } },
      ['additionalData', 'variantIds', 0],
    ],
    [
      'a gift without variant list',
      {
        ...sdkPromotion.effect,
        additionalData: { ...sdkPromotion.effect.additionalData, variantIds: undefined },
      },
      ['additionalData', 'variantIds'],
    ],
    [
      'an unknown gift selection',
      {
        ...sdkPromotion.effect,
        additionalData: { ...sdkPromotion.effect.additionalData, applicableItemSelectionType: 'all' },
      },
      ['additionalData', 'applicableItemSelectionType'],
    ],
    [
      'an unknown gift count type',
      {
        ...sdkPromotion.effect,
        additionalData: { ...sdkPromotion.effect.additionalData, maxCountType: 'per_order' },
      },
      ['additionalData', 'maxCountType'],
    ],
    [
      'an unknown distribution',
      {
        ...sdkPromotion.effect,
        additionalData: { ...sdkPromotion.effect.additionalData, discountDistribution: 'even' },
      },
      ['additionalData', 'discountDistribution'],
    ],
    [
      'a negative maximum count',
      { ...sdkPromotion.effect, additionalData: { ...sdkPromotion.effect.additionalData, maxCount: -1 } },
      ['additionalData', 'maxCount'],
    ],
    [
      'a combo deal with negative price',
      { ...comboDeal, additionalData: { ...comboDeal.additionalData, price: -1 } },
      ['additionalData', 'price'],
    ],
    [
      'a combo deal per unique item',
      {
        ...comboDeal,
        additionalData: { ...comboDeal.additionalData, maxCountType: 'per_eligible_uniq_items' },
      },
      ['additionalData', 'maxCountType'],
    ],
  ])('an effect with %s is refused', (_case, effect, path) => {
    expect(refusalPath(PromotionEffectSchema, effect)).toEqual(path);
  });
});

describe('§3 Promotion.effect: every SDK option of a gift and a combo deal', () => {
  const gift = sdkPromotion.effect;
  const giftWith = (option: Record<string, unknown>) => ({
    ...gift,
    additionalData: { ...gift.additionalData, ...option },
  });
  const comboWith = (option: Record<string, unknown>) => ({
    ...comboDeal,
    additionalData: { ...comboDeal.additionalData, ...option },
  });

  it.each([
    ['discountDistribution', 'none'],
    ['discountDistribution', 'pro_rata'],
    ['applicableItemSelectionType', 'variant_ids'],
    ['applicableItemSelectionType', 'cheapest'],
    ['applicableItemSelectionType', 'random'],
    ['maxCountType', 'per_eligible_items_quantity'],
    ['maxCountType', 'per_item_set'],
    ['maxCountType', 'single_item'],
    ['maxCountType', 'per_eligible_uniq_items'],
    ['discountType', 'absolute'],
    ['discountType', 'relative'],
  ])('a gift with %s %s is accepted', (option, value) => {
    expect(PromotionEffectSchema.parse(giftWith({ [option]: value }))).toEqual(giftWith({ [option]: value }));
  });

  it.each([['per_eligible_items_quantity'], ['per_item_set'], ['single_item']])(
    'a combo deal with maxCountType %s is accepted',
    (maxCountType) => {
      expect(PromotionEffectSchema.parse(comboWith({ maxCountType }))).toEqual(comboWith({ maxCountType }));
    },
  );
});

describe('§3 Promotion.customData', () => {
  it.each([
    ['#d4002a', '#d4002a'],
    ['#FFF', '#FFF'],
    [' #fff ', '#fff'],
    ['red', undefined],
    ['d4002a', undefined],
    ['#fff; background: url(x)', undefined],
    [42, undefined],
    [null, undefined],
  ])('§5 colorHex %j is read as %j', (colorHex, expected) => {
    expect(PromotionCustomDataSchema.parse({ colorHex }).colorHex).toBe(expected);
  });

  it('§5 the style colours follow the same rule and a missing colour stays missing', () => {
    expect(
      PromotionCustomDataSchema.parse({ style: { color: '#ffffff', backgroundColor: 'blue' } }).style,
    ).toEqual({
      color: '#ffffff',
      backgroundColor: undefined,
    });
    expect(PromotionCustomDataSchema.parse({}).colorHex).toBeUndefined();
  });

  it('§4 gift conditions hold the minimum quantity and order value in cents; null means none', () => {
    expect(
      PromotionCustomDataSchema.parse({ giftConditions: { minQuantity: 2, minOrderValue: 10000 } })
        .giftConditions,
    ).toEqual({
      minQuantity: 2,
      minOrderValue: 10000,
    });
    expect(
      PromotionCustomDataSchema.parse({ giftConditions: { minQuantity: null, minOrderValue: null } })
        .giftConditions,
    ).toEqual({
      minQuantity: null,
      minOrderValue: null,
    });
    expect(PromotionCustomDataSchema.parse({ giftConditions: null }).giftConditions).toBeNull();
  });

  it.each([
    [
      'a negative minimum quantity',
      { giftConditions: { minQuantity: -1 } },
      ['giftConditions', 'minQuantity'],
    ],
    [
      'a fractional minimum order value',
      { giftConditions: { minOrderValue: 99.5 } },
      ['giftConditions', 'minOrderValue'],
    ],
    ['headline parts that are not texts', { headlineParts: ['Gratis', 3] }, ['headlineParts', 1]],
    ['a product without promotion id', { product: { promotionId: '' } }, ['product', 'promotionId']],
  ])('custom data with %s is refused', (_case, customData, path) => {
    expect(refusalPath(PromotionCustomDataSchema, customData)).toEqual(path);
  });

  it('keeps keys configured in the Panel that the shop does not know', () => {
    expect(
      PromotionCustomDataSchema.parse({ badge: 'top', giftConditions: { minQuantity: 1, region: 'DE' } }),
    ).toEqual({
      badge: 'top',
      giftConditions: { minQuantity: 1, region: 'DE' },
    });
  });
});

describe('§3 Promotion (id, priority, isValid, failedConditions)', () => {
  it.each([
    ['an empty id', { ...sdkPromotion, id: '' }, ['id']],
    ['a fractional priority', { ...sdkPromotion, priority: 1.5 }, ['priority']],
    ['no priority', { ...sdkPromotion, priority: undefined }, ['priority']],
    [
      'a schedule without end',
      { ...sdkPromotion, schedule: { from: sdkPromotion.schedule.from } },
      ['schedule', 'to'],
    ],
    [
      'a condition of unknown level',
      { ...sdkPromotion, conditions: [{ level: 'basket', key: 'k', condition: 'c' }] },
      ['conditions', 0, 'level'],
    ],
    [
      'custom data with a bad gift condition',
      { ...sdkPromotion, customData: { giftConditions: { minQuantity: 'one' } } },
      ['customData', 'giftConditions', 'minQuantity'],
    ],
  ])('a promotion with %s is refused', (_case, value, path) => {
    expect(refusalPath(PromotionSchema, value)).toEqual(path);
  });

  it('a negative priority and a missing display name are accepted', () => {
    const { displayName: _displayName, ...withoutDisplayName } = sdkPromotion;
    expect(PromotionSchema.parse({ ...withoutDisplayName, priority: -3 }).priority).toBe(-3);
  });

  it.each([
    [{ ...sdkPromotion, isValid: true, failedConditions: [] }, undefined],
    [{ ...sdkPromotion, isValid: false, failedConditions: [{ key: 'mov', level: 'global' }] }, undefined],
    [{ ...sdkPromotion, failedConditions: [] }, ['isValid']],
    [{ ...sdkPromotion, isValid: true }, ['failedConditions']],
    [
      { ...sdkPromotion, isValid: false, failedConditions: [{ key: 'mov', level: 'order' }] },
      ['failedConditions', 0, 'level'],
    ],
  ])('a basket item promotion %# is refused at %j', (value, path) => {
    expect(refusalPath(BasketItemPromotionSchema, value)).toEqual(path);
  });
});
