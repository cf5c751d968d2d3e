import { describe, expect, it } from 'vitest';
import {
  formatAddition,
  formatAxis,
  formatBaseCurve,
  formatCylinder,
  formatDiameter,
  formatPd,
  formatPrescriptionValue,
  formatPrism,
  formatPrismBase,
  formatSphere,
  notChosenValueText,
  unsetValueText,
} from './prescription-format.ts';
import type { PrescriptionNumber, PrescriptionValueField } from './prescription-format.ts';

describe('§5 number formats: sphere, cylinder, addition two decimals with sign', () => {
  it.each<[PrescriptionNumber, string]>([
    [-2.5, '-2,50'],
    [1.25, '+1,25'],
    [0, '±0,00'],
    [-0, '±0,00'],
    [-0.001, '±0,00'],
    [0.004, '±0,00'],
    [0.005, '+0,01'],
    [-0.005, '-0,01'],
    [-0.125, '-0,13'],
    [0.125, '+0,13'],
    [1.005, '+1,01'],
    [-20, '-20,00'],
    [10.75, '+10,75'],
    [null, '-'],
    [undefined, '--'],
  ])('sphere %d reads %s', (value, text) => {
    expect(formatSphere(value)).toBe(text);
    expect(formatCylinder(value)).toBe(text);
    expect(formatAddition(value)).toBe(text);
  });

  it('writes the decimal separator it is given', () => {
    expect(formatSphere(-2.5, '.')).toBe('-2.50');
    expect(formatCylinder(0.75, '.')).toBe('+0.75');
    expect(formatAddition(2, ',')).toBe('+2,00');
  });

  it('shows one dash for unset and two for not yet chosen', () => {
    expect([unsetValueText, notChosenValueText]).toEqual(['-', '--']);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d', (value) => {
    expect(() => formatSphere(value)).toThrow(/finite/);
  });
});

describe('§5 number formats of the other values', () => {
  it.each<[PrescriptionNumber, string, string, string, string]>([
    // value, axis / prism base, pd / base curve / diameter, prism, pd with '.'
    [90, '90', '90,0', '90,00', '90.0'],
    [0, '0', '0,0', '0,00', '0.0'],
    [31.5, '32', '31,5', '31,50', '31.5'],
    [8.6, '9', '8,6', '8,60', '8.6'],
    [14.25, '14', '14,3', '14,25', '14.3'],
    [179.4, '179', '179,4', '179,40', '179.4'],
    [1.5, '2', '1,5', '1,50', '1.5'],
    [-2, '-2', '-2,0', '-2,00', '-2.0'],
    [null, '-', '-', '-', '-'],
    [undefined, '--', '--', '--', '--'],
  ])('%d: whole degrees %s, one decimal %s, prism %s', (value, degrees, oneDecimal, prism, pdWithDot) => {
    expect(formatAxis(value)).toBe(degrees);
    expect(formatPrismBase(value)).toBe(degrees);
    expect(formatPd(value)).toBe(oneDecimal);
    expect(formatBaseCurve(value)).toBe(oneDecimal);
    expect(formatDiameter(value)).toBe(oneDecimal);
    expect(formatPrism(value)).toBe(prism);
    expect(formatPd(value, '.')).toBe(pdWithDot);
  });

  it('keeps the separator for base curve, diameter and prism', () => {
    expect(formatBaseCurve(8.6, '.')).toBe('8.6');
    expect(formatDiameter(14.2, '.')).toBe('14.2');
    expect(formatPrism(0.75, '.')).toBe('0.75');
  });

  it.each<[PrescriptionValueField, number, string]>([
    ['sphere', -1.75, '-1,75'],
    ['cylinder', -0.5, '-0,50'],
    ['axis', 175, '175'],
    ['pd', 32, '32,0'],
    ['hpd', 21.5, '21,5'],
    ['addition', 2.25, '+2,25'],
    ['prism', 1, '1,00'],
    ['prismBase', 270, '270'],
    ['baseCurve', 8.4, '8,4'],
    ['diameter', 14, '14,0'],
  ])('formats %s %d as %s by field name', (field, value, text) => {
    expect(formatPrescriptionValue(field, value)).toBe(text);
  });

  it('passes the separator through by field name', () => {
    expect(formatPrescriptionValue('sphere', 0.25, '.')).toBe('+0.25');
  });
});
