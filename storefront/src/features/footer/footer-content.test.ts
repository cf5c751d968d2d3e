import { describe, expect, it } from 'vitest';
import { copyrightHolder, currentYear, footerContentOf } from './footer-content.ts';

const column = { _uid: 'c1', component: 'footer_column', headline: 'Service', links: [] };

describe('the global footer story', () => {
  it.each([
    [
      'columns and copyright',
      { component: 'footer', columns: [column], copyright: '© 2025 Lumen Optik AG' },
      { columns: [column], copyright: '© 2025 Lumen Optik AG' },
    ],
    ['no story', null, { columns: [] }],
    ['no columns', { component: 'footer' }, { columns: [] }],
    ['columns that are no blocks', { columns: 'Service' }, { columns: [] }],
    ['a copyright that is no text', { columns: [column], copyright: 2025 }, { columns: [column] }],
  ])('%s', (_case, content, footer) => {
    expect(footerContentOf(content)).toEqual(footer);
  });
});

describe('the copyright line', () => {
  it.each([
    ['© 2025 Lumen Optik AG', 'Lumen Optik AG'],
    ['©2025 Lumen Optik GmbH', 'Lumen Optik GmbH'],
    ['(c) 2019–2025 Lumen Optik', 'Lumen Optik'],
    ['Copyright 2025 Lumen Optyk sp. z o.o.', 'Lumen Optyk sp. z o.o.'],
    ['Lumen Optika s.r.o.', 'Lumen Optika s.r.o.'],
    ['© 2025', 'Lumen Optik'],
    ['', 'Lumen Optik'],
    [undefined, 'Lumen Optik'],
  ])('%j is held by %j', (line, holder) => {
    expect(copyrightHolder(line, 'Lumen Optik')).toBe(holder);
  });

  it.each([
    ['2025-12-31T22:30:00Z', 'Europe/Berlin', 2025],
    ['2025-12-31T23:30:00Z', 'Europe/Berlin', 2026],
    ['2025-12-31T23:30:00Z', 'Europe/Warsaw', 2026],
    ['2026-06-01T12:00:00Z', 'Europe/Zurich', 2026],
  ])('at %s in %s the year is %i', (instant, timeZone, year) => {
    expect(currentYear(timeZone, new Date(instant))).toBe(year);
  });
});
