import { cmsColour } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Collapsible as CollapsiblePrimitive, Slider as SliderPrimitive } from 'radix-ui';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { NativeCheckbox } from '../checkbox/native-checkbox.tsx';
import { CountBadge } from '../count-badge/count-badge.tsx';
import { Field, FieldLabel } from '../field/field.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { ChevronDownIcon } from '../icons/form-icons.tsx';
import { Input } from '../input/input.tsx';
import { Switch } from '../switch/switch.tsx';
import { cn } from '../lib/cn.ts';

/*
 * The parts of a listing's filter panel (§2 listing filters, §3 filter types boolean, attributes
 * and range): a collapsible `FilterGroup` per filter, a `BooleanFilter` (switch or checkbox), an
 * `AttributeFilter` (checkbox list, with colour swatches when the values carry a hex colour, and
 * "show more" beyond a number of values), a `RangeFilter` (two-thumb Radix Slider with min and max
 * inputs) and `ActiveFilters` (chips that remove one value, and "reset all"). Every part takes its
 * texts and counts as props and reports the new selection; the page turns it into the listing URL.
 * Given a `name`, a part is also a plain form's control (native checkboxes, named inputs), so a
 * listing's filter form works as a GET form before scripts load and without them.
 */

export const filterPanelVariants = cva('flex w-full flex-col', {
  variants: {
    layout: {
      // Groups separated by lines, as in a listing's side column or a filter sheet.
      stacked: 'divide-y divide-border border-y border-border',
      // Groups without lines, inside a container that draws its own.
      plain: 'gap-4',
    },
  },
  defaultVariants: { layout: 'stacked' },
});

/** Props of `FilterPanel`: a region holding the filter groups, named for screen readers. */
export type FilterPanelProps = ComponentProps<'section'> &
  VariantProps<typeof filterPanelVariants> & {
    /** Name of the region ("Filter", "Filtres", "Filtry"). */
    label: string;
  };

export function FilterPanel({ label, layout, className, ...props }: FilterPanelProps) {
  return (
    <section
      data-slot="filter-panel"
      aria-label={label}
      className={cn(filterPanelVariants({ layout }), className)}
      {...props}
    />
  );
}

/** Whole numbers as text; pages pass a locale's `Intl.NumberFormat` for counts above 999. */
function defaultFormatCount(count: number): string {
  return String(count);
}

function ProductCount({ count, formatCount }: { count: number; formatCount: (count: number) => string }) {
  return (
    <span data-slot="filter-count" className="font-normal text-foreground-muted tabular-nums">
      ({formatCount(count)})
    </span>
  );
}

/* ------------------------------------------------------------------------------------------------
 * FilterGroup
 * ----------------------------------------------------------------------------------------------*/

/** Props of `FilterGroup`: the filter's name, how many of its values are active, and its controls. */
export type FilterGroupProps = ComponentProps<typeof CollapsiblePrimitive.Root> & {
  /** The filter's name, the header's text ("Marke", "Couleur", "Cena"). */
  title: string;
  /** How many values of the filter are active; shown as a badge from 1 up. */
  activeCount?: number;
  /** What screen readers hear for the badge ("2 ausgewählt", "2 sélectionnés"). */
  activeCountLabel?: (count: number) => string;
};

/**
 * A filter's section: a header button (in an `<h3>`) that shows and hides its controls, with the
 * number of active values beside the name. Open by default.
 */
export function FilterGroup({
  title,
  activeCount = 0,
  activeCountLabel = String,
  defaultOpen = true,
  className,
  children,
  ...props
}: FilterGroupProps) {
  return (
    <CollapsiblePrimitive.Root
      data-slot="filter-group"
      defaultOpen={defaultOpen}
      className={cn('py-1', className)}
      {...props}
    >
      <h3 data-slot="filter-group-header" className="flex">
        <CollapsiblePrimitive.Trigger
          data-slot="filter-group-trigger"
          className={cn(
            'flex min-h-12 flex-1 cursor-pointer items-center gap-2 text-left text-base font-semibold text-foreground',
            'transition-colors duration-fast ease-standard hover:text-accent',
            '[&[data-state=open]>[data-slot=filter-group-chevron]]:rotate-180',
          )}
        >
          <span className="min-w-0 flex-1">{title}</span>
          <CountBadge count={activeCount} label={activeCountLabel(activeCount)} />
          <ChevronDownIcon
            data-slot="filter-group-chevron"
            className="size-5 shrink-0 text-foreground-muted transition-transform duration-normal ease-standard motion-reduce:transition-none"
          />
        </CollapsiblePrimitive.Trigger>
      </h3>
      <CollapsiblePrimitive.Content
        data-slot="filter-group-content"
        className={cn(
          'overflow-hidden',
          // The accordion's height animation, fed with the height Radix measured for the collapsible.
          '[--radix-accordion-content-height:var(--radix-collapsible-content-height)]',
          'motion-safe:data-[state=closed]:animate-accordion-up motion-safe:data-[state=open]:animate-accordion-down',
        )}
      >
        {/* Padding on an inner box: on the panel it would stay visible at height 0; the side
            padding keeps the controls' focus rings inside the clipped panel. */}
        <div className="px-1 pt-1 pb-4">{children}</div>
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}

/* ------------------------------------------------------------------------------------------------
 * BooleanFilter
 * ----------------------------------------------------------------------------------------------*/

/** Props of `BooleanFilter`: a yes/no filter (§3 boolean, `filters[{slug}]=true`) and its product count. */
export type BooleanFilterProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultChecked'> & {
  /** The filter's name ("Nur Online-exklusive Modelle", "Uniquement en stock"). */
  label: string;
  /** How many products the filter leaves (§3 `productCount` of the `true` value). */
  count?: number;
  formatCount?: (count: number) => string;
  /** `switch` sits at the end of the row; `checkbox` before the label, as in a list of values. */
  control?: 'switch' | 'checkbox';
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Off by default when the filter would leave no product and is not on. */
  disabled?: boolean;
  /**
   * As a plain form's control: a native checkbox submitted as `name=true` (the listing URL's
   * `filters[{slug}]=true`), whatever `control` says.
   */
  name?: string;
};

export function BooleanFilter({
  label,
  count,
  formatCount = defaultFormatCount,
  control = 'switch',
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  name,
  className,
  ...props
}: BooleanFilterProps) {
  const [checked, setChecked] = useControllableState({
    prop: checkedProp,
    defaultProp: defaultChecked,
    onChange: onCheckedChange,
    caller: 'BooleanFilter',
  });
  const inactive = disabled ?? (count === 0 && !checked);
  const text = (
    <FieldLabel className="min-w-0 flex-1 cursor-pointer font-normal">
      {label} {count !== undefined && <ProductCount count={count} formatCount={formatCount} />}
    </FieldLabel>
  );
  return (
    <Field
      data-slot="boolean-filter"
      orientation="horizontal"
      disabled={inactive}
      className={cn('min-h-11 items-center', className)}
      {...props}
    >
      {name !== undefined ? (
        <>
          <NativeCheckbox
            name={name}
            value="true"
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
          {text}
        </>
      ) : control === 'switch' ? (
        <>
          {text}
          <Switch checked={checked} onCheckedChange={setChecked} />
        </>
      ) : (
        <>
          <Checkbox checked={checked} onCheckedChange={(next) => setChecked(next === true)} />
          {text}
        </>
      )}
    </Field>
  );
}

/* ------------------------------------------------------------------------------------------------
 * AttributeFilter
 * ----------------------------------------------------------------------------------------------*/

/** One value of an attribute filter (§3 attributes: id, name, productCount; a colour's hex). */
export type AttributeFilterValue = {
  id: string;
  label: string;
  count: number;
  /** The value's colour ("#1d1d1b"); only a full hex colour is drawn (domain's `cmsColour`). */
  hex?: string;
  /**
   * A picture of the value beside its label: an icon of the §2 icon sets (face shape, frame shape,
   * rim type, head width). Decorative: the label names the value.
   */
  icon?: ReactNode;
};

export const attributeFilterVariants = cva('flex flex-col', {
  variants: {
    variant: {
      list: 'gap-0.5',
      // Colours side by side where there is room for two (a wide sheet), else one below the other.
      swatches: 'grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-4 gap-y-0.5',
    },
  },
  defaultVariants: { variant: 'list' },
});

/** Props of `AttributeFilter`: the values with counts, the chosen ids and the "show more" texts. */
export type AttributeFilterProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> &
  VariantProps<typeof attributeFilterVariants> & {
    /** The filter's name, naming the group of checkboxes ("Marke", "Kolor"). */
    label: string;
    values: readonly AttributeFilterValue[];
    /** The chosen value ids (controlled). */
    selected?: readonly string[];
    defaultSelected?: readonly string[];
    /** Called with every chosen id, in the order of `values`. */
    onSelectedChange?: (selected: string[]) => void;
    formatCount?: (count: number) => string;
    /** How many values show before "show more"; all when not set. */
    visibleCount?: number;
    /** Text of the button that shows the rest ("12 weitere anzeigen"). */
    showMoreLabel?: (hiddenCount: number) => string;
    /** Text of the button that hides them again ("Weniger anzeigen"). */
    showLessLabel?: string;
    /**
     * As a plain form's control: each value is a native checkbox submitted as `name=id`
     * (`filters[frameShape]=3001`), so a GET form filters without scripts.
     */
    name?: string;
  };

/**
 * A checkbox per value with its product count. With `variant="swatches"` (the default when every
 * value has a hex colour) each value shows its colour; the name stays, so colour is never the only cue.
 * Values beyond `visibleCount` hide behind a "show more" button, unless one of them is chosen.
 */
export function AttributeFilter({
  label,
  values,
  selected: selectedProp,
  defaultSelected = [],
  onSelectedChange,
  formatCount = defaultFormatCount,
  visibleCount,
  showMoreLabel,
  showLessLabel,
  name,
  variant,
  className,
  ...props
}: AttributeFilterProps) {
  const listId = useId();
  const [selected, setSelected] = useControllableState<readonly string[]>({
    prop: selectedProp,
    defaultProp: defaultSelected,
    onChange: onSelectedChange && ((next) => onSelectedChange([...next])),
    caller: 'AttributeFilter',
  });
  const look =
    variant ?? (values.length > 0 && values.every((value) => cmsColour(value.hex)) ? 'swatches' : 'list');
  const limit = visibleCount ?? values.length;
  const canCollapse = values.length > limit && showMoreLabel !== undefined && showLessLabel !== undefined;
  // A chosen value must not start out hidden.
  const [expanded, setExpanded] = useState(() =>
    values.slice(limit).some((value) => selected.includes(value.id)),
  );
  const shown = canCollapse && !expanded ? values.slice(0, limit) : values;

  function toggle(id: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(values.filter((value) => next.has(value.id)).map((value) => value.id));
  }

  return (
    <div
      data-slot="attribute-filter"
      data-variant={look}
      role="group"
      aria-label={label}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      <ul
        id={listId}
        data-slot="attribute-filter-list"
        className={attributeFilterVariants({ variant: look })}
      >
        {shown.map((value) => {
          const checked = selected.includes(value.id);
          const colour = cmsColour(value.hex);
          return (
            <li key={value.id} data-slot="attribute-filter-value">
              <Field
                orientation="horizontal"
                disabled={value.count === 0 && !checked}
                className="min-h-10 items-center"
              >
                {name !== undefined ? (
                  <NativeCheckbox
                    name={name}
                    value={value.id}
                    checked={checked}
                    onChange={(event) => toggle(value.id, event.target.checked)}
                  />
                ) : (
                  <Checkbox checked={checked} onCheckedChange={(next) => toggle(value.id, next === true)} />
                )}
                <FieldLabel className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 font-normal">
                  {value.icon !== undefined && (
                    <span
                      data-slot="attribute-filter-icon"
                      aria-hidden
                      className="flex shrink-0 text-foreground-muted"
                    >
                      {value.icon}
                    </span>
                  )}
                  {look === 'swatches' && (
                    <span
                      data-slot="attribute-filter-swatch"
                      aria-hidden
                      className="size-5 shrink-0 rounded-full border border-border-strong"
                      style={colour ? { backgroundColor: colour } : undefined}
                    />
                  )}
                  <span className="min-w-0">
                    {value.label} <ProductCount count={value.count} formatCount={formatCount} />
                  </span>
                </FieldLabel>
              </Field>
            </li>
          );
        })}
      </ul>
      {canCollapse && (
        <Button
          data-slot="attribute-filter-show-more"
          variant="link"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="h-9 w-fit"
        >
          {expanded ? showLessLabel : showMoreLabel(values.length - limit)}
        </Button>
      )}
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * RangeFilter
 * ----------------------------------------------------------------------------------------------*/

/** A range's two ends, low first. */
export type FilterRange = [number, number];

/** Props of `RangeFilter`: the bounds, the chosen range, the formatter and the labels. */
export type RangeFilterProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** The filter's name, naming the group ("Preis", "Prix", "Cena"). */
  label: string;
  /** The lowest and highest value on offer (§3 range filter min and max, prices in cents). */
  min: number;
  max: number;
  step?: number;
  /** The chosen range (controlled). */
  value?: FilterRange;
  /** The range chosen at first (uncontrolled); the whole range when not set. */
  defaultValue?: FilterRange;
  /** Called on every move, for a live summary. */
  onValueChange?: (value: FilterRange) => void;
  /** Called when a move ends (pointer up, a key, an input left): the moment to filter. */
  onValueCommit?: (value: FilterRange) => void;
  /** A value as shown and read out ("89,00 €"): domain's `formatPrice` with the shop for prices. */
  formatValue: (value: number) => string;
  /** Name of the lower thumb and input ("Mindestpreis", "Prix min."). */
  minLabel: string;
  /** Name of the upper thumb and input ("Höchstpreis", "Prix max."). */
  maxLabel: string;
  /** A value as typed into the inputs: whole euros for a price in cents (`12900` → "129"). */
  toInputValue?: (value: number) => string;
  /** Reads a typed text back ("129" → `12900`); `undefined` when it is no number. */
  parseInputValue?: (text: string) => number | undefined;
  /** Shown inside the inputs after the number ("€", "CHF", "zł"). */
  inputUnit?: ReactNode;
  disabled?: boolean;
  /** As a plain form's controls: the inputs' names; they submit the text as typed (`toInputValue`). */
  minName?: string;
  maxName?: string;
};

function defaultParseInputValue(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
}

function clampToStep(value: number, low: number, high: number, min: number, step: number): number {
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(Math.max(snapped, low), high);
}

/**
 * A range (a price) chosen with a two-thumb slider or typed into two inputs. The thumbs move with
 * the arrow keys (Shift or Page keys: ten steps), Home and End; each reads its formatted value.
 */
export function RangeFilter({
  label,
  min,
  max,
  step = 1,
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue,
  minLabel,
  maxLabel,
  toInputValue = String,
  parseInputValue = defaultParseInputValue,
  inputUnit,
  disabled = false,
  minName,
  maxName,
  className,
  ...props
}: RangeFilterProps) {
  const [range, setRange] = useControllableState<FilterRange>({
    prop: valueProp,
    defaultProp: defaultValue ?? [min, max],
    onChange: onValueChange,
    caller: 'RangeFilter',
  });
  const [low, high] = range;

  function commit(next: FilterRange) {
    if (next[0] === low && next[1] === high) return;
    setRange(next);
    onValueCommit?.(next);
  }

  return (
    <div
      data-slot="range-filter"
      role="group"
      aria-label={label}
      data-disabled={disabled || undefined}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <p data-slot="range-filter-summary" className="text-sm font-semibold text-foreground tabular-nums">
        {formatValue(low)} – {formatValue(high)}
      </p>
      <SliderPrimitive.Root
        data-slot="range-filter-slider"
        min={min}
        max={max}
        step={step}
        value={range}
        onValueChange={(next) => setRange([next[0] ?? min, next[1] ?? max])}
        onValueCommit={(next) => onValueCommit?.([next[0] ?? min, next[1] ?? max])}
        minStepsBetweenThumbs={0}
        disabled={disabled}
        className={cn(
          'relative flex h-6 touch-none items-center select-none',
          'data-disabled:cursor-not-allowed data-disabled:opacity-50',
        )}
      >
        <SliderPrimitive.Track
          data-slot="range-filter-track"
          className="relative h-1.5 grow overflow-hidden rounded-full bg-border"
        >
          <SliderPrimitive.Range data-slot="range-filter-range" className="absolute h-full bg-accent" />
        </SliderPrimitive.Track>
        {([0, 1] as const).map((index) => (
          <SliderPrimitive.Thumb
            key={index}
            data-slot="range-filter-thumb"
            aria-label={index === 0 ? minLabel : maxLabel}
            aria-valuetext={formatValue(range[index])}
            className={cn(
              'block size-6 cursor-grab rounded-full border-2 border-accent bg-surface shadow-md',
              'transition-colors duration-fast ease-standard hover:bg-accent-subtle active:cursor-grabbing',
              'data-disabled:cursor-not-allowed',
            )}
          />
        ))}
      </SliderPrimitive.Root>
      <div data-slot="range-filter-inputs" className="grid grid-cols-2 gap-3">
        <RangeInput
          label={minLabel}
          name={minName}
          value={low}
          toInputValue={toInputValue}
          parseInputValue={parseInputValue}
          unit={inputUnit}
          disabled={disabled}
          onCommit={(typed) => commit([clampToStep(typed, min, high, min, step), high])}
        />
        <RangeInput
          label={maxLabel}
          name={maxName}
          value={high}
          toInputValue={toInputValue}
          parseInputValue={parseInputValue}
          unit={inputUnit}
          disabled={disabled}
          onCommit={(typed) => commit([low, clampToStep(typed, low, max, min, step)])}
        />
      </div>
    </div>
  );
}

type RangeInputProps = {
  label: string;
  name: string | undefined;
  value: number;
  toInputValue: (value: number) => string;
  parseInputValue: (text: string) => number | undefined;
  unit: ReactNode;
  disabled: boolean;
  onCommit: (value: number) => void;
};

/**
 * One end typed in: the text is a draft until Enter or leaving the input applies it; then the input
 * shows the value that applies (clamped to the range and the step), and text that is no number is undone.
 */
function RangeInput({
  label,
  name,
  value,
  toInputValue,
  parseInputValue,
  unit,
  disabled,
  onCommit,
}: RangeInputProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function apply() {
    if (draft === null) return;
    const typed = parseInputValue(draft);
    if (typed !== undefined) onCommit(typed);
    setDraft(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  }

  return (
    <Field data-slot="range-filter-input" disabled={disabled}>
      <FieldLabel className="text-xs font-normal text-foreground-muted">{label}</FieldLabel>
      <Input
        size="sm"
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? toInputValue(value)}
        endAdornment={unit}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={handleKeyDown}
        className="tabular-nums"
      />
    </Field>
  );
}

/* ------------------------------------------------------------------------------------------------
 * ActiveFilters
 * ----------------------------------------------------------------------------------------------*/

/** One active filter value as a chip ("Ray-Ban", "Schwarz", "50 € – 150 €"). */
export type ActiveFilterChip = { id: string; label: string };

/** Props of `ActiveFilters`: the chips, their remove action and "reset all". */
export type ActiveFiltersProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Name of the list ("Aktive Filter", "Filtres actifs", "Aktivní filtry"). */
  label: string;
  chips: readonly ActiveFilterChip[];
  /** Called with the id of the chip to remove. */
  onRemove: (id: string) => void;
  /** Accessible name of a chip's button; must contain the chip's text ("Schwarz entfernen"). */
  removeLabel: (chip: ActiveFilterChip) => string;
  /** Removes every filter; the button shows with at least `resetAllFrom` chips. */
  onResetAll?: () => void;
  /** Text of the reset button ("Alle zurücksetzen", "Tout effacer", "Wyczyść wszystko"). */
  resetAllLabel?: string;
  /** The fewest chips that show the reset button. */
  resetAllFrom?: number;
};

/**
 * The active filter values as removable chips. Removing one moves the focus to its neighbour, so
 * keyboard users stay in the list. With no chips the part renders nothing: when the last chip or
 * "reset all" empties it, the page moves the focus (to the results' heading, say).
 */
export function ActiveFilters({
  label,
  chips,
  onRemove,
  removeLabel,
  onResetAll,
  resetAllLabel,
  resetAllFrom = 1,
  className,
  ...props
}: ActiveFiltersProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const removedIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const neighbour = chips[Math.min(index, chips.length - 1)];
    if (neighbour) buttons.current.get(neighbour.id)?.focus();
  }, [chips]);

  if (chips.length === 0) return null;
  const showReset = onResetAll !== undefined && resetAllLabel !== undefined && chips.length >= resetAllFrom;

  return (
    <div
      data-slot="active-filters"
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}
      {...props}
    >
      <ul data-slot="active-filters-list" aria-label={label} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              ref={(node) => {
                if (node) buttons.current.set(chip.id, node);
                else buttons.current.delete(chip.id);
              }}
              type="button"
              data-slot="active-filters-chip"
              aria-label={removeLabel(chip)}
              onClick={() => {
                removedIndex.current = index;
                onRemove(chip.id);
              }}
              className={cn(
                'inline-flex h-9 max-w-full cursor-pointer items-center gap-1.5 rounded-full border border-border-strong bg-surface pr-2.5 pl-3.5 text-sm text-foreground',
                'transition-colors duration-fast ease-standard hover:border-accent hover:bg-accent-subtle',
                '[&_svg]:size-4 [&_svg]:shrink-0',
              )}
            >
              <span className="min-w-0 truncate">{chip.label}</span>
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
      {showReset && (
        <Button
          data-slot="active-filters-reset"
          variant="link"
          size="sm"
          onClick={onResetAll}
          className="h-9"
        >
          {resetAllLabel}
        </Button>
      )}
    </div>
  );
}
