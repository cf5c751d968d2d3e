import { describe, expect, it } from 'vitest';
import { isTruthyAttributeValue, truthyAttributeValues } from './boolean-attribute.ts';

describe('§5 boolean attribute values accepted as true: 1, ja, true, ano, tak, oui, si', () => {
  it.each([
    ['1'],
    ['ja'],
    ['JA'],
    [' Ja '],
    ['true'],
    ['TRUE'],
    ['ano'],
    ['Ano'],
    ['tak'],
    ['TAK'],
    ['oui'],
    ['Oui'],
    ['si'],
    ['SI'],
    ['sì'],
    ['SÌ'],
    ['si\u0300'],
    [true],
    [1],
  ])('%j is true', (value) => {
    expect(isTruthyAttributeValue(value)).toBe(true);
  });

  it.each([
    ['0'],
    ['nein'],
    ['false'],
    ['no'],
    ['yes'],
    ['jaa'],
    ['sí'],
    [''],
    [' '],
    ['11'],
    [false],
    [0],
    [2],
    [null],
    [undefined],
  ])('%j is false', (value) => {
    expect(isTruthyAttributeValue(value)).toBe(false);
  });

  it('lists the words of §5 plus the accented Italian sì', () => {
    expect(truthyAttributeValues).toEqual(['1', 'ja', 'true', 'ano', 'tak', 'oui', 'si', 'sì']);
  });
});
