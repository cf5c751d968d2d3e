import { cva, type VariantProps } from 'class-variance-authority';
import { Label as LabelPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn.ts';

/*
 * The anatomy every form control shares: a label, a help text and an error message around one
 * control. `Field` hands out the ids; the parts render them and the control (Input, Select,
 * Checkbox...) picks them up with `useFieldControl`, so `for`, `aria-describedby`, `aria-invalid`
 * and `aria-errormessage` are wired without the page passing an id around.
 */

type FieldPart = 'label' | 'description' | 'error' | 'group';

/** What a `Field` tells its parts and its control. */
export type FieldContextValue = {
  controlId: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  hasLabel: boolean;
  hasDescription: boolean;
  hasError: boolean;
  /** The control is a group (a radio group) that a `<label for>` cannot name: it takes `aria-labelledby`. */
  isGroup: boolean;
  register: (part: FieldPart) => () => void;
};

const FieldContext = createContext<FieldContextValue | null>(null);

/** The surrounding `Field`'s ids and state, or `null` outside a field. For controls of one's own. */
export function useField(): FieldContextValue | null {
  return use(FieldContext);
}

/*
 * Parts announce themselves so that the control refers only to ids that exist (axe checks that
 * references resolve). The server renders without the references; they appear before the first paint.
 */
function useRegisterPart(field: FieldContextValue | null, part: FieldPart, present: boolean) {
  const register = field?.register;
  useLayoutEffect(() => {
    if (!register || !present) return;
    return register(part);
  }, [register, part, present]);
}

/** The props `useFieldControl` sets on a control. */
export type FieldControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-labelledby'?: string;
};

/**
 * Merges the surrounding field's wiring into a control's props: its id (which the label points
 * at), the help and error texts as description, and the invalid state. The control's own props win.
 * A group control (`{ group: true }`) is named by `aria-labelledby` instead of the label's `for`.
 */
export function useFieldControl<P extends FieldControlProps>(
  props: P,
  { group = false }: { group?: boolean } = {},
): P & FieldControlProps {
  const field = useField();
  const register = field?.register;
  useLayoutEffect(() => {
    if (!register || !group) return;
    return register('group');
  }, [register, group]);
  if (!field) return props;

  const errorId = field.hasError ? field.errorId : undefined;
  const describedBy = [
    props['aria-describedby'],
    field.hasDescription ? field.descriptionId : undefined,
    errorId,
  ]
    .filter(Boolean)
    .join(' ');

  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-labelledby': props['aria-labelledby'] ?? (group && field.hasLabel ? field.labelId : undefined),
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-errormessage': props['aria-errormessage'] ?? errorId,
  };
}

export const fieldVariants = cva('group/field flex min-w-0', {
  variants: {
    orientation: {
      // Label above the control, help and error below it: text inputs, selects, radio groups.
      vertical: 'flex-col gap-1.5',
      // Control first, then its label (in a `FieldContent` with help and error): checkboxes, switches, radios.
      horizontal: 'flex-row items-start gap-3',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** Props of `Field`: a `<div>`'s props, the layout and the state it passes on to its control and parts. */
export type FieldProps = ComponentProps<'div'> &
  VariantProps<typeof fieldVariants> & {
    /** Id of the control; inside a field, set it here rather than on the control so the label follows. */
    controlId?: string;
    /** Marks the control invalid. A rendered `FieldError` marks it invalid too. */
    invalid?: boolean;
    /** Passes `required` to the control and shows the label's required marker. */
    required?: boolean;
    /** Disables the control and dims the label. */
    disabled?: boolean;
  };

export function Field({
  className,
  orientation,
  controlId,
  invalid = false,
  required = false,
  disabled = false,
  ...props
}: FieldProps) {
  const baseId = useId();
  const [parts, setParts] = useState<Record<FieldPart, number>>({
    label: 0,
    description: 0,
    error: 0,
    group: 0,
  });

  // Counted rather than flagged so that a part mounting twice (StrictMode) unmounts cleanly.
  const register = useCallback((part: FieldPart) => {
    setParts((current) => ({ ...current, [part]: current[part] + 1 }));
    return () => setParts((current) => ({ ...current, [part]: current[part] - 1 }));
  }, []);

  const hasError = parts.error > 0;
  const context = useMemo<FieldContextValue>(
    () => ({
      controlId: controlId ?? `${baseId}-control`,
      labelId: `${baseId}-label`,
      descriptionId: `${baseId}-description`,
      errorId: `${baseId}-error`,
      invalid: invalid || hasError,
      required,
      disabled,
      hasLabel: parts.label > 0,
      hasDescription: parts.description > 0,
      hasError,
      isGroup: parts.group > 0,
      register,
    }),
    [
      baseId,
      controlId,
      invalid,
      hasError,
      required,
      disabled,
      parts.label,
      parts.description,
      parts.group,
      register,
    ],
  );

  return (
    <FieldContext value={context}>
      <div
        data-slot="field"
        data-orientation={orientation ?? 'vertical'}
        data-invalid={context.invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn(fieldVariants({ orientation }), className)}
        {...props}
      />
    </FieldContext>
  );
}

/**
 * Ends the surrounding field for its children: the items of a group control (radio buttons) are
 * not the group's control and get their own label and help from a nested `Field`, or none.
 */
export function FieldBoundary({ children }: { children?: ReactNode }) {
  return <FieldContext value={null}>{children}</FieldContext>;
}

export type FieldContentProps = ComponentProps<'div'>;

/** Label, help and error of a horizontal field, stacked beside the control. */
export function FieldContent({ className, ...props }: FieldContentProps) {
  return (
    <div
      data-slot="field-content"
      className={cn('flex min-w-0 flex-1 flex-col gap-1', className)}
      {...props}
    />
  );
}

/** Props of `FieldLabel`: Radix Label props and the accessible text of the required marker. */
export type FieldLabelProps = ComponentProps<typeof LabelPrimitive.Root> & {
  /**
   * Read out after the label when the field is required ("Pflichtfeld", "obligatoire", "wymagane");
   * sighted users see an asterisk. Without it the asterisk is silent and the control's own required
   * state is announced.
   */
  requiredLabel?: string;
};

export function FieldLabel({ className, requiredLabel, children, ...props }: FieldLabelProps) {
  const field = useField();
  useRegisterPart(field, 'label', true);
  return (
    <LabelPrimitive.Root
      data-slot="field-label"
      id={field?.labelId}
      htmlFor={field && !field.isGroup ? field.controlId : undefined}
      className={cn(
        'text-sm font-semibold text-foreground select-none',
        // Muted rather than faded: a group's label is no control's label to axe, and must keep its contrast.
        'group-data-disabled/field:cursor-not-allowed group-data-disabled/field:text-foreground-muted',
        className,
      )}
      {...props}
    >
      {children}
      {field?.required && (
        <>
          {' '}
          <span data-slot="field-required-marker" aria-hidden className="text-danger">
            *
          </span>
          {requiredLabel && <span className="sr-only">{requiredLabel}</span>}
        </>
      )}
    </LabelPrimitive.Root>
  );
}

export type FieldDescriptionProps = ComponentProps<'p'>;

/** Help text below the control, read out as its description. */
export function FieldDescription({ className, children, ...props }: FieldDescriptionProps) {
  const field = useField();
  useRegisterPart(field, 'description', true);
  return (
    <p
      data-slot="field-description"
      id={field?.descriptionId}
      className={cn('text-sm text-foreground-muted', className)}
      {...props}
    >
      {children}
    </p>
  );
}

export type FieldErrorProps = ComponentProps<'p'>;

/**
 * The error message: rendered only with children, and then marks the field invalid and becomes
 * the control's `aria-errormessage` and part of its description (screen readers that ignore
 * `aria-errormessage` still read it). It is no live region: a message that mounts with its text is
 * not reliably announced; the form moves the focus to the first invalid control instead.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  const field = useField();
  const present = children !== undefined && children !== null && children !== false && children !== '';
  useRegisterPart(field, 'error', present);
  if (!present) return null;
  return (
    <p
      data-slot="field-error"
      id={field?.errorId}
      className={cn('text-sm font-semibold text-danger', className)}
      {...props}
    >
      {children}
    </p>
  );
}
