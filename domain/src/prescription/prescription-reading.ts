import { checkPrescriptionValue } from './prescription-values.ts';
import type { PrescriptionValues } from './prescription-values.ts';

/*
 * Reading a glasses prescription from the text a photo of it gives (text recognition on the
 * shopper's device). Prescriptions are tables: a header row names the columns (Sph, Zyl, Achse…,
 * in the language of the country that wrote it) and one row per eye starts with the eye (R, OD,
 * rechts, OP, pravé…). Recognised text is never trusted: a number is kept only where it is a value
 * the §5 ranges and steps allow for its column, and the shopper checks every value afterwards.
 */

/** The values a prescription row may hold, in the order the configurator knows them. */
export const readablePrescriptionFields = [
  'sphere',
  'cylinder',
  'axis',
  'prism',
  'prismBase',
  'addition',
  'pd',
] as const;
export type ReadablePrescriptionField = (typeof readablePrescriptionFields)[number];

type Eye = 'right' | 'left';

/** Column names as opticians in the six countries abbreviate them; accents and case removed. */
const columnWords: Readonly<Record<ReadablePrescriptionField, readonly string[]>> = {
  sphere: ['SPH', 'SPHARE', 'SPHAERE', 'SPHERE', 'SFERA', 'SF', 'SPHAR'],
  cylinder: ['CYL', 'ZYL', 'ZYLINDER', 'CYLINDER', 'CYLINDRE', 'CIL', 'CILINDRO', 'CYLINDR'],
  axis: ['ACH', 'ACHSE', 'AX', 'AXIS', 'AXE', 'ASSE', 'OSA', 'OS', 'A'],
  prism: ['PRISMA', 'PRISM', 'PRISME', 'PRIS', 'PR', 'PRYZMAT', 'HRANOL'],
  prismBase: ['BASIS', 'BASE', 'BAZA', 'BASI', 'B'],
  addition: ['ADD', 'ADDITION', 'ADDIZIONE', 'ADDYCJA', 'ADICE', 'NAHZUSATZ'],
  pd: ['PD', 'PUPILLENDISTANZ', 'DP', 'EP', 'RPD', 'LPD'],
};

/** The words that start an eye's row: German, French, Italian, Polish, Czech and Latin. */
const eyeWords: Readonly<Record<Eye, readonly string[]>> = {
  right: [
    'R',
    'RE',
    'RECHTS',
    'RECHTES',
    'OD',
    'RIGHT',
    'DROIT',
    'D',
    'DX',
    'DESTRO',
    'P',
    'PRAWE',
    'PRAWY',
    'OP',
    'PRAVE',
    'PRAVA',
    'PRAVY',
  ],
  left: [
    'L',
    'LI',
    'LINKS',
    'LINKES',
    'OS',
    'OG',
    'LEFT',
    'GAUCHE',
    'G',
    'SX',
    'SINISTRO',
    'LEWE',
    'LEWY',
    'OL',
    'LEVE',
    'LEVA',
    'LEVY',
  ],
};

/** Words of an eye's column header ("Auge") and filler after the eye ("rechtes Auge"). */
const eyeColumnWords = new Set(['AUGE', 'OKO', 'OCCHIO', 'OEIL', 'EYE', 'OCHIO']);

/** A word as the tables compare it: upper case, no accents, no punctuation around it. */
function plainWord(token: string): string {
  return token
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[Łł]/g, 'L')
    .toUpperCase()
    .replace(/^[^\p{L}\d+\-±]+|[^\p{L}\d]+$/gu, '');
}

function columnOf(word: string): ReadablePrescriptionField | undefined {
  return readablePrescriptionFields.find((field) => columnWords[field].includes(word));
}

/**
 * What recognition makes of the short eye names in small print: a zero for the O, a five for the
 * S, a lower-case b for the D ("ob", "0s" for OD, OS).
 */
const eyeLookalikes: Readonly<Record<string, string>> = {
  OB: 'OD',
  '0D': 'OD',
  '0B': 'OD',
  '0S': 'OS',
  O5: 'OS',
  '05': 'OS',
  '0G': 'OG',
  '0P': 'OP',
  '0L': 'OL',
};

/** The eye a row's first word names ("R", "OD", "R/OD", "rechts"). */
function eyeOf(word: string): Eye | undefined {
  const names = word
    .replace(/\.$/, '')
    .split('/')
    .map((name) => eyeLookalikes[name] ?? name);
  if (names.some((name) => eyeWords.right.includes(name))) return 'right';
  if (names.some((name) => eyeWords.left.includes(name))) return 'left';
  return undefined;
}

/** A number as prescriptions write it: a sign (typographic minus too), a decimal comma or point, a degree sign. */
function numberOf(token: string): number | undefined {
  const plain = token
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(',', '.')
    .replace(/[°º]$/, '');
  const match = /^([+\-±]?)(\d{1,3}(?:\.\d{1,2})?)$/.exec(plain);
  if (!match) return undefined;
  const magnitude = Number(match[2]);
  return match[1] === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** A cell left empty on purpose: a dash or a slash alone. */
function isEmptyCell(token: string): boolean {
  return /^[-\u2212\u2013\u2014/]+$/.test(token);
}

function fits(field: ReadablePrescriptionField, value: number): boolean {
  return checkPrescriptionValue(field, value).ok;
}

type Cell =
  { kind: 'number'; value: number } | { kind: 'empty' } | { kind: 'label'; field: ReadablePrescriptionField };

function cellsOf(tokens: readonly string[]): Cell[] {
  return tokens.flatMap((token): Cell[] => {
    if (isEmptyCell(token)) return [{ kind: 'empty' }];
    const value = numberOf(token);
    if (value !== undefined) return [{ kind: 'number', value }];
    const field = columnOf(plainWord(token));
    return field ? [{ kind: 'label', field }] : [];
  });
}

/**
 * One eye's row as values. A label before a number names its column ("Sph -2,25 Zyl -0,5 A 90");
 * otherwise numbers fill the header's columns in order, a column whose range the number does not
 * fit being taken as left empty, so a missing cell does not shift the rest, and a number that
 * fits no column (misread) taking its column without a value.
 */
function rowValues(
  cells: readonly Cell[],
  columns: readonly ReadablePrescriptionField[],
): Partial<Record<ReadablePrescriptionField, number>> {
  const values: Partial<Record<ReadablePrescriptionField, number>> = {};
  let column = 0;
  let labelled: ReadablePrescriptionField | undefined;
  for (const cell of cells) {
    if (cell.kind === 'label') {
      labelled = cell.field;
      continue;
    }
    if (cell.kind === 'empty') {
      if (labelled) labelled = undefined;
      else column += 1;
      continue;
    }
    if (labelled) {
      if (fits(labelled, cell.value)) values[labelled] = cell.value;
      column = Math.max(column, columns.indexOf(labelled) + 1);
      labelled = undefined;
      continue;
    }
    const fitting = columns.findIndex((field, index) => index >= column && fits(field, cell.value));
    // Fits nowhere: a misread cell, which still takes its column.
    if (fitting === -1) {
      column += 1;
      continue;
    }
    values[columns[fitting]!] = cell.value;
    column = fitting + 1;
  }
  return values;
}

/** The columns a header line names, in order; undefined when the line is not a header. */
function headerColumns(tokens: readonly string[]): ReadablePrescriptionField[] | undefined {
  const words = tokens.map(plainWord).filter((word) => word !== '' && !eyeColumnWords.has(word));
  if (words.some((word) => numberOf(word) !== undefined)) return undefined;
  const columns = words.flatMap((word) => {
    const field = columnOf(word);
    return field ? [field] : [];
  });
  return columns.length >= 2 ? columns : undefined;
}

/** The order of columns when a prescription has no header the reading recognised. */
const usualColumns: readonly ReadablePrescriptionField[] = ['sphere', 'cylinder', 'axis', 'addition', 'pd'];

export interface PrescriptionReading {
  values: PrescriptionValues;
  /** How many values were read, both eyes together. */
  found: number;
}

/**
 * The values a prescription's recognised text holds, per eye, each one within its §5 range and
 * step; what could not be read stays unset. A pupil distance given once for both eyes ("PD 63")
 * is split in half, as the configurator's total PD is.
 */
export function readPrescriptionText(text: string): PrescriptionReading {
  let columns = usualColumns;
  const read: Record<Eye, Partial<Record<ReadablePrescriptionField, number>>> = { right: {}, left: {} };
  let totalPd: number | undefined;
  for (const line of text.split(/\r?\n/)) {
    const tokens = line
      .replace(/(\d)\s*,\s*(\d)/g, '$1,$2')
      .split(/[\s|:;]+/)
      .filter(Boolean);
    if (tokens.length === 0) continue;
    const header = headerColumns(tokens);
    if (header) {
      columns = header;
      continue;
    }
    const [first, ...rest] = tokens.map((token, index) => (index === 0 ? plainWord(token) : token));
    const eye = first === undefined ? undefined : eyeOf(first);
    if (eye) {
      const cells = cellsOf(rest.filter((token) => !eyeColumnWords.has(plainWord(token))));
      if (cells.some((cell) => cell.kind === 'number')) {
        read[eye] = { ...read[eye], ...rowValues(cells, columns) };
      }
      continue;
    }
    // "PD 63" or "PD 31,5 / 32" on a line of its own.
    if (first !== undefined && columnOf(first) === 'pd') {
      const numbers = rest
        .flatMap((token) => token.split('/'))
        .flatMap((token) => {
          const value = numberOf(token);
          return value === undefined ? [] : [value];
        });
      if (numbers.length >= 2 && fits('pd', numbers[0]!) && fits('pd', numbers[1]!)) {
        read.right.pd ??= numbers[0]!;
        read.left.pd ??= numbers[1]!;
      } else if (numbers.length === 1 && fits('pd', numbers[0]! / 2)) {
        totalPd = numbers[0]!;
      }
    }
  }
  if (totalPd !== undefined) {
    read.right.pd ??= totalPd / 2;
    read.left.pd ??= totalPd / 2;
  }
  return {
    values: { right: read.right, left: read.left },
    found: Object.keys(read.right).length + Object.keys(read.left).length,
  };
}
