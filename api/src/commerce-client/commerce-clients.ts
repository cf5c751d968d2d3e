import type { ShopIdentity } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import type { CommerceAccess } from '../config.ts';
import { createCommerceHttp } from './commerce-http.ts';
import type { CommerceHttp } from './commerce-http.ts';

/** The SCAYLE Storefront API the shop calls: this api's own commerce backend, or a SCAYLE tenant. */
export interface CommerceApiSettings {
  /** `localhost:3443` or `tenant.storefront.api.scayle.cloud` (an `https://` prefix is allowed). */
  host: string;
  /** Sent as the SDK's token auth (`X-Access-Token`). */
  token?: string | undefined;
  /** Headers for every call, e.g. basic credentials the SDK has no option for. */
  headers?: Record<string, string> | undefined;
}

/** One SDK client per shop, made on first use: the SDK fixes the shop when a client is made. */
export interface CommerceClients {
  readonly host: string;
  forShop(shop: Pick<ShopIdentity, 'shopId'>): StorefrontAPIClient;
  /** The same backend over plain fetch, for its endpoints the SDK has no method for. */
  httpForShop(shop: Pick<ShopIdentity, 'shopId'>): CommerceHttp;
}

export function createCommerceClients(settings: CommerceApiSettings): CommerceClients {
  const clients = new Map<number, StorefrontAPIClient>();
  const httpClients = new Map<number, CommerceHttp>();
  return {
    host: settings.host,
    forShop({ shopId }) {
      let client = clients.get(shopId);
      if (!client) {
        client = new StorefrontAPIClient({
          host: settings.host,
          shopId,
          ...(settings.token === undefined ? {} : { auth: { type: 'token', token: settings.token } }),
          ...(settings.headers === undefined ? {} : { additionalHeaders: settings.headers }),
        });
        clients.set(shopId, client);
      }
      return client;
    },
    httpForShop({ shopId }) {
      let client = httpClients.get(shopId);
      if (!client) {
        client = createCommerceHttp({ ...settings, shopId });
        httpClients.set(shopId, client);
      }
      return client;
    },
  };
}

/**
 * How the api reaches its own commerce backend when no token is configured for it: with one of the
 * backend's accepted tokens, else with basic credentials (§6), else openly (the backend is open).
 */
export function ownBackendCredentials(
  access: CommerceAccess,
): Pick<CommerceApiSettings, 'token' | 'headers'> {
  const [token] = access.tokens;
  if (token !== undefined) return { token };
  const [basic] = access.basic;
  if (basic === undefined) return {};
  const encoded = Buffer.from(`${basic.user}:${basic.password}`).toString('base64');
  return { headers: { authorization: `Basic ${encoded}` } };
}
