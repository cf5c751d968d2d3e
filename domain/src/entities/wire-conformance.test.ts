import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AttributeGroupSchema } from './attributes.ts';
import { BasketSchema } from './basket.ts';
import { BrandSchema } from './brand.ts';
import { CampaignSchema } from './campaign.ts';
import { CategorySchema } from './category.ts';
import { CmsStoriesAnswerSchema, CmsStoryAnswerSchema, CmsStorySchema, defaultRobots } from './cms-story.ts';
import { FiltersSchema } from './filters.ts';
import { NavigationTreeSchema } from './navigation.ts';
import { PaginationSchema, pageOf } from './pagination.ts';
import { PriceSchema } from './price.ts';
import { ProductSchema, VariantSchema } from './product.ts';
import { PromotionSchema } from './promotion.ts';
import { RedirectSchema } from './redirect.ts';
import { SearchSuggestionsSchema, TypeaheadSuggestionsSchema } from './search.ts';
import { ShopConfigurationSchema } from './shop-configuration.ts';
import { WishlistSchema } from './wishlist.ts';
import {
  sdkAttributeGroup,
  sdkBasket,
  sdkBrand,
  sdkCampaign,
  sdkCategory,
  sdkContactLensVariant,
  sdkFilters,
  sdkNavigationTree,
  sdkPagination,
  sdkPlainPrice,
  sdkPrice,
  sdkProduct,
  sdkPromotion,
  sdkRedirect,
  sdkSearchSuggestions,
  sdkShopConfiguration,
  sdkTypeahead,
  sdkVariant,
  sdkWishlist,
  storyblokStoriesAnswer,
  storyblokStory,
  storyblokStoryAnswer,
} from './wire-samples.fixtures.ts';

/**
 * Parses an answer typed with the API's own SDK type. The parameter type makes the compiler prove
 * that everything the SDK type allows fits the schema's input; the parse proves the sample passes.
 */
function parseWire<S extends z.ZodType>(schema: S, answer: z.input<S>): z.output<S> {
  return schema.parse(answer);
}

describe('§3/§7 entities parse real Storefront API answers unchanged, without a mapping layer', () => {
  it.each([
    ['Price (VariantPrice, with a sale)', () => [parseWire(PriceSchema, sdkPrice), sdkPrice]],
    [
      'Price (VariantPrice, no sale, reference price)',
      () => [parseWire(PriceSchema, sdkPlainPrice), sdkPlainPrice],
    ],
    ['Variant', () => [parseWire(VariantSchema, sdkVariant), sdkVariant]],
    [
      'Variant sold without stock',
      () => [parseWire(VariantSchema, sdkContactLensVariant), sdkContactLensVariant],
    ],
    ['Product with every part asked for', () => [parseWire(ProductSchema, sdkProduct), sdkProduct]],
    ['Category with children', () => [parseWire(CategorySchema, sdkCategory), sdkCategory]],
    ['Promotion (buy x get y)', () => [parseWire(PromotionSchema, sdkPromotion), sdkPromotion]],
    ['Basket (BasketResponseData)', () => [parseWire(BasketSchema, sdkBasket), sdkBasket]],
    ['Wishlist', () => [parseWire(WishlistSchema, sdkWishlist), sdkWishlist]],
    ['Filters of all four types', () => [parseWire(FiltersSchema, sdkFilters), sdkFilters]],
    ['Navigation tree', () => [parseWire(NavigationTreeSchema, sdkNavigationTree), sdkNavigationTree]],
    [
      'v2 search suggestions',
      () => [parseWire(SearchSuggestionsSchema, sdkSearchSuggestions), sdkSearchSuggestions],
    ],
    ['Typeahead suggestions', () => [parseWire(TypeaheadSuggestionsSchema, sdkTypeahead), sdkTypeahead]],
    ['Brand', () => [parseWire(BrandSchema, sdkBrand), sdkBrand]],
    ['Campaign', () => [parseWire(CampaignSchema, sdkCampaign), sdkCampaign]],
    ['Redirect', () => [parseWire(RedirectSchema, sdkRedirect), sdkRedirect]],
    [
      'Shop configuration',
      () => [parseWire(ShopConfigurationSchema, sdkShopConfiguration), sdkShopConfiguration],
    ],
    [
      'Attribute group (attributes/{key})',
      () => [parseWire(AttributeGroupSchema, sdkAttributeGroup), sdkAttributeGroup],
    ],
    ['Pagination', () => [parseWire(PaginationSchema, sdkPagination), sdkPagination]],
  ])('%s', (_name, parse) => {
    const [parsed, answer] = parse();
    expect(parsed).toEqual(answer);
  });

  it('a list answer { entities, pagination } parses with pageOf', () => {
    const answer = { entities: [sdkProduct], pagination: sdkPagination };
    expect(pageOf(ProductSchema).parse(answer)).toEqual(answer);
    expect(pageOf(ProductSchema).safeParse({ entities: [{}], pagination: sdkPagination }).success).toBe(
      false,
    );
    expect(pageOf(ProductSchema).safeParse({ entities: [sdkProduct] }).success).toBe(false);
  });

  it('parts the shop does not read (videos, reductionRange...) are dropped, not refused', () => {
    const parsed = ProductSchema.parse({
      ...sdkProduct,
      videos: [],
      reductionRange: { min: sdkPrice, max: sdkPrice },
    });
    expect(parsed).toEqual(sdkProduct);
    expect(parsed).not.toHaveProperty('videos');
    expect(parsed).not.toHaveProperty('reductionRange');
  });

  it('open-ended custom data keeps every key', () => {
    const parsed = VariantSchema.parse(sdkContactLensVariant);
    expect(parsed.customData).toEqual({ pzn: '12345678' });
    const basket = BasketSchema.parse({
      ...sdkBasket,
      items: [{ ...sdkBasket.items[0], customData: { tenantField: { nested: [1, 2] } } }],
    });
    expect(basket.items[0]?.customData).toEqual({ tenantField: { nested: [1, 2] } });
  });
});

describe('§3/§7 the CMS story follows the Storyblok CDN API', () => {
  const withDefaultRobots = {
    ...storyblokStory,
    content: { ...storyblokStory.content, robots: defaultRobots },
  };

  it('a story parses with its content kept and robots defaulted to "index, follow"', () => {
    expect(parseWire(CmsStorySchema, storyblokStory)).toEqual(withDefaultRobots);
  });

  // The answers' `rels` are typed with the client's default content (optional `_uid`), so these
  // two are parsed without the compile-time fit; the story above carries it.
  it('the answer { story, rels, links, cv } parses', () => {
    expect(CmsStoryAnswerSchema.parse(storyblokStoryAnswer)).toEqual({
      ...storyblokStoryAnswer,
      story: withDefaultRobots,
    });
  });

  it('the answer { stories, rels, links, cv } parses, links being link objects or stories', () => {
    expect(CmsStoriesAnswerSchema.parse(storyblokStoriesAnswer)).toEqual({
      ...storyblokStoriesAnswer,
      stories: [withDefaultRobots],
      rels: [withDefaultRobots],
      links: [storyblokStory],
    });
  });
});
