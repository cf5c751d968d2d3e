import { cva, type VariantProps } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldBoundary, useField, useFieldControl } from '../field/field.tsx';
import { CheckIcon } from '../icons/icons.tsx';
import { cn } from '../lib/cn.ts';

/*
 * One choice out of a few, each a large card (a lens type with its price, a thickness tier, a
 * tint): a Radix RadioGroup whose items are the whole cards, so the target is the card and the
 * keyboard is the radio group's (Tab enters at the chosen card, all four arrow keys move and
 * choose). The group is named by the surrounding `Field`'s label or its own aria-label(ledby); a
 * card is named by its title alone and described by its other texts, so a screen reader says
 * "Gleitsichtgläser, radio button" and then the details rather than one long name.
 */

export const choiceCardGroupVariants = cva('group/choice-card-group grid grid-cols-1 gap-3', {
  variants: {
    // One column below `sm` whatever is asked: a card needs the width for its texts (and 400 % zoom
    // of a desktop window is a 320 px window).
    columns: {
      1: '',
      2: 'sm:grid-cols-2',
      3: 'sm:grid-cols-3',
    },
  },
  defaultVariants: { columns: 1 },
});

/** Props of `ChoiceCardGroup`: Radix RadioGroup root props and how many columns the cards take from `sm` up. */
export type ChoiceCardGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'orientation'> &
  VariantProps<typeof choiceCardGroupVariants>;

/** Inside a `Field` it takes its name (the label), description, invalid, required and disabled state from there. */
export function ChoiceCardGroup({
  className,
  columns,
  disabled,
  required,
  children,
  ...props
}: ChoiceCardGroupProps) {
  const field = useField();
  const controlProps = useFieldControl(props, { group: true });
  return (
    <RadioGroupPrimitive.Root
      data-slot="choice-card-group"
      data-columns={columns ?? 1}
      // No orientation for Radix, as in RadioGroup: with one it would ignore the other pair of
      // arrow keys, and the cards of a grid sit in rows and columns at once.
      disabled={disabled ?? field?.disabled}
      required={required ?? field?.required}
      className={cn(choiceCardGroupVariants({ columns }), className)}
      {...controlProps}
    >
      <FieldBoundary>{children}</FieldBoundary>
    </RadioGroupPrimitive.Root>
  );
}

export const choiceCardVariants = cva([
  'group/choice-card relative flex min-h-11 w-full cursor-pointer items-start gap-3 rounded-lg p-4 text-start',
  'border border-border-strong bg-surface wrap-break-word text-foreground',
  'transition duration-fast ease-standard motion-reduce:transition-none',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'enabled:data-[state=unchecked]:hover:border-foreground enabled:data-[state=unchecked]:hover:bg-surface-muted',
  // Checked: a 2 px accent edge (the border and an inset ring, so that nothing moves), a tint and
  // the filled check: more than a change of colour tells it apart.
  'data-[state=checked]:border-accent data-[state=checked]:bg-accent-subtle data-[state=checked]:inset-ring-1 data-[state=checked]:inset-ring-accent',
  'group-aria-invalid/choice-card-group:data-[state=unchecked]:border-danger',
  'disabled:cursor-not-allowed disabled:data-[state=unchecked]:border-border disabled:data-[state=unchecked]:bg-surface-muted',
]);

// A disabled card fades everything but its note, which says why and must stay readable (4.5:1).
const dimmedWhenDisabled = 'group-disabled/choice-card:opacity-60';

/** Props of `ChoiceCard`: a Radix RadioGroup item's props (`value`, `disabled`) and the card's contents. */
export type ChoiceCardProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children' | 'title'> & {
  /** The card's accessible name ("Gleitsichtgläser", "Extra dünn 1,67"). */
  title: ReactNode;
  /** Shown below the title and read out as the card's description. */
  description?: ReactNode;
  /** Shown at the top right ("+ 59,00 €", "inklusive"); read out after the description. */
  aside?: ReactNode;
  /** Decorative picture before the texts (an icon, a tint swatch); hidden from screen readers. */
  media?: ReactNode;
  /** Shown above the title (a `Badge` "Empfohlen"); read out after the price. */
  badge?: ReactNode;
  /** Shown below the description at full contrast, also when disabled ("Für Ihre Werte nicht erhältlich"); read out last. */
  note?: ReactNode;
};

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** One card of a `ChoiceCardGroup`: the whole card is the radio button. */
export function ChoiceCard({
  className,
  title,
  description,
  aside,
  media,
  badge,
  note,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...props
}: ChoiceCardProps) {
  const id = useId();
  const ids = {
    title: `${id}-title`,
    description: `${id}-description`,
    aside: `${id}-aside`,
    badge: `${id}-badge`,
    note: `${id}-note`,
  };
  const described = [
    present(description) && ids.description,
    present(aside) && ids.aside,
    present(badge) && ids.badge,
    present(note) && ids.note,
    describedBy,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <RadioGroupPrimitive.Item
      data-slot="choice-card"
      aria-labelledby={labelledBy ?? ids.title}
      aria-describedby={described || undefined}
      className={cn(choiceCardVariants(), className)}
      {...props}
    >
      <span
        data-slot="choice-card-indicator"
        aria-hidden
        className={cn(
          'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-border-strong bg-surface',
          'group-data-[state=checked]/choice-card:border-accent group-data-[state=checked]/choice-card:bg-accent group-data-[state=checked]/choice-card:text-accent-foreground',
          dimmedWhenDisabled,
        )}
      >
        <RadioGroupPrimitive.Indicator data-slot="choice-card-check" className="flex">
          <CheckIcon strokeWidth={3} className="size-4" />
        </RadioGroupPrimitive.Indicator>
      </span>
      {present(media) && (
        <span
          data-slot="choice-card-media"
          aria-hidden
          className={cn('flex shrink-0 items-center justify-center [&_svg]:size-10', dimmedWhenDisabled)}
        >
          {media}
        </span>
      )}
      <span data-slot="choice-card-body" className="flex min-w-0 flex-1 flex-col gap-1">
        {present(badge) && (
          <span id={ids.badge} data-slot="choice-card-badge" className={cn('flex', dimmedWhenDisabled)}>
            {badge}
          </span>
        )}
        <span
          data-slot="choice-card-heading"
          // The price wraps below a long title instead of squeezing it.
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5"
        >
          <span
            id={ids.title}
            data-slot="choice-card-title"
            className={cn('min-w-0 text-base font-semibold hyphens-auto', dimmedWhenDisabled)}
          >
            {title}
          </span>
          {present(aside) && (
            <span
              id={ids.aside}
              data-slot="choice-card-aside"
              className={cn('text-base font-semibold tabular-nums', dimmedWhenDisabled)}
            >
              {aside}
            </span>
          )}
        </span>
        {present(description) && (
          <span
            id={ids.description}
            data-slot="choice-card-description"
            className={cn('text-sm hyphens-auto text-foreground-muted', dimmedWhenDisabled)}
          >
            {description}
          </span>
        )}
        {present(note) && (
          <span id={ids.note} data-slot="choice-card-note" className="text-sm font-semibold text-foreground">
            {note}
          </span>
        )}
      </span>
    </RadioGroupPrimitive.Item>
  );
}
