import { formatFindBranchQuery, routePath, type ShopIdentity } from '@lumen/domain';
import { createContext, use, type ReactNode } from 'react';
import type { HearingTestResult } from './hearing-test.machine.ts';
import type { TonePlayer } from './tone-player.ts';

/**
 * What the hearing test needs from the page besides the block data (the shop comes from the
 * `BlockDataProvider`): the tone player, and where a result goes.
 */
export type HearingTestEnvironment = {
  /** Plays the tones. Without one the block opens its own Web Audio player on the first tone. */
  tonePlayer?: TonePlayer;
  /**
   * Sends a result to the shopper's branch; the block calls it only after the shopper ticked the
   * consent box and pressed send, and never sends anything itself. Without it no sending is offered.
   */
  onSendResult?: (result: HearingTestResult) => Promise<void>;
};

const HearingTestContext = createContext<HearingTestEnvironment>({});

export type HearingTestProviderProps = HearingTestEnvironment & { children?: ReactNode };

/** Gives every hearing test block below the page's tone player and send callback. */
export function HearingTestProvider({ children, ...environment }: HearingTestProviderProps) {
  return <HearingTestContext value={environment}>{children}</HearingTestContext>;
}

/** The environment of the nearest provider, with the props' own values over it. */
export function useHearingTestEnvironment(overrides: HearingTestEnvironment): HearingTestEnvironment {
  const provided = use(HearingTestContext);
  const tonePlayer = overrides.tonePlayer ?? provided.tonePlayer;
  const onSendResult = overrides.onSendResult ?? provided.onSendResult;
  return { ...(tonePlayer && { tonePlayer }), ...(onSendResult && { onSendResult }) };
}

/**
 * Where a shopper books a hearing test (§2): the shop's branch finder with the hearing-test
 * service (§3 service HA, sub-service HA_HT), `/filiali/?service=HA_HT` in Italian.
 */
export function hearingAppointmentHref(shop: ShopIdentity): string {
  return `${routePath(shop, 'branch-list')}${formatFindBranchQuery({ ropoIds: [], service: 'HA_HT' })}`;
}
