import { describe, expect, it } from 'vitest';
import { readPrescriptionText } from './prescription-reading.ts';

/*
 * §3 prescription values read from a photo's recognised text (the configurator's prescription
 * loader, issue 21): the tables opticians in the six countries write, and what recognition gets
 * wrong. A value is kept only within its §5 range and step.
 */

describe('§3 reading the values of a glasses prescription from recognised text', () => {
  it.each([
    [
      'a German table with a header and both eyes',
      [
        'Brillenverordnung',
        'Auge  Sph    Zyl    Achse  Add   PD',
        'R     -2,25  -0,50  90°    +1,50 31,5',
        'L     -1,75  -0,75  85     +1,50 32',
      ].join('\n'),
      {
        right: { sphere: -2.25, cylinder: -0.5, axis: 90, addition: 1.5, pd: 31.5 },
        left: { sphere: -1.75, cylinder: -0.75, axis: 85, addition: 1.5, pd: 32 },
      },
    ],
    [
      'French OD/OG with a total pupil distance on a line of its own',
      ['Sphère Cylindre Axe', 'OD +1.25 -0.25 180', 'OG +1.00', 'PD: 64'].join('\n'),
      { right: { sphere: 1.25, cylinder: -0.25, axis: 180, pd: 32 }, left: { sphere: 1, pd: 32 } },
    ],
    [
      'Italian OD/OS with prism and base',
      ['Sfera Cilindro Asse Prisma Base', 'OD -3,00 -1,00 10 1,00 90', 'OS -3,25 - - - -'].join('\n'),
      {
        right: { sphere: -3, cylinder: -1, axis: 10, prism: 1, prismBase: 90 },
        left: { sphere: -3.25 },
      },
    ],
    [
      'Polish OP/OL, the axis column written "Oś"',
      ['Sfera Cylinder Oś', 'OP −0,50 −0,25 170', 'OL −0,75 −0,25 10'].join('\n'),
      {
        right: { sphere: -0.5, cylinder: -0.25, axis: 170 },
        left: { sphere: -0.75, cylinder: -0.25, axis: 10 },
      },
    ],
    [
      'Czech pravé/levé with labels in the rows and PD per eye',
      ['pravé: Sph +2,00 Cyl -0,50 Osa 45', 'levé: Sph +2,25', 'PD 31 / 31,5'].join('\n'),
      { right: { sphere: 2, cylinder: -0.5, axis: 45, pd: 31 }, left: { sphere: 2.25, pd: 31.5 } },
    ],
    [
      'empty cylinder and axis cells: each number goes to the next column its range fits',
      ['Sph Zyl Achse Add', 'R +1,00 90 1,25', 'L -1,00 -0,50 90 1,25'].join('\n'),
      {
        right: { sphere: 1, axis: 90, addition: 1.25 },
        left: { sphere: -1, cylinder: -0.5, axis: 90, addition: 1.25 },
      },
    ],
    [
      'OD and OS as recognition misreads them in small print ("ob", "0s")',
      ['Sfera Cilindro Asse', 'ob -0,75 -0,50     90°', '0s -0,50 -0,25     85°', 'DP 63'].join('\n'),
      {
        right: { sphere: -0.75, cylinder: -0.5, axis: 90, pd: 31.5 },
        left: { sphere: -0.5, cylinder: -0.25, axis: 85, pd: 31.5 },
      },
    ],
    [
      'no header: the usual order sphere, cylinder, axis',
      ['R/OD -4,50 -1,25 5', 'L/OS -4,00 -1,00 175'].join('\n'),
      { right: { sphere: -4.5, cylinder: -1.25, axis: 5 }, left: { sphere: -4, cylinder: -1, axis: 175 } },
    ],
  ])('%s', (_case, text, values) => {
    const reading = readPrescriptionText(text);
    expect(reading.values).toEqual(values);
    expect(reading.found).toBe(Object.keys(values.right).length + Object.keys(values.left).length);
  });

  it.each([
    [
      'a sphere off the quarter step (a misread digit)',
      'Sph Zyl Achse\nR -2,30 -0,50 90',
      { cylinder: -0.5, axis: 90 },
    ],
    ['a sphere beyond ±20', 'Sph Zyl Achse\nR -25,00 -0,25 90', { cylinder: -0.25, axis: 90 }],
    ['an axis beyond 180° is no axis', 'Sph Zyl Achse\nR -1,00 -0,50 270', { sphere: -1, cylinder: -0.5 }],
    ['a pupil distance of 12 mm per eye', 'Sph PD\nR -1,00 12', { sphere: -1 }],
  ])('§5 leaves a value unset that no prescription holds: %s', (_case, text, right) => {
    expect(readPrescriptionText(text).values.right).toEqual(right);
  });

  it('reads nothing from a text that is no prescription', () => {
    const reading = readPrescriptionText('Rechnung Nr. 2024-113\nBetrag 129,00 EUR\nVielen Dank');
    expect(reading).toEqual({ values: { right: {}, left: {} }, found: 0 });
  });
});
