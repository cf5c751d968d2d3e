import type { RpcName, ShopDomains, ShopIdentity } from '@lumen/domain';
import { defaultShopCode, originOfDomain, shopIdHeader } from '@lumen/domain';
import type { Request } from 'express';
import { AppError } from '../rpc/app-error.ts';

/**
 * Calls that only read (every `get…` call and `resolveSearch`) may come from anywhere, the
 * storefront's server renderer included, which sends no Origin. Every other call changes state.
 */
export function changesState(name: RpcName): boolean {
  return !(name.startsWith('get') || name === 'resolveSearch');
}

/** `scheme://host[:port]` of an Origin or Referer header, lower-cased; nothing for an opaque one. */
function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return `${url.protocol}//${url.host}`.toLowerCase();
}

const refuse = (field: string, message: string): never => {
  throw new AppError('FORBIDDEN', message, { details: [{ field, message }] });
};

/**
 * The same-origin rule's first half, checked before the shop is known: a state-changing call
 * carries the RPC client's custom header (`x-shop-id`, which no HTML form can send) and a JSON
 * body. A cross-site form post fails here.
 */
export function checkRpcClientHeaders(req: Request): void {
  if (req.headers[shopIdHeader] === undefined) {
    refuse(`header.${shopIdHeader}`, `State-changing calls must carry the ${shopIdHeader} header`);
  }
  if (!req.is('application/json')) {
    refuse('header.content-type', 'State-changing calls must send Content-Type application/json');
  }
}

/**
 * The same-origin rule's second half: the call comes from the shop's own pages — Origin (or, without it,
 * Referer) names the shop's scheme and host. Browsers send Origin with every cross-origin POST.
 */
export function checkOrigin(req: Request, shop: ShopIdentity, shopDomains: ShopDomains): void {
  const origin = req.headers.origin;
  const source = origin !== undefined ? originOf(origin) : originOf(req.headers.referer);
  if (source === undefined) {
    refuse('header.origin', "State-changing calls must come from the shop's own pages (Origin header)");
  }
  if (!shopsOwnOrigins(shop, shopDomains, req.secure).includes(source!)) {
    refuse('header.origin', "Origin is not this shop's own site: cross-site calls are refused");
  }
}

/**
 * The shop's own origins. A deployed domain serves https only (as the page head's canonical
 * addresses say, originOfDomain), so its http twin, which anyone on the network can answer for, is
 * another site. A developer's `{code}.localhost:{port}` serves http, or https where the request came
 * over it (a TLS proxy in front, believed through TRUST_PROXY's X-Forwarded-Proto: `req.secure`);
 * there plain `localhost:{port}` is the default shop too, as the README promises, and nothing else is.
 */
function shopsOwnOrigins(shop: ShopIdentity, shopDomains: ShopDomains, secure: boolean): string[] {
  const own = shopDomains[shop.code].toLowerCase();
  const origin = originOfDomain(own);
  if (origin.startsWith('https:')) return [origin];
  const scheme = secure ? 'https' : 'http';
  const local = own.match(/^[a-z]{2}-[a-z]{2}\.localhost(:\d+)?$/);
  return [
    `${scheme}://${own}`,
    ...(local !== null && shop.code === defaultShopCode ? [`${scheme}://localhost${local[1] ?? ''}`] : []),
  ];
}
