import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True once this part of the page has hydrated: false on the server and in the hydrating render,
 * true after. For what must render the same on both sides first (a toggle whose state streams in
 * later), and for controls that must not take input before React owns them (a choice made in a
 * not yet hydrated select is reset by hydration).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
