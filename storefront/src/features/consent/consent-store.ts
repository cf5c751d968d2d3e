import { consentGroups } from '@lumen/domain';
import type { ConsentGroupId, ConsentState, RegulationKey } from '@lumen/domain';
import { optionalConsentGroups } from './consent-cookie.ts';
import type { StoredConsent } from './consent-cookie.ts';

/** The consent manager's necessary group (C0001): always on, never asked. */
export const necessaryConsentGroup = 'C0001';

/**
 * What the banner tells the page (§4): `approved` (accept all), `custom` (a saved choice),
 * `rejected` (reject all), and, when the shopper leaves the reopened banner without a new answer,
 * `screen-off` (the settings were shown) or `banner-closed`.
 */
export type ConsentManagerEvent = 'approved' | 'custom' | 'rejected' | 'screen-off' | 'banner-closed';

export interface ConsentSnapshot {
  /** The shopper's answer (this visit's or the cookie's), null before the first. */
  stored: StoredConsent | null;
  /** The shopper closed the banner in this visit without answering (only possible once answered). */
  bannerClosed: boolean;
  banner: {
    open: boolean;
    /** Opened by the shopper (the footer's cookie settings): the switches show and the focus moves. */
    settings: boolean;
    /** Counts the openings, so each one starts from the stored answer. */
    opening: number;
  };
}

export interface ConsentStore {
  getSnapshot: () => ConsentSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Hears every answer and closing of the banner. */
  onEvent: (listener: (event: ConsentManagerEvent) => void) => () => void;
  acceptAll: () => void;
  rejectAll: () => void;
  /** Saves the banner's switches (`{ C0002: true, C0004: false }`); groups left out stay off. */
  save: (choice: Readonly<Record<string, boolean>>) => void;
  /** Grants one group and keeps the others as they are (a content block asking for its consent). */
  grant: (group: ConsentGroupId) => void;
  /** Closes the reopened banner without a new answer. */
  dismiss: () => void;
  /** Opens the banner with its switches: the footer's cookie settings, the privacy page. */
  openSettings: () => void;
}

export interface ConsentStoreOptions {
  /** §9 regulation of the shop's market, stored with every answer. */
  regulation: RegulationKey;
  /** The answer the cookie held when the page was requested. */
  initial: StoredConsent | null;
  /** Writes an answer to the cookie (the browser); left out on the server, which never answers. */
  persist?: (consent: StoredConsent) => void;
}

function grantedOf(choice: Readonly<Record<string, boolean>>): Record<ConsentGroupId, boolean> {
  return Object.fromEntries(optionalConsentGroups.map((group) => [group, choice[group] === true])) as Record<
    ConsentGroupId,
    boolean
  >;
}

/**
 * The shop's consent manager as a small store: the answer, whether the banner shows, and the
 * events of §4. The banner opens by itself while there is no answer; an answer closes it.
 */
export function createConsentStore({ regulation, initial, persist }: ConsentStoreOptions): ConsentStore {
  let snapshot: ConsentSnapshot = {
    stored: initial,
    bannerClosed: false,
    banner: { open: initial === null, settings: false, opening: 0 },
  };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: ConsentManagerEvent) => void>();

  function update(next: ConsentSnapshot, event?: ConsentManagerEvent) {
    snapshot = next;
    for (const listener of [...listeners]) listener();
    if (event) for (const listener of [...eventListeners]) listener(event);
  }

  function answer(granted: Record<ConsentGroupId, boolean>, event: ConsentManagerEvent) {
    const stored: StoredConsent = { regulation, granted };
    persist?.(stored);
    update({ ...snapshot, stored, banner: { ...snapshot.banner, open: false } }, event);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent: (listener) => {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    acceptAll: () =>
      answer(grantedOf({ [consentGroups.statistics]: true, [consentGroups.marketing]: true }), 'approved'),
    rejectAll: () => answer(grantedOf({}), 'rejected'),
    save: (choice) => answer(grantedOf(choice), 'custom'),
    grant: (group) => answer(grantedOf({ ...snapshot.stored?.granted, [group]: true }), 'custom'),
    dismiss: () => {
      // Only an answered banner may be left without an answer (§4: the shopper has to decide first).
      if (!snapshot.banner.open || snapshot.stored === null) return;
      const event = snapshot.banner.settings ? 'screen-off' : 'banner-closed';
      update({ ...snapshot, bannerClosed: true, banner: { ...snapshot.banner, open: false } }, event);
    },
    openSettings: () => {
      update({
        ...snapshot,
        banner: { open: true, settings: true, opening: snapshot.banner.opening + 1 },
      });
    },
  };
}

/** The groups granted now (the necessary group always): what blocks and the tag manager read. */
export function activeConsentGroups(stored: StoredConsent | null): string[] {
  const granted = optionalConsentGroups.filter((group) => stored?.granted[group] === true);
  return [necessaryConsentGroup, ...granted];
}

/** The §4 consent state of a snapshot, as the domain's `mayReportAnalytics` reads it. */
export function consentStateOf(snapshot: ConsentSnapshot): ConsentState {
  return {
    bannerClosed: snapshot.bannerClosed,
    hasChoice: snapshot.stored !== null,
    activeGroups: activeConsentGroups(snapshot.stored),
  };
}
