import { describe, expect, it } from 'vitest';
import { keepMeasuredPd, measuredPdKey, readMeasuredPd, type PdStorage } from './measured-pd.ts';

// §2 virtual try-on → §2 prescription configurator: the measured PD as a suggestion, in this tab only.

function memoryStorage(): PdStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('§5 the measured pupil distance handed to the configurator', () => {
  it('keeps and reads values per eye in the configurator’s steps', () => {
    const storage = memoryStorage();
    expect(keepMeasuredPd(storage, { rightMm: 31.5, leftMm: 31, uncertaintyMm: 4 })).toBe(true);
    expect(readMeasuredPd(storage.getItem(measuredPdKey))).toEqual({
      rightMm: 31.5,
      leftMm: 31,
      uncertaintyMm: 4,
    });
  });

  it.for([
    { case: 'an eye below the range', pd: { rightMm: 19.5, leftMm: 31, uncertaintyMm: 4 } },
    { case: 'an eye above the range', pd: { rightMm: 31, leftMm: 40.5, uncertaintyMm: 4 } },
    { case: 'not in half millimetres', pd: { rightMm: 31.2, leftMm: 31, uncertaintyMm: 4 } },
  ])('keeps nothing for $case', ({ pd }) => {
    const storage = memoryStorage();
    expect(keepMeasuredPd(storage, pd)).toBe(false);
    expect(storage.values.size).toBe(0);
  });

  it('reads nothing from what another script left', () => {
    expect(readMeasuredPd('{"rightMm":"31"}')).toBeUndefined();
    expect(readMeasuredPd('{')).toBeUndefined();
    expect(readMeasuredPd(null)).toBeUndefined();
  });
});
