import type { ListingSort } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Field, FieldLabel } from '../field/field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select.tsx';
import { cn } from '../lib/cn.ts';

/*
 * The listing's sort order (§9: price, new, reduction, each ascending or descending) as a labelled
 * `Select`. The page chooses which of the six orders to offer and names them; an item's value is
 * the order as the listing URL writes it (`price-asc`), so the choice can be read back from a form.
 */

export const sortSelectVariants = cva('', {
  variants: {
    layout: {
      // Label beside the select, as in a listing's toolbar.
      inline: 'flex-row items-center gap-3 [&>[data-slot=field-label]]:shrink-0',
      // Label above, as in a filter sheet on a phone.
      stacked: '',
    },
  },
  defaultVariants: { layout: 'inline' },
});

/** One offered order and its name ("Preis aufsteigend", "Nejnovější"). */
export type SortSelectOption = ListingSort & { label: string };

/** Props of `SortSelect`: the offered orders, the chosen one and the label. */
export type SortSelectProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> &
  VariantProps<typeof sortSelectVariants> &
  Pick<ComponentProps<typeof SelectTrigger>, 'size'> & {
    /** The visible label ("Sortieren nach", "Trier par", "Sortuj według"). */
    label: string;
    options: readonly SortSelectOption[];
    /** The chosen order (controlled); `null` for none, which shows the placeholder. */
    value?: ListingSort | null;
    /** The order chosen at first (uncontrolled). */
    defaultValue?: ListingSort;
    /** Called with the newly chosen order. */
    onValueChange?: (sort: ListingSort) => void;
    /** Shown while no order is chosen ("Empfehlung", "Doporučené"). */
    placeholder?: string;
    disabled?: boolean;
    /** The form field name; the submitted value is the URL's `price-asc` form. */
    name?: string;
  };

/** The listing URL's spelling of an order (§2 `sort=price-asc`). */
function sortKey(sort: ListingSort): string {
  return `${sort.by}-${sort.direction}`;
}

export function SortSelect({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  name,
  size,
  layout,
  className,
  ...props
}: SortSelectProps) {
  // The chosen order's name as the trigger's text from the first HTML on: Radix fills the text in
  // only once the page has hydrated, which would leave the server's trigger blank.
  const chosen = value ? options.find((option) => sortKey(option) === sortKey(value)) : undefined;

  function handleValueChange(key: string) {
    const option = options.find((candidate) => sortKey(candidate) === key);
    if (option) onValueChange?.({ by: option.by, direction: option.direction });
  }

  return (
    <Field
      data-slot="sort-select"
      disabled={disabled}
      className={cn(sortSelectVariants({ layout }), className)}
      {...props}
    >
      <FieldLabel>{label}</FieldLabel>
      <Select
        // Radix reads '' as "nothing chosen" and shows the placeholder.
        value={value === undefined ? undefined : value === null ? '' : sortKey(value)}
        defaultValue={defaultValue && sortKey(defaultValue)}
        onValueChange={handleValueChange}
        name={name}
      >
        <SelectTrigger size={size} className={cn(layout !== 'stacked' && 'w-auto min-w-48')}>
          <SelectValue placeholder={placeholder}>{chosen?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent align="end">
          {options.map((option) => (
            <SelectItem key={sortKey(option)} value={sortKey(option)}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
