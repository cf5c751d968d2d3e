import { cmsColour } from '@lumen/domain';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { cva, type VariantProps } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { Field, FieldDescription, FieldError, FieldLabel, useFieldControl } from '../field/field.tsx';
import { cn } from '../lib/cn.ts';

/*
 * The product page's choice of colour (the model's sibling colours, §3 siblings) and of size or
 * another variant attribute (§3 attribute-2, packing type). Both are radio groups (Radix
 * RadioGroup): Tab enters at the chosen option, all four arrow keys move and choose, and the group
 * is named by its visible label. Sold-out sizes cannot be chosen and say so in words; a sold-out
 * colour can still be chosen (its page shows what else is possible) and is crossed out.
 *
 * Where every option has an `href` (each colour is a product page of its own, each size an
 * address of the page) the pickers are lists of links instead: they work before the scripts load
 * and without them, and the chosen option is the current one (`aria-current`). A sold-out size is
 * then shown but not linked.
 */

type PickerBaseProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'children' | 'orientation' | 'aria-label' | 'aria-labelledby'
> & {
  /** The group's visible name ("Farbe", "Größe", "Rozmiar"). */
  label: string;
  /** Help below the options ("Brückenbreite und Glasbreite in mm"). */
  description?: ReactNode;
  /** The error below the options ("Bitte wählen Sie eine Größe."); marks the group invalid. */
  error?: ReactNode;
};

/** The label, help and error around a group; the group is wired by `useFieldControl`. */
function PickerField({
  label,
  aside,
  description,
  error,
  disabled,
  required,
  className,
  children,
}: {
  label: string;
  aside?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Field disabled={disabled ?? false} required={required ?? false} className={cn('gap-2', className)}>
      <div data-slot="variant-picker-heading" className="flex flex-wrap items-baseline gap-x-2">
        <FieldLabel>{label}</FieldLabel>
        {aside}
      </div>
      {children}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** The radio group inside a `PickerField`, named and described by it. */
function PickerGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const controlProps = useFieldControl(props, { group: true });
  return (
    <RadioGroupPrimitive.Root
      data-slot="variant-picker-group"
      loop
      className={cn('flex flex-wrap', className)}
      {...controlProps}
    />
  );
}

/** Holds the chosen value when the page does not, so the heading can name the chosen colour. */
function useChosenValue(
  value: string | null | undefined,
  defaultValue: string | null | undefined,
  onValueChange: ((value: string) => void) | undefined,
) {
  // undefined: the picker holds the value; null: the page holds it and nothing is chosen.
  return useControllableState<string | null>({
    prop: value,
    defaultProp: defaultValue ?? null,
    // The picker only ever chooses an option, never null.
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
    caller: 'VariantPicker',
  });
}

/** Renders an option's link; the app passes its router's link. */
export type PickerLinkRender = (props: ComponentProps<'a'> & { href: string }) => ReactNode;

const defaultPickerLink: PickerLinkRender = ({ children, ...props }) => <a {...props}>{children}</a>;

/** Whether a picker shows links: every option has an address. */
function allLinked(options: readonly { href?: string | undefined }[]): boolean {
  return options.length > 0 && options.every((option) => option.href !== undefined);
}

/** The label and help around a list of option links, named as a group by its visible label. */
function LinkPickerField({
  label,
  aside,
  description,
  picker,
  className,
  children,
}: {
  label: string;
  aside?: ReactNode;
  description?: ReactNode;
  picker: 'colour' | 'size';
  className?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      data-slot="variant-picker-links"
      data-picker={picker}
      role="group"
      aria-labelledby={`${id}-label`}
      {...(description ? { 'aria-describedby': `${id}-description` } : {})}
      className={cn('flex flex-col gap-2', className)}
    >
      <div data-slot="variant-picker-heading" className="flex flex-wrap items-baseline gap-x-2">
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </span>
        {aside}
      </div>
      <ul className="flex flex-wrap gap-2">{children}</ul>
      {description && (
        <p id={`${id}-description`} className="text-sm text-foreground-muted">
          {description}
        </p>
      )}
    </div>
  );
}

/* ---------------------------------------------------------------------------------------------- */

export const colourPickerVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-transparent',
    'transition-colors duration-fast ease-standard hover:border-border-strong',
    'data-[state=checked]:border-foreground',
    'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-transparent',
    'group-aria-invalid/colour-picker:border-danger',
  ],
  {
    variants: {
      size: {
        sm: 'size-8 *:data-[slot=colour-swatch]:size-6',
        md: 'size-11 *:data-[slot=colour-swatch]:size-8',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** One colour of the model. */
export type ColourOption = {
  /** What `onValueChange` reports (the sibling product's id or slug). */
  value: string;
  /** The colour's name, shown when chosen and read out ("Havanna", "Schwarz/Gold"). */
  name: string;
  /** `#rrggbb`, or two for a two-tone frame; anything that is not a hex colour (§5) shows a neutral swatch. */
  hex: string | readonly [string, string];
  /** No variant of this colour is in stock: the swatch is crossed out and `soldOutLabel` is read out. */
  soldOut?: boolean;
  disabled?: boolean;
  /** The colour's own product page: with an address on every option the picker is a list of links. */
  href?: string;
};

/** Props of `ColourPicker`: Radix RadioGroup's value props, the colours and the labels. */
export type ColourPickerProps = PickerBaseProps &
  VariantProps<typeof colourPickerVariants> & {
    options: readonly ColourOption[];
    /** Read out after a sold-out colour's name ("ausverkauft", "épuisé"). */
    soldOutLabel?: string;
    /** Show the chosen colour's name beside the label (default true). */
    showChosenName?: boolean;
    /** Renders an option's link (the app's router link) where the options have addresses. */
    renderLink?: PickerLinkRender;
  };

/**
 * The fill of a colour swatch: one colour, or two split diagonally. §5: only a hex colour reaches
 * the style attribute; otherwise undefined, and the caller shows a neutral swatch.
 */
export function colourSwatchStyle(hex: ColourOption['hex']): CSSProperties | undefined {
  const [first, second] = typeof hex === 'string' ? [cmsColour(hex)] : hex.map(cmsColour);
  if (first === undefined) return undefined;
  if (second === undefined) return { backgroundColor: first };
  return { backgroundImage: `linear-gradient(135deg, ${first} 50%, ${second} 50%)` };
}

/** A colour option's swatch, its sold-out stroke and its name for screen readers (radio or link). */
function ColourSwatch({ option, soldOutLabel }: { option: ColourOption; soldOutLabel?: string | undefined }) {
  const style = colourSwatchStyle(option.hex);
  return (
    <>
      <span
        data-slot="colour-swatch"
        aria-hidden
        className={cn('rounded-full border border-border', !style && 'bg-surface-muted')}
        style={style}
      />
      {option.soldOut && (
        <span
          data-slot="colour-sold-out-mark"
          aria-hidden
          className="absolute inset-x-1 top-1/2 h-0.5 -translate-y-1/2 -rotate-45 rounded-full bg-foreground ring-2 ring-surface"
        />
      )}
      <span className="sr-only">
        {option.soldOut && soldOutLabel ? `${option.name}, ${soldOutLabel}` : option.name}
      </span>
    </>
  );
}

export function ColourPicker({
  label,
  description,
  error,
  options,
  soldOutLabel,
  showChosenName = true,
  renderLink = defaultPickerLink,
  size,
  value,
  defaultValue,
  onValueChange,
  disabled,
  required,
  className,
  ...props
}: ColourPickerProps) {
  const [chosen, choose] = useChosenValue(value, defaultValue, onValueChange);
  const chosenName = options.find((option) => option.value === chosen)?.name;
  // The chosen option announces its name itself (radio or current link); this is for the eye.
  const chosenNameAside = showChosenName && chosenName && (
    <span data-slot="colour-picker-chosen" aria-hidden className="text-sm text-foreground-muted">
      {chosenName}
    </span>
  );

  if (allLinked(options)) {
    return (
      <LinkPickerField
        picker="colour"
        label={label}
        description={description}
        className={className}
        aside={chosenNameAside}
      >
        {options.map((option) => {
          const current = option.value === chosen;
          return (
            <li key={option.value}>
              {renderLink({
                href: option.href!,
                'aria-current': current ? 'page' : undefined,
                'data-slot': 'colour-picker-item',
                'data-state': current ? 'checked' : 'unchecked',
                'data-sold-out': option.soldOut || undefined,
                className: cn(
                  colourPickerVariants({ size }),
                  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                ),
                children: <ColourSwatch option={option} soldOutLabel={soldOutLabel} />,
              } as ComponentProps<'a'> & { href: string })}
            </li>
          );
        })}
      </LinkPickerField>
    );
  }

  return (
    <PickerField
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      required={required}
      className={className}
      aside={chosenNameAside}
    >
      <PickerGroup
        data-picker="colour"
        className="group/colour-picker gap-1"
        value={chosen ?? ''}
        onValueChange={choose}
        disabled={disabled}
        required={required}
        {...props}
      >
        {options.map((option) => {
          return (
            <RadioGroupPrimitive.Item
              key={option.value}
              data-slot="colour-picker-item"
              data-sold-out={option.soldOut || undefined}
              value={option.value}
              disabled={option.disabled}
              className={colourPickerVariants({ size })}
            >
              <ColourSwatch option={option} soldOutLabel={soldOutLabel} />
            </RadioGroupPrimitive.Item>
          );
        })}
      </PickerGroup>
    </PickerField>
  );
}

/* ---------------------------------------------------------------------------------------------- */

export const sizePickerVariants = cva(
  [
    'inline-flex min-w-14 shrink-0 cursor-pointer flex-col items-center justify-center rounded-md border border-border-strong bg-surface px-3 text-foreground',
    'transition-colors duration-fast ease-standard hover:bg-surface-muted',
    'data-[state=checked]:border-accent data-[state=checked]:bg-accent-subtle data-[state=checked]:shadow-[inset_0_0_0_1px_var(--color-accent)]',
    // Sold out reads as such (dashed, muted, struck through); a disabled group is only faded.
    'data-sold-out:border-dashed data-sold-out:border-border data-sold-out:bg-surface data-sold-out:text-foreground-muted',
    'disabled:cursor-not-allowed disabled:hover:bg-surface [&:disabled:not([data-sold-out])]:opacity-50',
    'group-aria-invalid/size-picker:border-danger',
  ],
  {
    variants: {
      size: {
        sm: 'min-h-9 text-sm',
        md: 'min-h-11 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** One size or other variant. */
export type SizeOption = {
  /** What `onValueChange` reports (the variant id). */
  value: string;
  /** What the option shows ("52 □ 18", "M", "-1,25 dpt", "6 Stück"). */
  label: string;
  /** Sold out: the option is disabled and shows `soldOutLabel` (§4: neither stock nor sellable without). */
  soldOut?: boolean;
  /** The page's address with this variant: with an address on every option the picker is a list of links. */
  href?: string;
};

/** Props of `SizePicker`: Radix RadioGroup's value props, the options and the labels. */
export type SizePickerProps = PickerBaseProps &
  VariantProps<typeof sizePickerVariants> & {
    options: readonly SizeOption[];
    /** Shown under a sold-out option and read out with it ("ausverkauft", "wyprzedane"). */
    soldOutLabel: string;
    /** Renders an option's link (the app's router link) where the options have addresses. */
    renderLink?: PickerLinkRender;
  };

/** A size option's label, struck through and marked when sold out: the same in both modes. */
function SizeOptionText({
  option,
  soldOutLabel,
}: {
  option: { label: string; soldOut?: boolean | undefined };
  soldOutLabel: string;
}) {
  return (
    <>
      <span
        data-slot="size-picker-label"
        className={cn('font-semibold tabular-nums', option.soldOut && 'line-through')}
      >
        {option.label}
      </span>
      {option.soldOut && (
        <span data-slot="size-picker-sold-out" className="text-xs leading-tight">
          {soldOutLabel}
        </span>
      )}
    </>
  );
}

export function SizePicker({
  label,
  description,
  error,
  options,
  soldOutLabel,
  renderLink = defaultPickerLink,
  size,
  value,
  defaultValue,
  onValueChange,
  disabled,
  required,
  className,
  ...props
}: SizePickerProps) {
  const [chosen, choose] = useChosenValue(value, defaultValue, onValueChange);

  if (allLinked(options)) {
    return (
      <LinkPickerField picker="size" label={label} description={description} className={className}>
        {options.map((option) => {
          const current = option.value === chosen;
          const content = <SizeOptionText option={option} soldOutLabel={soldOutLabel} />;
          const shared = {
            'data-slot': 'size-picker-item',
            'data-state': current ? 'checked' : 'unchecked',
            'data-sold-out': option.soldOut || undefined,
          };
          return (
            <li key={option.value}>
              {option.soldOut && !current ? (
                // A size that cannot be ordered is told, not offered.
                <span {...shared} aria-disabled="true" className={sizePickerVariants({ size })}>
                  {content}
                </span>
              ) : (
                renderLink({
                  href: option.href!,
                  ...shared,
                  'aria-current': current ? 'page' : undefined,
                  className: cn(
                    sizePickerVariants({ size }),
                    'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  ),
                  children: content,
                })
              )}
            </li>
          );
        })}
      </LinkPickerField>
    );
  }
  return (
    <PickerField
      label={label}
      description={description}
      error={error}
      disabled={disabled}
      required={required}
      className={className}
    >
      <PickerGroup
        data-picker="size"
        className="group/size-picker gap-2"
        value={chosen ?? ''}
        onValueChange={choose}
        disabled={disabled}
        required={required}
        {...props}
      >
        {options.map((option) => (
          <RadioGroupPrimitive.Item
            key={option.value}
            data-slot="size-picker-item"
            data-sold-out={option.soldOut || undefined}
            value={option.value}
            disabled={option.soldOut}
            className={sizePickerVariants({ size })}
          >
            <SizeOptionText option={option} soldOutLabel={soldOutLabel} />
          </RadioGroupPrimitive.Item>
        ))}
      </PickerGroup>
    </PickerField>
  );
}
