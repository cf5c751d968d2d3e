/** Calendar dates as `YYYY-MM-DD`: deliveries fall on days, not instants, so no time zone enters. */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(date: IsoDate): Date {
  const match = isoDatePattern.exec(date);
  if (!match) throw new Error(`Not an ISO date: ${date}`);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (utc.toISOString().slice(0, 10) !== date) throw new Error(`Not a real date: ${date}`);
  return utc;
}

export function isIsoDate(value: string): boolean {
  try {
    toUtc(value);
    return true;
  } catch {
    return false;
  }
}

/** Adds calendar months; the 31st becomes the last day of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const start = toUtc(date);
  const targetMonth = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  const result = new Date(
    Date.UTC(start.getUTCFullYear(), targetMonth, Math.min(start.getUTCDate(), lastDay)),
  );
  return result.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const result = toUtc(date);
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
}
