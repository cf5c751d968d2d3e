import { describe, expect, it } from 'vitest';
import { checkPersonName, nameSeparators } from './person-name.ts';

describe('§5 name: Latin letters, space, apostrophe, dot, hyphen, slash', () => {
  it.each([
    ['Anna'],
    ['Müller'],
    ['Straße'],
    ['Jean-Pierre'],
    ["O'Brien"],
    ['O’Brien'],
    ['Hans Peter'],
    ['A.B'],
    ['Müller/Meier'],
    ['Garçon'],
    ['Hélène Bérénice'],
    ['Łukasz Śliwiński-Żak'],
    ['Dvořák Šťastný Žluťoučký'],
    ['Ďáblík Ňouma Ůžasný Ěrben'],
    ['Ödön Erdős'],
    ['Nguyễn'],
    ['Àlex Ýves Ìsa Òscar Ùna'],
    [' Anna '],
    ['e\u0301mile'],
    [''],
  ])('%j is a valid name', (value) => {
    expect(checkPersonName(value)).toEqual({ ok: true });
  });

  it.each([
    ['Anna1'],
    ['Иван'],
    ['Άννα'],
    ['Anna!'],
    ['Anna_B'],
    ['Anna\tB'],
    ['Anna\u00a0B'],
    ['Ⅻ'],
    ['Anna😀'],
    ['A,B'],
  ])('%j holds a character a name may not have', (value) => {
    expect(checkPersonName(value)).toEqual({
      ok: false,
      reason: 'characters',
      message: { key: 'validation.name.characters' },
    });
  });

  it.each([
    ['-Anna'],
    ['Anna-'],
    ["'Anna"],
    ['Anna’'],
    ['.Anna'],
    ['Anna.'],
    ['/Anna'],
    ['Anna/'],
    ['Jr.'],
    ['Anna--'],
  ])('§5 no separator at start or end: %j', (value) => {
    expect(checkPersonName(value)).toEqual({
      ok: false,
      reason: 'separatorAtEdge',
      message: { key: 'validation.name.separatorAtEdge' },
    });
  });

  it.each([['Anna--Maria'], ['Anna  Maria'], ['St. John'], ["Anna-'Maria"], ['A./B'], ['A -B']])(
    '§5 no two separators in a row: %j',
    (value) => {
      expect(checkPersonName(value)).toEqual({
        ok: false,
        reason: 'separatorRun',
        message: { key: 'validation.name.separatorRun' },
      });
    },
  );

  it('reports a foreign character before a misplaced separator', () => {
    expect(checkPersonName('-Anna1')).toMatchObject({ reason: 'characters' });
  });

  it('knows the separators of §5 plus the typographic apostrophe', () => {
    expect(nameSeparators).toEqual([' ', "'", '’', '.', '-', '/']);
  });
});
