import { useRouter } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasRoute, isRopoAvailable } from '@lumen/domain';
import type { RopoConfig, ShopIdentity } from '@lumen/domain';
import { readCookie } from '../consent/consent-cookie.ts';

/**
 * §4 ROPO eligibility: the shopper turned reserving in a branch on by reserving a first frame. The
 * flag lives in a first-party cookie (so the server renders the header the browser will) and in
 * the app's state (a query entry, so every part of the page sees it change at once). It is a
 * functional cookie the shopper asked for, and it holds nothing but the flag.
 */
const ropoCookie = { name: 'lumen_ropo', maxAgeSeconds: 90 * 24 * 60 * 60 } as const;

const ropoModeKey = ['ropoMode'] as const;

/** Whether a Cookie header (or `document.cookie`) carries the flag. */
export function hasRopoFlag(cookies: string): boolean {
  return readCookie(cookies, ropoCookie.name) === '1';
}

/**
 * Whether frames offer "reserve in branch" (`offered`: the shop's `customData.ropo` allows it and
 * the shop has the try-on list to keep them) and whether the header shows the ROPO basket
 * (`active`: offered, and the shopper's flag is set). `enable` sets the flag.
 */
export function useRopoMode(
  shop: ShopIdentity,
  config: RopoConfig,
): { active: boolean; offered: boolean; enable: () => void } {
  const router = useRouter();
  const queryClient = useQueryClient();
  const cookies = typeof document === 'undefined' ? (router.options.context.cookies ?? '') : document.cookie;
  const { data: flag } = useQuery({
    queryKey: ropoModeKey,
    queryFn: () => hasRopoFlag(document.cookie),
    initialData: () => hasRopoFlag(cookies),
    staleTime: Infinity,
  });
  const offered = hasRoute(shop, 'try-on-basket') && isRopoAvailable({ cookie: true, state: true }, config);
  return {
    offered,
    active: offered && isRopoAvailable({ cookie: hasRopoFlag(cookies), state: flag }, config),
    enable: () => {
      if (typeof document === 'undefined') return;
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${ropoCookie.name}=1; Max-Age=${ropoCookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
      queryClient.setQueryData(ropoModeKey, true);
    },
  };
}
