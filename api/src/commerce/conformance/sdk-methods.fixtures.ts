/**
 * Every public method of `StorefrontAPIClient`, and which conformance file drives it. The record
 * is typed by the SDK itself: a method the SDK gains (or loses) fails the typecheck here until a
 * file drives it or it is listed as not served. Test support.
 */
import type { StorefrontAPIClient } from '@scayle/storefront-api';

/** The client's resources: its public members that are objects of methods (`basket`, `products`...). */
type Resource = {
  [K in keyof StorefrontAPIClient]: StorefrontAPIClient[K] extends (...args: never[]) => unknown ? never : K;
}[keyof StorefrontAPIClient];

/** `resource.method`, e.g. `basket.addOrUpdateItems`. */
export type SdkMethod = {
  [R in Resource]: `${R}.${Extract<keyof StorefrontAPIClient[R], string>}`;
}[Resource];

export type ConformanceFile = 'catalogue' | 'baskets' | 'search' | 'not served';

export const sdkMethodFiles: Record<SdkMethod, ConformanceFile> = {
  'attributes.getByKey': 'catalogue',
  'basket.get': 'baskets',
  'basket.addItem': 'baskets',
  'basket.addOrUpdateItems': 'baskets',
  'basket.updateItem': 'baskets',
  'basket.deleteItem': 'baskets',
  'basket.getApplicablePromotionsByCode': 'baskets',
  'basket.bulkUpdatePromotions': 'baskets',
  'categories.getRoots': 'catalogue',
  'categories.getById': 'catalogue',
  'categories.getByIds': 'catalogue',
  'categories.getByPath': 'catalogue',
  'filters.get': 'catalogue',
  'filters.getValues': 'catalogue',
  'redirects.get': 'catalogue',
  'redirects.post': 'catalogue',
  'products.getById': 'catalogue',
  'products.getByIds': 'catalogue',
  'products.getByReferenceKey': 'catalogue',
  'products.getByReferenceKeys': 'catalogue',
  'products.query': 'catalogue',
  'wishlist.get': 'baskets',
  'wishlist.addItem': 'baskets',
  'wishlist.deleteItem': 'baskets',
  'search.suggestions': 'search',
  'search.mappings': 'search',
  'search.resolve': 'search',
  'searchv2.suggestions': 'search',
  'searchv2.resolve': 'search',
  'typeahead.suggestions': 'search',
  'variants.getByIds': 'catalogue',
  'shopConfiguration.get': 'catalogue',
  'brands.get': 'catalogue',
  'brands.getById': 'catalogue',
  'campaigns.get': 'catalogue',
  'campaigns.getById': 'catalogue',
  'navigation.getAll': 'catalogue',
  'navigation.getById': 'catalogue',
  'navigationv2.getAll': 'catalogue',
  'navigationv2.getByReferenceKey': 'catalogue',
  'promotions.get': 'catalogue',
  'promotions.getByIds': 'catalogue',
  // Recommendations and analytics ingestion are not part of this backend (§7 lists neither): the
  // catalogue file proves both are answered with a clean 404.
  'recommendations.getSimilarProducts': 'not served',
  'analytics.submitEvent': 'not served',
};

/** The methods one file drives, sorted. */
export function sdkMethodsOf(...files: ConformanceFile[]): SdkMethod[] {
  return (Object.keys(sdkMethodFiles) as SdkMethod[])
    .filter((method) => files.includes(sdkMethodFiles[method]))
    .sort();
}

/** The client's methods as the running SDK has them, sorted: what the typed record must match. */
export function sdkMethodsAtRuntime(client: StorefrontAPIClient): string[] {
  return Object.entries(client)
    .filter((entry): entry is [string, object] => typeof entry[1] === 'object' && entry[1] !== null)
    .flatMap(([resource, methods]) =>
      Object.entries(methods)
        .filter(([, value]) => typeof value === 'function')
        .map(([method]) => `${resource}.${method}`),
    )
    .sort();
}

/**
 * The same client, noting each method a test calls on it. Only the test's own calls are noted:
 * the SDK's inner calls (addOrUpdateItems calls get and addItem) go to the client itself.
 */
export function recordingClient(client: StorefrontAPIClient, driven: Set<string>): StorefrontAPIClient {
  return new Proxy(client, {
    get(target, resource, receiver) {
      const methods: unknown = Reflect.get(target, resource, receiver);
      if (typeof resource !== 'string' || typeof methods !== 'object' || methods === null) return methods;
      return new Proxy(methods, {
        get(inner, method, innerReceiver) {
          const value: unknown = Reflect.get(inner, method, innerReceiver);
          if (typeof method !== 'string' || typeof value !== 'function') return value;
          return (...args: unknown[]): unknown => {
            driven.add(`${resource}.${method}`);
            return Reflect.apply(value, inner, args);
          };
        },
      });
    },
  });
}
