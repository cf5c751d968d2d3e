import { z } from 'zod';
import {
  CatalogIdSchema,
  EyePrescriptionValuesSchema,
  PrescriptionTypeSchema,
  emptyConfiguratorChoice,
} from '@lumen/domain';
import type { ConfiguratorChoice, ShopCode } from '@lumen/domain';

/**
 * What the shopper entered in the configurator, kept in the tab's sessionStorage per shop and
 * frame: a reload returns to the step with its answers, and closing the tab forgets the values
 * (health data stays on the device and never in an address). What is read is validated: a value
 * an old version or another script wrote is dropped field by field, never trusted.
 */
export const configuratorDraftKey = (shop: ShopCode, productId: number) =>
  `lumen.configurator.${shop}.${productId}`;

/** Keeps only the eye values that pass the domain's ranges; an eye that fails starts empty. */
const EyeDraftSchema = EyePrescriptionValuesSchema.catch({});

const DraftSchema = z.object({
  type: PrescriptionTypeSchema.optional().catch(undefined),
  source: z.enum(['enter', 'wallet', 'photo']).optional().catch(undefined),
  values: z.object({ right: EyeDraftSchema, left: EyeDraftSchema }).catch({ right: {}, left: {} }),
  valuesConfirmed: z.boolean().catch(false),
  lensTypeId: CatalogIdSchema.optional().catch(undefined),
  qualityId: CatalogIdSchema.optional().catch(undefined),
  tintId: CatalogIdSchema.optional().catch(undefined),
});

/** The choice a stored value holds; the empty choice for nothing, broken JSON or another shape. */
export function draftOf(stored: string | null): ConfiguratorChoice {
  if (stored === null) return emptyConfiguratorChoice;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return emptyConfiguratorChoice;
  }
  const parsed = DraftSchema.safeParse(raw);
  return parsed.success ? parsed.data : emptyConfiguratorChoice;
}

/** The part of `Storage` this module uses, so tests and a browser without storage can stand in. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or none where it cannot be reached (storage blocked, the server). */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface DraftStore {
  get: () => ConfiguratorChoice;
  set: (choice: ConfiguratorChoice) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * One frame's draft as a small store over the storage: components re-render on every change, and
 * what is written is read back the same way (a refused write only means it is not kept).
 */
export function createDraftStore(storage: DraftStorage | undefined, key: string): DraftStore {
  let current = draftOf(storage?.getItem(key) ?? null);
  const listeners = new Set<() => void>();
  const publish = (choice: ConfiguratorChoice) => {
    current = choice;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => current,
    set(choice) {
      try {
        storage?.setItem(key, JSON.stringify(choice));
      } catch {
        // Private mode or a full storage: the configuration lives as long as the page.
      }
      publish(choice);
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // As above.
      }
      publish(emptyConfiguratorChoice);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const editedGroupKey = (shop: ShopCode, productId: number) =>
  `${configuratorDraftKey(shop, productId)}.editing`;

/** The basket's item group this frame's draft was started from, if it edits one. */
export function editedGroup(shop: ShopCode, productId: number): string | undefined {
  try {
    return sessionDraftStorage()?.getItem(editedGroupKey(shop, productId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Remembers (or, with undefined, forgets) which item group the draft edits. */
export function rememberEditedGroup(shop: ShopCode, productId: number, groupId: string | undefined): void {
  try {
    const storage = sessionDraftStorage();
    if (groupId === undefined) storage?.removeItem(editedGroupKey(shop, productId));
    else storage?.setItem(editedGroupKey(shop, productId), groupId);
  } catch {
    // Not kept: a reload starts the edit again from the basket.
  }
}
