import type { ConsentGroupId } from '@lumen/domain';
import { createContext, use, useState, type ReactNode } from 'react';

/**
 * The page's consent manager as blocks see it (§9 consent groups: statistics C0002, marketing
 * C0004). The storefront fills it from its consent manager: the groups the shopper granted (the
 * domain's `parseActiveConsentGroups` reads the manager's list) and a way to record a consent the
 * shopper gives in a block. Storybook fills it with a stand-in.
 */
export type ConsentBridge = {
  /** The consent groups granted now; the provider re-renders with the new list when it changes. */
  readonly grantedGroups: readonly string[];
  /** Records the shopper's consent to `group` with the consent manager. */
  readonly grant: (group: ConsentGroupId) => void;
  /** Opens the consent manager's settings, where the shopper changes any choice (privacy page). */
  readonly openSettings?: () => void;
};

const ConsentContext = createContext<ConsentBridge | null>(null);

export type ConsentProviderProps = { value: ConsentBridge; children?: ReactNode };

/** Gives the blocks below the page's consent manager. */
export function ConsentProvider({ value, children }: ConsentProviderProps) {
  return <ConsentContext value={value}>{children}</ConsentContext>;
}

/** The page's consent manager, or null where there is none (a test, an embed elsewhere). */
export function useConsentBridge(): ConsentBridge | null {
  return use(ConsentContext);
}

/** One consent group as a block needs it: granted or not, and how to ask for it. */
export type GroupConsent = { readonly granted: boolean; readonly grant: () => void };

/**
 * Whether `group` is granted and how to grant it. Without a consent manager on the page (a test,
 * an embed elsewhere), the shopper's click counts for this one block only and is not remembered.
 */
export function useGroupConsent(group: ConsentGroupId): GroupConsent {
  const bridge = use(ConsentContext);
  const [grantedHere, setGrantedHere] = useState(false);
  if (bridge) return { granted: bridge.grantedGroups.includes(group), grant: () => bridge.grant(group) };
  return { granted: grantedHere, grant: () => setGrantedHere(true) };
}
