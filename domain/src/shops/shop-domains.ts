import { defaultShopCode, findShopByCode, getShopByCode, shops } from './shop-table.ts';
import type { ShopCode, ShopIdentity } from './shop-table.ts';

/** Host (with port when it is not the scheme's default) that serves each shop. */
export type ShopDomains = Readonly<Record<ShopCode, string>>;

/** Locally each shop answers at `{code}.localhost:{port}`; Chromium resolves `*.localhost` to loopback. */
export function localShopDomains(port: number): ShopDomains {
  return Object.fromEntries(shops.map((s) => [s.code, `${s.code}.localhost:${port}`])) as Record<
    ShopCode,
    string
  >;
}

/**
 * Reads a deployment's domain map, `de-de=www.example.de,fr-ch=fr.example.ch,...`.
 * Shops it leaves out keep their local domain; anything malformed is refused so a bad
 * deployment fails at boot instead of serving the wrong shop.
 */
export function parseShopDomains(value: string, port: number): ShopDomains {
  const domains: Record<string, string> = { ...localShopDomains(port) };
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [code, host, ...rest] = entry.split('=').map((part) => part.trim());
    const known = code ? findShopByCode(code) : undefined;
    if (!known || !host || rest.length > 0 || !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
      throw new Error(`SHOP_DOMAINS entry "${entry}" must look like de-de=www.example.de`);
    }
    domains[known.code] = host.toLowerCase();
  }
  return domains as ShopDomains;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host without its port: `fr-ch.localhost:3000` → `fr-ch.localhost`, `[::1]:3000` → `[::1]`. */
export function hostnameOf(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

/** The origin of a shop's domain: the local shops answer over http at `{code}.localhost`, every deployment is https. */
export function originOfDomain(domain: string): string {
  const host = hostnameOf(domain.toLowerCase());
  const local = host === 'localhost' || host.endsWith('.localhost');
  return `${local ? 'http' : 'https'}://${domain}`;
}

/**
 * Chooses the shop for a request's Host header (ARCHITECTURE "Shops and locales").
 * An exact host match wins; then the host without its port (so a dev server on another port
 * still finds `fr-ch.localhost`); plain loopback and unknown hosts get the default shop.
 */
export function resolveShopFromHost(host: string | undefined, domains: ShopDomains): ShopIdentity {
  const normalised = (host ?? '').trim().toLowerCase().replace(/\.$/, '');
  const entries = Object.entries(domains) as [ShopCode, string][];
  const exact = entries.find(([, domain]) => domain === normalised);
  if (exact) return getShopByCode(exact[0]);
  const hostname = hostnameOf(normalised);
  if (!loopbackHosts.has(hostname)) {
    const byName = entries.find(([, domain]) => hostnameOf(domain) === hostname);
    if (byName) return getShopByCode(byName[0]);
  }
  return getShopByCode(defaultShopCode);
}
