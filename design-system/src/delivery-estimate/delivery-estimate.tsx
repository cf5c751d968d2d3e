import { type DeliveryDate, type PriceFormatting } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/*
 * When a package is expected (§3 Delivery `deliveryDate.min`/`max`), as the shop's locale writes a
 * span of days: "24.–26. November" (de), "24–26 novembre" (fr), "24–26 listopada" (pl). Intl's
 * `formatRange` merges what both ends share and collapses a one-day window to one date. The
 * sentence around the dates comes in as a template.
 */
export const deliveryEstimateVariants = cva('flex items-start gap-2 text-foreground [&_svg]:shrink-0', {
  variants: {
    size: {
      sm: 'text-xs [&_svg]:size-4',
      md: 'text-sm [&_svg]:size-5',
    },
  },
  defaultVariants: { size: 'md' },
});

/** How the dates are written unless a caller asks for more (a weekday, say). */
export const deliveryDateFormat: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };

// A bare day (`2025-11-24`) is a calendar day, not an instant: it must not move with a time zone.
const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

/** Props of `DeliveryEstimate`: the delivery window, the shop that formats it and the sentence. */
export type DeliveryEstimateProps = Omit<ComponentProps<'p'>, 'children'> &
  VariantProps<typeof deliveryEstimateVariants> & {
    /** §3 `deliveryDate`: days (`2025-11-24`) or timestamps with an offset; min not after max. */
    deliveryDate: DeliveryDate;
    /**
     * The shop whose locale writes the dates. Its `intlLocaleOverwrite` is about numbers (fr-ch
     * writes prices as de-CH does): month names stay in the shop's own language.
     */
    shop: Pick<PriceFormatting, 'locale' | 'intlLocaleOverwrite'>;
    /** The sentence around the formatted dates (`(dates) => \`Lieferung ${dates}\``). */
    label: (dates: string) => string;
    /** Intl options for the dates; by default day and long month name. */
    dateFormat?: Intl.DateTimeFormatOptions;
    /**
     * The time zone that turns timestamps into days; bare days are calendar days and never shift.
     * Defaults to UTC so that the server and the browser write the same day.
     */
    timeZone?: string;
    /** A decorative icon before the text (a delivery van). */
    icon?: ReactNode;
  };

/** The calendar day a moment falls on in `timeZone`, as UTC midnight; a bare day is that day. */
function calendarDay(moment: string, timeZone: string): Date {
  if (dayOnly.test(moment)) return new Date(moment);
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/** The window's dates as the locale writes a range of days ("24.–26. November"). */
export function formatDeliveryWindow(
  { min, max }: DeliveryDate,
  locale: string,
  dateFormat: Intl.DateTimeFormatOptions = deliveryDateFormat,
  timeZone = 'UTC',
): string {
  // Both ends are reduced to days and written in UTC, so that a bare day never shifts.
  const formatter = new Intl.DateTimeFormat(locale, { ...dateFormat, timeZone: 'UTC' });
  // ICU versions disagree on the space around the range's dash (Node writes thin spaces, Chromium
  // plain ones): one spelling, so the server's HTML and the browser's render are the same text.
  return formatter
    .formatRange(calendarDay(min, timeZone), calendarDay(max, timeZone))
    .replace(/\u2009/g, ' ')
    .replace(/\u202f/g, '\u00a0');
}

export function DeliveryEstimate({
  deliveryDate,
  shop,
  label,
  dateFormat,
  timeZone,
  icon,
  size,
  className,
  ...props
}: DeliveryEstimateProps) {
  const dates = formatDeliveryWindow(deliveryDate, shop.locale, dateFormat, timeZone);
  return (
    <p data-slot="delivery-estimate" className={cn(deliveryEstimateVariants({ size }), className)} {...props}>
      {icon && (
        // One line high, so the icon stays beside the first line when the sentence wraps.
        <span
          data-slot="delivery-estimate-icon"
          aria-hidden
          className="flex h-[1lh] items-center text-foreground-muted"
        >
          {icon}
        </span>
      )}
      <span data-slot="delivery-estimate-text">{label(dates)}</span>
    </p>
  );
}
