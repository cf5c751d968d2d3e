import {
  checkPhoneNumber,
  checkRequired,
  markets,
  type CountryCode,
  type PhoneNumberFailure,
  type PhoneNumberInput,
  type ValidationMessage,
} from '@lumen/domain';
import { cva } from 'class-variance-authority';
import { useState, type ReactNode, type Ref } from 'react';
import { validationText } from '../lib/validation-text.ts';
import { Field, FieldBoundary, FieldDescription, FieldError, FieldLabel, useField } from '../field/field.tsx';
import { Input, type InputProps } from '../input/input.tsx';
import { cn } from '../lib/cn.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select.tsx';

/*
 * §5 phone: a country calling code picked from a list and the number typed beside it, one field
 * with one label. The number input carries the label; the picker is named by its own label and
 * both sit in a group named by the field's label, so a screen reader hears "Telefonnummer, group:
 * Ländervorwahl +49, Telefonnummer". The rule is the domain's `checkPhoneNumber`; an error on the
 * calling code marks the picker, any other the number.
 */

/** The calling code of each market of §1, the picker's values. */
export const countryCallingCodes = {
  DE: '+49',
  AT: '+43',
  CH: '+41',
  IT: '+39',
  PL: '+48',
  CZ: '+420',
} as const satisfies Record<CountryCode, string>;

const allCountries = Object.keys(markets) as CountryCode[];

export const phoneFieldVariants = cva('w-full');

/** The `validation` texts the field shows (the storefront's `validation` object fits). */
export type PhoneFieldMessages = {
  /** Needed when the field is `required`. */
  required?: string;
  /** `validation.phone.*`; `tooShort` may hold `{{min}}`, `tooLong` `{{max}}`. */
  phone: Record<PhoneNumberFailure, string>;
};

/** Props of `PhoneField`: texts, countries, value and the number input's own props. */
export type PhoneFieldProps = Pick<InputProps, 'name' | 'placeholder' | 'size' | 'onBlur' | 'disabled'> & {
  label: ReactNode;
  /** Accessible name of the calling-code picker ("Ländervorwahl", `form_fields.phoneCountryCode`). */
  countryCodeLabel: string;
  /** Each country's name in the shop's language, shown in the picker's list ("Deutschland"). */
  countryLabels: Record<CountryCode, string>;
  /** The countries offered, in this order; every market by default. */
  countries?: readonly CountryCode[];
  description?: ReactNode;
  messages: PhoneFieldMessages;
  requiredLabel?: string;
  /** §5 says an empty number is valid; a form that needs one sets this. */
  required?: boolean;
  value?: PhoneNumberInput;
  /** Starts with the first country's code and no number unless given. */
  defaultValue?: PhoneNumberInput;
  onValueChange?: (value: PhoneNumberInput) => void;
  /** Name of the calling code in a submitted form. */
  countryCodeName?: string;
  /** An error from elsewhere (the server); shown on the number instead of the field's own. */
  error?: string;
  className?: string;
  /** The number input. */
  ref?: Ref<HTMLInputElement>;
};

type PhoneError = { message: ValidationMessage; onCountryCode: boolean };

/** The domain's verdict on a phone number, with §5 required first when asked for. */
export function phoneNumberError(value: PhoneNumberInput, required = false): PhoneError | undefined {
  if (required) {
    const filled = checkRequired(value.number);
    if (!filled.ok) return { message: filled.message, onCountryCode: false };
  }
  const result = checkPhoneNumber(value);
  return result.ok ? undefined : { message: result.message, onCountryCode: result.reason === 'countryCode' };
}

export function PhoneField({
  label,
  countryCodeLabel,
  countryLabels,
  countries = allCountries,
  description,
  messages,
  requiredLabel,
  required = false,
  value,
  defaultValue,
  onValueChange,
  countryCodeName,
  error,
  className,
  ...inputProps
}: PhoneFieldProps) {
  const firstCountry = countries[0] ?? 'DE';
  const [ownValue, setOwnValue] = useState<PhoneNumberInput>(
    () => defaultValue ?? { countryCode: countryCallingCodes[firstCountry], number: '' },
  );
  const current = value ?? ownValue;

  return (
    <Field
      data-slot="phone-field"
      required={required}
      disabled={inputProps.disabled}
      className={cn(phoneFieldVariants(), className)}
    >
      <FieldLabel requiredLabel={requiredLabel}>{label}</FieldLabel>
      <PhoneFieldControls
        {...inputProps}
        label={label}
        countryCodeLabel={countryCodeLabel}
        countryLabels={countryLabels}
        countries={countries}
        messages={messages}
        required={required}
        value={current}
        countryCodeName={countryCodeName}
        error={error}
        description={description}
        onValueChange={(next) => {
          if (value === undefined) setOwnValue(next);
          onValueChange?.(next);
        }}
      />
    </Field>
  );
}

type PhoneFieldControlsProps = Omit<PhoneFieldProps, 'defaultValue' | 'className' | 'requiredLabel'> & {
  value: PhoneNumberInput;
  countries: readonly CountryCode[];
  onValueChange: (value: PhoneNumberInput) => void;
};

// Inside the Field, so that it can read the label's and the error's ids.
function PhoneFieldControls({
  label,
  countryCodeLabel,
  countryLabels,
  countries,
  description,
  messages,
  required = false,
  value,
  onValueChange,
  countryCodeName,
  error,
  disabled,
  onBlur,
  ...inputProps
}: PhoneFieldControlsProps) {
  const field = useField();
  const [shown, setShown] = useState<PhoneError>();
  const [edited, setEdited] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const errorText = error ?? (shown && validationText(shown.message, messages));
  const countryInvalid = error === undefined && shown?.onCountryCode === true;
  const selected = countries.find((country) => countryCallingCodes[country] === value.countryCode);

  function change(next: PhoneNumberInput) {
    // Once an error shows, it follows the correction; a first error waits for the blur.
    if (shown) setShown(phoneNumberError(next, required));
    onValueChange(next);
  }

  return (
    <>
      <div
        role="group"
        aria-labelledby={field?.hasLabel ? field.labelId : undefined}
        data-slot="phone-field-group"
        className="flex min-w-0 gap-2"
      >
        {/* The field's wiring belongs to the number input; the picker gets its own. */}
        <FieldBoundary>
          <Select
            value={value.countryCode}
            onValueChange={(countryCode) => change({ ...value, countryCode })}
            disabled={disabled}
            required={required}
            name={countryCodeName}
            autoComplete="tel-country-code"
          >
            <SelectTrigger
              data-slot="phone-field-country-code"
              size={inputProps.size}
              aria-label={countryCodeLabel}
              aria-invalid={countryInvalid || undefined}
              aria-describedby={countryInvalid && field?.hasError ? field.errorId : undefined}
              aria-errormessage={countryInvalid && field?.hasError ? field.errorId : undefined}
              className="w-36 shrink-0"
            >
              <SelectValue>
                {selected ? `${selected} ${countryCallingCodes[selected]}` : value.countryCode}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              {countries.map((country) => (
                <SelectItem key={country} value={countryCallingCodes[country]}>
                  {/* The names get a column of their own, so the codes line up beside them. */}
                  <span className="inline-block min-w-28 pe-3">{countryLabels[country]}</span>{' '}
                  <span className="text-foreground-muted tabular-nums">{countryCallingCodes[country]}</span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FieldBoundary>
        <Input
          {...inputProps}
          data-slot="phone-field-number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className="min-w-0 flex-1"
          // Explicitly valid while only the calling code is at fault, or the field would mark it too.
          aria-invalid={errorText ? !countryInvalid : undefined}
          value={value.number}
          onChange={(event) => {
            setEdited(true);
            change({ ...value, number: event.currentTarget.value });
          }}
          onBlur={(event) => {
            if (edited || value.number !== '' || shown) {
              const next = phoneNumberError(value, required);
              setShown(next);
              setAnnouncement(next ? validationText(next.message, messages) : '');
            }
            onBlur?.(event);
          }}
        />
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorText}</FieldError>
      <div role="status" data-slot="phone-field-announcer" className="sr-only">
        {announcement && error === undefined && (
          <>
            <span>{label}</span> <span>{announcement}</span>
          </>
        )}
      </div>
    </>
  );
}
