import {
  checkDateOfBirth,
  checkRequired,
  type CalendarDate,
  type DateOfBirthFailure,
  type DateOfBirthResult,
  type ValidationMessage,
} from '@lumen/domain';
import { cva } from 'class-variance-authority';
import { useState, type ReactNode, type Ref } from 'react';
import { validationText } from '../lib/validation-text.ts';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { cn } from '../lib/cn.ts';
import { MaskedInput, type MaskedInputProps } from '../masked-input/masked-input.tsx';

/*
 * §5 date of birth as one masked input (`##.##.####`) rather than three boxes: it is one thing to
 * a screen reader (one label, one error), pastes and autofills in one go, needs no jumping between
 * boxes, and is written the way §5 and the customers write it. Typing `1.2.` pads it to `01.02.`,
 * so the short German way of writing a date works too. The rule is the domain's
 * `checkDateOfBirth`; the field checks when the customer leaves it and, once it shows an error,
 * while they correct it.
 */

/** The mask of the date: day.month.year. */
export const dateOfBirthMask = '##.##.####';

export const dateOfBirthFieldVariants = cva('w-full');

/** The `validation` texts the field shows (the storefront's `validation` object fits). */
export type DateOfBirthMessages = {
  /** Needed when the field is `required`. */
  required?: string;
  /** `validation.dateOfBirth.*`; `year` may hold `{{min}}`. */
  dateOfBirth: Record<DateOfBirthFailure, string>;
};

/** Props of `DateOfBirthField`: texts, value, the date "today" is, and the input's own props. */
export type DateOfBirthFieldProps = Pick<
  MaskedInputProps,
  'name' | 'placeholder' | 'size' | 'onBlur' | 'autoComplete' | 'disabled' | 'readOnly'
> & {
  label: ReactNode;
  /** Help below the input; say the format here ("Format: TT.MM.JJJJ"). */
  description?: ReactNode;
  messages: DateOfBirthMessages;
  /** Read out after the label of a required field ("Pflichtfeld"). */
  requiredLabel?: string;
  /** §5 says an empty date is valid; a form that needs one sets this. */
  required?: boolean;
  /** The value `dd.mm.yyyy`, when the parent holds it. */
  value?: string;
  defaultValue?: string;
  /** Called with the masked value and the domain's verdict on it. */
  onValueChange?: (value: string, result: DateOfBirthResult) => void;
  /** The shop's local date; the browser's local date if not given. */
  today?: CalendarDate;
  /** An error from elsewhere (the server); shown instead of the field's own. */
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

function browserToday(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

// A day or month of one digit followed by a separator just typed gets its leading zero: 1.2. → 01.02.
function padDateParts(raw: string): string {
  return raw.replace(/(^|\D)(\d)(?=[./\- ])/g, '$10$2');
}

/** The domain's verdict on a date of birth, with §5 required first when asked for. */
export function dateOfBirthMessage(
  value: string,
  { required = false, today }: { required?: boolean; today: CalendarDate },
): ValidationMessage | undefined {
  if (required) {
    const filled = checkRequired(value);
    if (!filled.ok) return filled.message;
  }
  const result = checkDateOfBirth(value, today);
  return result.ok ? undefined : result.message;
}

export function DateOfBirthField({
  label,
  description,
  messages,
  requiredLabel,
  required = false,
  value,
  defaultValue = '',
  onValueChange,
  today,
  error,
  className,
  onBlur,
  autoComplete = 'bday',
  ...inputProps
}: DateOfBirthFieldProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const [message, setMessage] = useState<ValidationMessage>();
  const [announcement, setAnnouncement] = useState('');
  // Leaving an untouched empty field says nothing; the form's submit checks it.
  const [edited, setEdited] = useState(false);

  const check = (text: string) => dateOfBirthMessage(text, { required, today: today ?? browserToday() });
  const shownError = error ?? (message && validationText(message, messages));

  return (
    <Field
      data-slot="date-of-birth-field"
      required={required}
      disabled={inputProps.disabled}
      className={cn(dateOfBirthFieldVariants(), className)}
    >
      <FieldLabel requiredLabel={requiredLabel}>{label}</FieldLabel>
      <MaskedInput
        {...inputProps}
        mask={dateOfBirthMask}
        prepare={padDateParts}
        width="mask"
        autoComplete={autoComplete}
        value={current}
        onValueChange={(next) => {
          if (value === undefined) setOwnValue(next);
          setEdited(true);
          // Once an error shows, it follows the correction; a first error waits for the blur.
          if (message) setMessage(check(next));
          onValueChange?.(next, checkDateOfBirth(next, today ?? browserToday()));
        }}
        onBlur={(event) => {
          if (edited || current !== '' || message) {
            const next = check(current);
            setMessage(next);
            setAnnouncement(next ? validationText(next, messages) : '');
          }
          onBlur?.(event);
        }}
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{shownError}</FieldError>
      {/* The error appears as the customer moves on; this region says it without taking the focus. */}
      <div role="status" data-slot="date-of-birth-field-announcer" className="sr-only">
        {announcement && !error && (
          <>
            <span>{label}</span> <span>{announcement}</span>
          </>
        )}
      </div>
    </Field>
  );
}
