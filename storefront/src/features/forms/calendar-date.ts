import type { CalendarDate } from '@lumen/domain';

/** `dd.mm.yyyy` as the field holds it → the api's ISO date; the field's own check ran before. */
export function isoDateOf(date: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}
