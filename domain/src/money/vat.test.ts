import { describe, expect, it } from 'vitest';
import { defaultVatRate, netFromGross, standardVatRates, vatFromGross } from './vat.ts';

describe('§9 VAT in cents', () => {
  it('§9 default VAT 0.19', () => {
    expect(defaultVatRate).toBe(0.19);
  });

  it.each([
    [119, 0.19, 100, 19],
    [100, 0.19, 84, 16],
    [1, 0.19, 1, 0],
    [0, 0.19, 0, 0],
    [11900, 0.19, 10000, 1900],
    [2999, 0.19, 2520, 479],
    // Half a cent rounds up: 3 ÷ 1.2 = 2.5 and 9 ÷ 1.2 = 7.5.
    [3, 0.2, 3, 0],
    [9, 0.2, 8, 1],
    [8, 0.2, 7, 1],
    [12000, 0.2, 10000, 2000],
    [10000, 0.081, 9251, 749],
    [10810, 0.081, 10000, 810],
    [10770, 0.077, 10000, 770],
    [12200, 0.22, 10000, 2200],
    [12300, 0.23, 10000, 2300],
    [12100, 0.21, 10000, 2100],
    [999, 0, 999, 0],
    [100, 0.9999, 50, 50],
  ])('§9 gross %i at %s is net %i plus VAT %i', (gross, rate, net, vat) => {
    expect(netFromGross(gross, rate)).toBe(net);
    expect(vatFromGross(gross, rate)).toBe(vat);
    expect(net + vat).toBe(gross);
  });

  it('§9 the rate defaults to 0.19', () => {
    expect(netFromGross(119)).toBe(100);
    expect(vatFromGross(119)).toBe(19);
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 53])('§9 a gross of %s is a programming error', (gross) => {
    expect(() => netFromGross(gross)).toThrow(
      `A gross price in cents must be a whole number from 0, not ${gross}`,
    );
    expect(() => vatFromGross(gross)).toThrow(RangeError);
  });

  it.each([-0.01, 1, 1.5, Number.NaN, 0.12345])('§9 a VAT rate of %s is a programming error', (rate) => {
    expect(() => netFromGross(100, rate)).toThrow(
      `A VAT rate is a fraction from 0 to below 1 in steps of 0.0001, not ${rate}`,
    );
  });
});

describe('standardVatRates', () => {
  it('§9: the German rate is the default rate', () => {
    expect(standardVatRates.DE).toBe(defaultVatRate);
  });

  it.each(Object.entries(standardVatRates))('%s splits 100.00 into net and VAT exactly', (_country, rate) => {
    const net = netFromGross(10_000, rate);
    expect(net + vatFromGross(10_000, rate)).toBe(10_000);
    expect(net).toBe(Math.round(10_000 / (1 + rate)));
  });
});
