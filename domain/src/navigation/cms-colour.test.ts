import { describe, expect, it } from 'vitest';
import { cmsColour, isCmsColour } from './cms-colour.ts';

describe('§5 colours from the content system', () => {
  it.each([
    ['#fff', '#fff'],
    ['#FFFF', '#FFFF'],
    ['#e30613', '#e30613'],
    ['#E30613CC', '#E30613CC'],
    ['  #e30613 ', '#e30613'],
    ['e30613', undefined],
    ['red', undefined],
    ['rgb(227, 6, 19)', undefined],
    ['#', undefined],
    ['#ff', undefined],
    ['#fffff', undefined],
    ['#fffffff', undefined],
    ['#fffffffff', undefined],
    ['#ggg', undefined],
    ['#fff; background: url(x)', undefined],
    ['x#fff', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    [0xffffff, undefined],
    [{ toString: () => '#fff' }, undefined],
  ])('§5 colour accepted only if it starts with #: %j gives %j', (value, colour) => {
    expect(cmsColour(value)).toBe(colour);
  });

  it.each([
    ['#abc', true],
    [' #abc', false],
    ['abc', false],
    [123, false],
  ])('§5 %j is a colour as sent: %s', (value, valid) => {
    expect(isCmsColour(value)).toBe(valid);
  });
});
