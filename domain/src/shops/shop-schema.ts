import { z } from 'zod';
import { currencyCodes, languageCodes } from './shop-table.ts';

/** §5: a tag manager id is GTM- or G- followed by uppercase letters and digits. */
export const TagManagerIdSchema = z.string().regex(/^(GTM|G)-[A-Z0-9]+$/);

export const ShopLanguageSchema = z.object({
  code: z.enum(languageCodes),
  /** The language's name in itself ("Français"). */
  label: z.string().min(1),
  /** Host that serves the shop in this language. */
  domain: z.string().min(1),
});
export type ShopLanguage = z.infer<typeof ShopLanguageSchema>;

export const ShopFeatureFlagsSchema = z.object({
  syte: z.boolean(),
  rxConfigurator: z.boolean(),
  subscription: z.boolean(),
  monetization: z.boolean(),
  onlineShop: z.boolean(),
  ddoa: z.boolean(),
  rxSunglasses: z.boolean(),
});
export type ShopFeatureFlags = z.infer<typeof ShopFeatureFlagsSchema>;

const EnabledSchema = z.object({ enabled: z.boolean() });

export const RopoConfigSchema = z.object({
  enabled: z.boolean(),
  maxNumberOfArticles: z.number().int().nonnegative(),
  supportedStores: z.array(z.string()),
  categoryPath: z.string(),
});
export type RopoConfig = z.infer<typeof RopoConfigSchema>;

/**
 * Home try-on (§5): frames sent to try at home before the glasses are ordered. The spec names only
 * that a shop enables it; how many frames go out at once and for how long are the shop's to set.
 */
export const HomeTryOnConfigSchema = z.object({
  enabled: z.boolean(),
  maxFrames: z.number().int().positive(),
  trialDays: z.number().int().positive(),
});
export type HomeTryOnConfig = z.infer<typeof HomeTryOnConfigSchema>;

export const ShopCustomDataSchema = z.object({
  correctionalGlasses: EnabledSchema,
  rxFreeShipping: EnabledSchema,
  zeroCostFrames: EnabledSchema,
  // Settings saved before home try-on existed have no entry: the shop does not offer it.
  homeTryOn: HomeTryOnConfigSchema.default({ enabled: false, maxFrames: 4, trialDays: 7 }),
  pdTool: EnabledSchema,
  ropo: RopoConfigSchema,
  navigationDefaultContents: z.object({ defaultContentPages: z.array(z.string()) }),
});
export type ShopCustomData = z.infer<typeof ShopCustomDataSchema>;

/** The Shop entity of §3, as getShopConfiguration answers it. */
export const ShopSchema = z.object({
  shopId: z.number().int().positive(),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  currency: z.enum(currencyCodes),
  currencyFractionDigits: z.number().int().min(0).max(4),
  /** A locale Intl should use instead of `locale` for numbers and prices, when the shop wants one. */
  intlLocaleOverwrite: z.string().nullable(),
  domain: z.string().min(1),
  googleTagId: TagManagerIdSchema.nullable(),
  cookieDomain: z.string().min(1),
  cmsBaseFolder: z.string().min(1),
  languages: z.array(ShopLanguageSchema).min(1),
  onlineShopEnabled: z.boolean(),
  orderReturnPortal: z.object({
    portal: z.enum(['DEFAULT', 'SEVEN_SENDERS']),
    domain: z.string().min(1),
  }),
  deliveryEstimatesProductType: z.string().min(1),
  /**
   * §7 the benefits portal framed on the order confirmation page (with the `monetization` flag);
   * null where the shop has no partner portal. Not in §3's list: the spec names the embed, not
   * where its address is kept, so it is a shop setting like the return portal.
   */
  benefitsPortalUrl: z.url({ protocol: /^https$/ }).nullable(),
  featureFlags: ShopFeatureFlagsSchema,
  customData: ShopCustomDataSchema,
});
export type Shop = z.infer<typeof ShopSchema>;
