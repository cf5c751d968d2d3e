import type { RpcName, ShopDomains, ShopIdentity } from '@lumen/domain';
import { defaultShopCode, shopIdHeader } from '@lumen/domain';
import type { Request } from 'express';
import { AppError } from '../rpc/app-error.ts';

/**
 * Calls that only read (every `get…` call and `resolveSearch`) may come from anywhere, the
 * storefront's server renderer included, which sends no Origin. Every other call changes state.
 */
export function changesState(name: RpcName): boolean {
  return !(name.startsWith('get') || name === 'resolveSearch');
}

function hostOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  return URL.parse(value)?.host.toLowerCase();
}

const refuse = (field: string, message: string): never => {
  throw new AppError('FORBIDDEN', message, { details: [{ field, message }] });
};

/**
 * Issue 5, first half, checked before the shop is known: a state-changing call carries the RPC
 * client's custom header (`x-shop-id`, which no HTML form can send) and a JSON body. A cross-site
 * form post fails here.
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
 * Issue 5, second half: the call comes from the shop's own pages — Origin (or, without it,
 * Referer) names the shop's host. Browsers send Origin with every cross-origin POST.
 */
export function checkOrigin(req: Request, shop: ShopIdentity, shopDomains: ShopDomains): void {
  const origin = req.headers.origin;
  const source = origin !== undefined ? hostOf(origin) : hostOf(req.headers.referer);
  if (source === undefined) {
    refuse('header.origin', "State-changing calls must come from the shop's own pages (Origin header)");
  }
  if (!isShopsOwnHost(source!, shop, shopDomains)) {
    refuse('header.origin', "Origin is not this shop's own site: cross-site calls are refused");
  }
}

/**
 * The shop's own host; on a developer's machine (shops on `{code}.localhost:{port}`) plain
 * `localhost:{port}` is the default shop too, as the README promises, and nothing else is.
 */
function isShopsOwnHost(host: string, shop: ShopIdentity, shopDomains: ShopDomains): boolean {
  const own = shopDomains[shop.code].toLowerCase();
  if (host === own) return true;
  const local = own.match(/^[a-z]{2}-[a-z]{2}\.localhost(:\d+)?$/);
  return local !== null && shop.code === defaultShopCode && host === `localhost${local[1] ?? ''}`;
}
