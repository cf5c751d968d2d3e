import type { OpeningDay } from '@lumen/domain';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** Props of `OpeningHours`: a branch's week, the day that is today, and the words around it. */
export type OpeningHoursProps = Omit<ComponentProps<'table'>, 'children'> & {
  /**
   * Seven days (the domain's `openingWeek`), each with its periods; none is closed. A day closed
   * for a holiday (`closed`) says so with the holiday's name; a day with a date shows it.
   */
  days: readonly OpeningDay[];
  /** ISO weekday of today in the branch's time zone: that row is marked, in words as well. */
  today?: number | undefined;
  /** The table's caption ("Öffnungszeiten"). */
  caption: ReactNode;
  /** The weekday's name in the shop's language (1 = Monday). */
  dayName: (day: number) => string;
  /** A day without periods ("geschlossen"). */
  closedLabel: string;
  /** Beside today's name ("heute"). */
  todayLabel: string;
  /** A time as the shop's locale writes it; `HH:MM` as given by default. */
  formatTime?: (time: string) => string;
  /** A day's date as the shop's locale writes it ("24.12."), for days that carry one. */
  formatDate?: (date: string) => string;
};

/**
 * A branch's opening hours for the week as a table, one row per day, a day with a lunch break
 * showing both periods and a holiday its name. Today's row is set apart by weight and background and says "today" in
 * words, so it is not told by colour alone (WCAG 1.4.1).
 */
export function OpeningHours({
  days,
  today,
  caption,
  dayName,
  closedLabel,
  todayLabel,
  formatTime = (time) => time,
  formatDate,
  className,
  ...props
}: OpeningHoursProps) {
  return (
    <table data-slot="opening-hours" className={cn('w-full border-collapse text-sm', className)} {...props}>
      <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
      <tbody>
        {days.map(({ day, periods, date, closed }) => {
          const isToday = day === today;
          return (
            <tr
              key={date ?? day}
              data-closed-day={closed ? '' : undefined}
              data-today={isToday || undefined}
              className="group border-b border-border last:border-b-0 data-today:bg-surface-muted data-today:font-semibold"
            >
              <th
                scope="row"
                className="py-2 pr-4 pl-2 text-left align-top font-normal group-data-today:font-semibold"
              >
                {dayName(day)}
                {date && formatDate && <span className="tabular-nums">, {formatDate(date)}</span>}
                {isToday && (
                  <>
                    {' '}
                    <span className="text-xs font-normal text-foreground-muted">({todayLabel})</span>
                  </>
                )}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">
                {closed ? (
                  <span className="text-foreground-muted">
                    {closedLabel} <span className="block text-xs">({closed.name})</span>
                  </span>
                ) : periods.length === 0 ? (
                  <span className="text-foreground-muted">{closedLabel}</span>
                ) : (
                  periods.map((period, index) => (
                    <span key={period.opens} className="block">
                      {formatTime(period.opens)}–{formatTime(period.closes)}
                      {index < periods.length - 1 && <span className="sr-only">,</span>}
                    </span>
                  ))
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Props of `OpeningStatus`: whether the branch is open now, and the sentence that says it. */
export type OpeningStatusProps = Omit<ComponentProps<'p'>, 'children'> & {
  open: boolean;
  /** "Jetzt geöffnet · schließt um 18:30", "Geschlossen · öffnet Montag um 09:00". */
  children: ReactNode;
};

/** Whether a branch is open now: a dot and a sentence; the sentence carries the meaning (WCAG 1.4.1). */
export function OpeningStatus({ open, className, children, ...props }: OpeningStatusProps) {
  return (
    <p
      data-slot="opening-status"
      data-open={open}
      className={cn('flex items-start gap-2 text-sm font-semibold', className)}
      {...props}
    >
      <span aria-hidden className="flex h-[1lh] shrink-0 items-center">
        <span className={cn('size-2.5 rounded-full', open ? 'bg-success' : 'bg-danger')} />
      </span>
      <span>{children}</span>
    </p>
  );
}
