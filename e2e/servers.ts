/**
 * The production servers of one e2e run. The main one serves every spec as a shopper's machine
 * would; the strict one runs as a deployment behind a proxy with a tight per-address request limit
 * and one shop's online shop switched off; the third has lost its commerce backend. Each serves
 * the specs about those settings.
 */
export const mainServerPort = Number(process.env['E2E_PORT'] ?? 3100);
export const strictServerPort = mainServerPort + 1;
export const commerceDownServerPort = mainServerPort + 2;

/** The strict server's settings the specs rely on. */
export const strictServer = {
  /** RPC calls a minute one address may make (RATE_LIMIT_PER_ADDRESS): a handful of pages. */
  requestsPerAddressPerMinute: 40,
  /** The shop whose online shop the deployment switches off (ONLINE_SHOP_DISABLED). */
  onlineShopDisabled: 'it-ch',
  baseURL: `http://localhost:${strictServerPort}`,
} as const;

/** A deployment whose commerce backend does not answer (nothing listens at COMMERCE_API_HOST). */
export const commerceDownServer = {
  commerceApiHost: '127.0.0.1:9',
  baseURL: `http://localhost:${commerceDownServerPort}`,
} as const;
