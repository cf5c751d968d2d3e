import { describe, expect, it } from 'vitest';
import { emptyConfiguratorChoice } from '@lumen/domain';
import { configuratorDraftKey, createDraftStore, draftOf } from './configurator-draft.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('§2 the configurator keeps what was entered for a reload, in the tab only', () => {
  const key = configuratorDraftKey('de-de', 1201);

  it('keys a draft by shop and frame', () => {
    expect(key).toBe('lumen.configurator.de-de.1201');
  });

  it('reads back what it wrote', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, key);
    const choice = {
      type: 'type_ei' as const,
      source: 'enter' as const,
      values: { right: { sphere: -1.25, pd: 32 }, left: { sphere: -1, pd: 31.5 } },
      valuesConfirmed: true,
      lensTypeId: 100_001,
      qualityId: 100_006,
    };
    store.set(choice);
    expect(createDraftStore(storage, key).get()).toEqual(choice);
    store.clear();
    expect(storage.items.has(key)).toBe(false);
    expect(store.get()).toEqual(emptyConfiguratorChoice);
  });

  it.each([
    ['nothing', null, emptyConfiguratorChoice],
    ['broken JSON', '{"type":', emptyConfiguratorChoice],
    ['another shape', '[1,2]', emptyConfiguratorChoice],
    [
      'an unknown type and a sphere out of range: those fields are dropped, the rest kept',
      JSON.stringify({
        type: 'type_x',
        values: { right: { sphere: -99 }, left: { sphere: -1, pd: 32 } },
        valuesConfirmed: 'yes',
        tintId: 100_011,
      }),
      { values: { right: {}, left: { sphere: -1, pd: 32 } }, valuesConfirmed: false, tintId: 100_011 },
    ],
    [
      'values read from a photo: the source is kept, the photo never was',
      JSON.stringify({ type: 'type_ei', source: 'photo', values: { right: { sphere: -0.75 }, left: {} } }),
      {
        type: 'type_ei',
        source: 'photo',
        values: { right: { sphere: -0.75 }, left: {} },
        valuesConfirmed: false,
      },
    ],
  ])('%s', (_case, stored, expected) => {
    expect(draftOf(stored)).toEqual(expected);
  });

  it('tells its listeners of every change', () => {
    const store = createDraftStore(memoryStorage(), key);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.set({ ...emptyConfiguratorChoice, type: 'type_none' });
    store.clear();
    stop();
    store.set(emptyConfiguratorChoice);
    expect(calls).toBe(2);
  });

  it('a storage that refuses writes keeps the draft for the page', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createDraftStore(refusing, key);
    store.set({ ...emptyConfiguratorChoice, type: 'type_none' });
    expect(store.get().type).toBe('type_none');
  });
});
