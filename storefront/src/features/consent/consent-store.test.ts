import { describe, expect, it, vi } from 'vitest';
import { mayReportAnalytics, triggersDeferredReport } from '@lumen/domain';
import type { StoredConsent } from './consent-cookie.ts';
import { activeConsentGroups, consentStateOf, createConsentStore } from './consent-store.ts';
import type { ConsentManagerEvent, ConsentStore } from './consent-store.ts';

const answered: StoredConsent = { regulation: 'GDPR', granted: { C0002: false, C0004: true } };

function storeWith(initial: StoredConsent | null) {
  const persist = vi.fn<(consent: StoredConsent) => void>();
  const store = createConsentStore({ regulation: 'GDPR', initial, persist });
  const events: ConsentManagerEvent[] = [];
  store.onEvent((event) => events.push(event));
  return { store, persist, events };
}

describe('the consent store', () => {
  it('opens the banner on a first visit and keeps it closed once answered', () => {
    expect(storeWith(null).store.getSnapshot().banner.open).toBe(true);
    expect(storeWith(answered).store.getSnapshot().banner.open).toBe(false);
  });

  it.each<[string, (store: ConsentStore) => void, StoredConsent['granted'], ConsentManagerEvent]>([
    ['accept all', (store) => store.acceptAll(), { C0002: true, C0004: true }, 'approved'],
    ['reject all', (store) => store.rejectAll(), { C0002: false, C0004: false }, 'rejected'],
    [
      'save statistics only',
      (store) => store.save({ C0002: true, C0004: false }),
      { C0002: true, C0004: false },
      'custom',
    ],
    [
      'save with a group left out',
      (store) => store.save({ C0004: true }),
      { C0002: false, C0004: true },
      'custom',
    ],
    [
      'grant marketing from a block',
      (store) => store.grant('C0004'),
      { C0002: false, C0004: true },
      'custom',
    ],
  ])(
    '%s stores the answer, writes the cookie, closes the banner and says so',
    (_case, act, granted, event) => {
      const { store, persist, events } = storeWith(null);
      act(store);
      const stored = { regulation: 'GDPR', granted };
      expect(store.getSnapshot().stored).toEqual(stored);
      expect(persist).toHaveBeenCalledWith(stored);
      expect(store.getSnapshot().banner.open).toBe(false);
      expect(events).toEqual([event]);
    },
  );

  it('a block’s grant keeps the other groups as answered', () => {
    const { store } = storeWith({ regulation: 'GDPR', granted: { C0002: true, C0004: false } });
    store.grant('C0004');
    expect(store.getSnapshot().stored?.granted).toEqual({ C0002: true, C0004: true });
  });

  it('the cookie settings reopen the banner with its switches, a new opening each time', () => {
    const { store, events } = storeWith(answered);
    store.openSettings();
    expect(store.getSnapshot().banner).toEqual({ open: true, settings: true, opening: 1 });
    store.dismiss();
    store.openSettings();
    expect(store.getSnapshot().banner).toEqual({ open: true, settings: true, opening: 2 });
    expect(events).toEqual(['screen-off']);
  });

  it('leaving the reopened banner keeps the answer and marks the banner closed', () => {
    const { store, persist, events } = storeWith(answered);
    store.openSettings();
    store.dismiss();
    expect(store.getSnapshot()).toMatchObject({
      stored: answered,
      bannerClosed: true,
      banner: { open: false },
    });
    expect(persist).not.toHaveBeenCalled();
    expect(events).toEqual(['screen-off']);
  });

  it('a first visit cannot be dismissed: the shopper has to answer', () => {
    const { store, events } = storeWith(null);
    store.dismiss();
    expect(store.getSnapshot().banner.open).toBe(true);
    expect(events).toEqual([]);
  });

  it('tells its subscribers of every change, until they leave', () => {
    const { store } = storeWith(null);
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.acceptAll();
    store.openSettings();
    leave();
    store.rejectAll();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each<[string, (store: ConsentStore) => void, boolean, boolean]>([
    ['undecided', () => {}, false, false],
    ['accepted all', (store) => store.acceptAll(), true, true],
    ['statistics chosen', (store) => store.save({ C0002: true }), true, true],
    ['marketing chosen', (store) => store.save({ C0004: true }), true, false],
    ['rejected all', (store) => store.rejectAll(), false, false],
  ])('§4 %s: deferred report %s, may report %s', (_case, act, triggers, mayReport) => {
    const { store, events } = storeWith(null);
    act(store);
    expect(events.some(triggersDeferredReport)).toBe(triggers);
    expect(mayReportAnalytics(consentStateOf(store.getSnapshot()))).toBe(mayReport);
  });

  it('§4 leaving the reopened banner triggers the deferred report', () => {
    const { store, events } = storeWith(answered);
    store.openSettings();
    store.dismiss();
    expect(events.every(triggersDeferredReport)).toBe(true);
  });

  it.each<[StoredConsent | null, string[]]>([
    [null, ['C0001']],
    [answered, ['C0001', 'C0004']],
    [{ regulation: 'DSGLPD', granted: { C0002: true, C0004: true } }, ['C0001', 'C0002', 'C0004']],
  ])('with %j the active groups are %j', (stored, groups) => {
    expect(activeConsentGroups(stored)).toEqual(groups);
  });
});
