/**
 * A prescription value as the configurator holds it: a number once chosen, `null` when the
 * customer chose "none" or the prescription leaves the field empty (shown as "-"), and `undefined`
 * while nothing has been chosen yet (shown as "--"). §5 names the two dashes; the mapping is ours.
 */
export type PrescriptionNumber = number | null | undefined;

/** §5: an unset value shows a dash. */
export const unsetValueText = '-';
/** §5: two dashes mean not yet chosen. */
export const notChosenValueText = '--';

/** All nine shops write a decimal comma; the parameter exists for data exports and tests. */
export type DecimalSeparator = ',' | '.';
export const defaultDecimalSeparator: DecimalSeparator = ',';

interface NumberStyle {
  decimals: number;
  /** Prescriptions always show the sign of a power: +1,25 and -2,50; zero is ±0,00. */
  signed: boolean;
}

function formatNumber(value: PrescriptionNumber, style: NumberStyle, separator: DecimalSeparator): string {
  if (value === undefined) return notChosenValueText;
  if (value === null) return unsetValueText;
  if (!Number.isFinite(value)) throw new Error(`a prescription value must be a finite number, got ${value}`);
  const scale = 10 ** style.decimals;
  // Rounded half up by magnitude so -0.125 and 0.125 round alike. toPrecision(12) first undoes
  // binary noise (1.005 * 100 is 100.49999999999999), then the text is built from integers.
  const magnitude = Math.round(Number((Math.abs(value) * scale).toPrecision(12)));
  const whole = String(Math.floor(magnitude / scale));
  const text =
    style.decimals === 0
      ? whole
      : `${whole}${separator}${String(magnitude % scale).padStart(style.decimals, '0')}`;
  if (magnitude === 0) return style.signed ? `±${text}` : text;
  if (value < 0) return `-${text}`;
  return style.signed ? `+${text}` : text;
}

const signedPower: NumberStyle = { decimals: 2, signed: true };

/**
 * §5 sphere in dioptres, two decimals with sign: `formatSphere(-2.5)` → `-2,50`, `1.25` → `+1,25`.
 * Zero is `±0,00`, as opticians write a plano power on a prescription. Units (dpt, °, mm) belong
 * to the labels, so a table column names them once.
 */
export function formatSphere(
  value: PrescriptionNumber,
  separator: DecimalSeparator = defaultDecimalSeparator,
): string {
  return formatNumber(value, signedPower, separator);
}

/** §5 cylinder in dioptres, two decimals with sign (`-0,75`, `±0,00`). */
export function formatCylinder(
  value: PrescriptionNumber,
  separator: DecimalSeparator = defaultDecimalSeparator,
): string {
  return formatNumber(value, signedPower, separator);
}

/** §5 addition in dioptres, two decimals with sign (`+2,00`). */
export function formatAddition(
  value: PrescriptionNumber,
  separator: DecimalSeparator = defaultDecimalSeparator,
): string {
  return formatNumber(value, signedPower, separator);
}

/** §5 axis in whole degrees (`90`). */
export function formatAxis(value: PrescriptionNumber): string {
  return formatNumber(value, { decimals: 0, signed: false }, defaultDecimalSeparator);
}

/** §5 pupillary distance in millimetres, one decimal (`31,5`); the pupil height (hpd) is written alike. */
export function formatPd(
  value: PrescriptionNumber,
  separator: DecimalSeparator = defaultDecimalSeparator,
): string {
  return formatNumber(value, { decimals: 1, signed: false }, separator);
}

/** §5 contact lens base curve in millimetres, one decimal (`8,6`). */
export function formatBaseCurve(
  value: PrescriptionNumber,
  separator: DecimalSeparator = defaultDecimalSeparator,
): string {
  return formatNumber(value, { decimals: 1, signed: false }, separator);
}

/** §5 contact lens diameter in millimetres, one decimal (`14,2`). */
export function formatDiameter(
  value: PrescriptionNumber,
  separator: DecimalSeparator = defaultDecimalSeparator,
): string {
  return formatNumber(value, { decimals: 1, signed: false }, separator);
}

/** §5 prism in prism dioptres, two decimals without sign (`1,50`); its direction is the prism base. */
export function formatPrism(
  value: PrescriptionNumber,
  separator: DecimalSeparator = defaultDecimalSeparator,
): string {
  return formatNumber(value, { decimals: 2, signed: false }, separator);
}

/** §5 prism base in whole degrees (`270`). */
export function formatPrismBase(value: PrescriptionNumber): string {
  return formatNumber(value, { decimals: 0, signed: false }, defaultDecimalSeparator);
}

/** The numeric prescription values of one eye (§3), each with its §5 format. */
export const prescriptionValueFormatters = {
  sphere: formatSphere,
  cylinder: formatCylinder,
  axis: formatAxis,
  pd: formatPd,
  hpd: formatPd,
  addition: formatAddition,
  prism: formatPrism,
  prismBase: formatPrismBase,
  baseCurve: formatBaseCurve,
  diameter: formatDiameter,
} as const satisfies Record<string, (value: PrescriptionNumber, separator: DecimalSeparator) => string>;
export type PrescriptionValueField = keyof typeof prescriptionValueFormatters;

/** Formats any numeric prescription value by its field name, for tables that loop over fields. */
export function formatPrescriptionValue(
  field: PrescriptionValueField,
  value: PrescriptionNumber,
  separator: DecimalSeparator = defaultDecimalSeparator,
): string {
  return prescriptionValueFormatters[field](value, separator);
}
