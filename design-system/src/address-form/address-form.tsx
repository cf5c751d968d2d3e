import {
  AddressInputSchema,
  applyInputMask,
  checkInputMask,
  checkRequired,
  markets,
  validationMessageFromIssue,
  type AddressInput,
  type CountryCode,
  type PersonNameFailure,
  type ValidationMessage,
} from '@lumen/domain';
import { cva } from 'class-variance-authority';
import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Field, FieldError, FieldLabel } from '../field/field.tsx';
import { Input } from '../input/input.tsx';
import { cn } from '../lib/cn.ts';
import { MaskedInput } from '../masked-input/masked-input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select.tsx';
import { validationText } from '../lib/validation-text.ts';

/*
 * The address form of checkout and account: names, country, street and house number, an optional
 * extra line, zip code and city. Every rule is the domain's (`AddressInputSchema`: §5 name and zip
 * code, required, max lengths); the zip code is typed into its country's mask, and a started zip
 * code must fill it. A field is checked when the customer leaves it after typing and, once it
 * shows an error, while they correct it; submit checks all and moves the focus to the first
 * field in error, whose error its description reads out. The form lays itself out by its own
 * width (a container query), so it fits a checkout column as well as a phone.
 */

/** The fields in the order the form shows them, which is the order submit looks for errors in. */
export const addressFields = [
  'firstName',
  'lastName',
  'country',
  'street',
  'houseNumber',
  'addition',
  'zipCode',
  'city',
] as const;
export type AddressField = (typeof addressFields)[number];

/** The zip code mask of each market (§5 shapes: 5 digits, 4 digits, NN-NNN, NNN NN). */
export const zipCodeMasks = {
  DE: '#####',
  AT: '####',
  CH: '####',
  IT: '#####',
  PL: '##-###',
  CZ: '### ##',
} as const satisfies Record<CountryCode, string>;

const allCountries = Object.keys(markets) as CountryCode[];

/** What the form holds while the customer types. */
export type AddressFormValues = Record<Exclude<AddressField, 'country'>, string> & {
  country: CountryCode | '';
};

/** What `onSubmit` receives: the address as `AddressInputSchema` parsed it (trimmed), and the country. */
export type AddressFormSubmitValues = AddressInput & { country: CountryCode };

/**
 * The form's texts: a label per field (the storefront's `form_fields` object has most; country and
 * addition are to be added there), the marker of the optional line and the submit button's text.
 */
export type AddressFormLabels = Record<AddressField, string> & { optional: string; submit: string };

/** The `validation` texts the form shows (the storefront's `validation` object fits). */
export type AddressFormMessages = {
  required: string;
  /** May hold `{{max}}`. */
  maxLength: string;
  zipCode: string;
  name: Record<PersonNameFailure, string>;
};

export const addressFormVariants = cva('@container w-full');

/** Props of `AddressForm`: a `<form>`'s props, texts, countries, starting values and the submit handler. */
export type AddressFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  labels: AddressFormLabels;
  messages: AddressFormMessages;
  /** Each country's name in the shop's language ("Österreich", "Autriche"). */
  countryLabels: Record<CountryCode, string>;
  /** The countries the shop delivers to, in this order; every market by default. */
  countries?: readonly CountryCode[];
  /** The country defaults to the first of `countries`; pass the shop's own. */
  defaultValues?: Partial<AddressFormValues>;
  /** Called with the parsed address once every field passes. */
  onSubmit: (values: AddressFormSubmitValues) => void;
  /** Shows the submit button busy while the address is being saved. */
  submitting?: boolean;
  /** Errors from elsewhere (the server), by field; a field's own error goes first. */
  errors?: Partial<Record<AddressField, string>>;
  /** Prefixes the autocomplete tokens, so that a page with two address forms gets both filled right. */
  section?: 'shipping' | 'billing';
  /** Shown between the fields and the submit button (a "same as billing address" checkbox). */
  children?: ReactNode;
};

/** The domain's verdict on one field of the address, or `undefined` when it passes. */
export function addressFieldMessage(
  field: AddressField,
  values: AddressFormValues,
): ValidationMessage | undefined {
  if (field === 'country') {
    const filled = checkRequired(values.country);
    return filled.ok ? undefined : filled.message;
  }
  const value = values[field];
  const result = AddressInputSchema.shape[field].safeParse(
    field === 'addition' && value === '' ? undefined : value,
  );
  if (!result.success) {
    const [issue] = result.error.issues;
    return (issue && validationMessageFromIssue(issue)) ?? { key: 'validation.required' };
  }
  // §5 lists every zip shape for every shop; the country's mask says which one the address needs.
  if (
    field === 'zipCode' &&
    values.country !== '' &&
    !checkInputMask(zipCodeMasks[values.country], value.trim()).ok
  ) {
    return { key: 'validation.zipCode' };
  }
  return undefined;
}

const fieldLayout: Record<AddressField, string> = {
  firstName: '@md:col-span-3',
  lastName: '@md:col-span-3',
  country: '@md:col-span-6',
  street: '@md:col-span-4',
  houseNumber: '@md:col-span-2',
  addition: '@md:col-span-6',
  zipCode: '@md:col-span-2',
  city: '@md:col-span-4',
};

// No token names a house number; browsers recognise the field by its label and name.
const autocomplete: Record<AddressField, string | undefined> = {
  firstName: 'given-name',
  lastName: 'family-name',
  country: 'country',
  street: 'address-line1',
  houseNumber: undefined,
  addition: 'address-line2',
  zipCode: 'postal-code',
  city: 'address-level2',
};

export function AddressForm({
  labels,
  messages,
  countryLabels,
  countries = allCountries,
  defaultValues,
  onSubmit,
  submitting = false,
  errors,
  section,
  children,
  className,
  ...props
}: AddressFormProps) {
  const [values, setValues] = useState<AddressFormValues>(() => ({
    firstName: '',
    lastName: '',
    street: '',
    houseNumber: '',
    addition: '',
    zipCode: '',
    city: '',
    ...defaultValues,
    country: defaultValues?.country ?? countries[0] ?? '',
  }));
  const [messagesShown, setMessagesShown] = useState<Partial<Record<AddressField, ValidationMessage>>>({});
  const [edited, setEdited] = useState<Partial<Record<AddressField, boolean>>>({});
  const [announcement, setAnnouncement] = useState<{ field: AddressField; text: string }>();
  const [focusRequest, setFocusRequest] = useState<{ field: AddressField }>();
  const controls = useRef<Partial<Record<AddressField, HTMLElement | null>>>({});

  // After the render that shows the errors, so that the focused field's description reads its error.
  useEffect(() => {
    if (!focusRequest) return;
    const frame = requestAnimationFrame(() => controls.current[focusRequest.field]?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const token = (field: AddressField) => {
    const name = autocomplete[field];
    return name && section ? `${section} ${name}` : name;
  };
  const errorOf = (field: AddressField) => {
    const message = messagesShown[field];
    return message ? validationText(message, messages) : errors?.[field];
  };

  function update(next: AddressFormValues, changed: AddressField[]) {
    setValues(next);
    setEdited((current) => ({ ...current, ...Object.fromEntries(changed.map((field) => [field, true])) }));
    // Once an error shows, it follows the correction; a first error waits for the blur.
    setMessagesShown((current) => {
      const recheck = changed.filter((field) => current[field]);
      if (recheck.length === 0) return current;
      return {
        ...current,
        ...Object.fromEntries(recheck.map((field) => [field, addressFieldMessage(field, next)])),
      };
    });
  }

  function leave(field: AddressField) {
    if (!edited[field] && values[field] === '' && !messagesShown[field]) return;
    const message = addressFieldMessage(field, values);
    setMessagesShown((current) => ({ ...current, [field]: message }));
    setAnnouncement(message ? { field, text: validationText(message, messages) } : undefined);
  }

  function changeCountry(country: CountryCode) {
    // The zip code typed so far is fitted into the new country's mask.
    const zipCode = applyInputMask(zipCodeMasks[country], values.zipCode);
    update({ ...values, country, zipCode }, values.zipCode === '' ? ['country'] : ['country', 'zipCode']);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = Object.fromEntries(
      addressFields.map((field) => [field, addressFieldMessage(field, values)]),
    );
    setMessagesShown(found);
    setAnnouncement(undefined);
    const first = addressFields.find((field) => found[field]);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }
    const parsed = AddressInputSchema.safeParse({
      ...values,
      addition: values.addition.trim() === '' ? undefined : values.addition,
    });
    if (parsed.success && values.country !== '') onSubmit({ ...parsed.data, country: values.country });
  }

  function textField(field: Exclude<AddressField, 'country' | 'zipCode'>, optional = false) {
    return (
      <Field key={field} data-slot="address-form-field" data-field={field} className={fieldLayout[field]}>
        <FieldLabel>
          {labels[field]}
          {optional && (
            <>
              {' '}
              <span className="font-normal text-foreground-muted">{labels.optional}</span>
            </>
          )}
        </FieldLabel>
        <Input
          ref={(element) => {
            controls.current[field] = element;
          }}
          name={field}
          required={!optional}
          autoComplete={token(field)}
          value={values[field]}
          onChange={(event) => update({ ...values, [field]: event.currentTarget.value }, [field])}
          onBlur={() => leave(field)}
        />
        <FieldError>{errorOf(field)}</FieldError>
      </Field>
    );
  }

  const country = values.country;

  return (
    <form
      data-slot="address-form"
      noValidate
      className={cn(addressFormVariants(), className)}
      onSubmit={handleSubmit}
      {...props}
    >
      <div data-slot="address-form-fields" className="grid grid-cols-1 gap-x-4 gap-y-5 @md:grid-cols-6">
        {textField('firstName')}
        {textField('lastName')}
        <Field data-slot="address-form-field" data-field="country" className={fieldLayout.country}>
          <FieldLabel>{labels.country}</FieldLabel>
          <Select
            name="country"
            required
            autoComplete={token('country')}
            value={country}
            onValueChange={(next) => {
              const picked = countries.find((code) => code === next);
              if (picked) changeCountry(picked);
            }}
          >
            <SelectTrigger
              ref={(element) => {
                controls.current.country = element;
              }}
              onBlur={() => leave('country')}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {countries.map((code) => (
                <SelectItem key={code} value={code}>
                  {countryLabels[code]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError>{errorOf('country')}</FieldError>
        </Field>
        {textField('street')}
        {textField('houseNumber')}
        {textField('addition', true)}
        <Field data-slot="address-form-field" data-field="zipCode" className={fieldLayout.zipCode}>
          <FieldLabel>{labels.zipCode}</FieldLabel>
          {country === '' ? (
            // No country, no mask: the zip code is then checked against every §5 shape.
            <Input
              ref={(element) => {
                controls.current.zipCode = element;
              }}
              name="zipCode"
              required
              autoComplete={token('zipCode')}
              value={values.zipCode}
              onChange={(event) => update({ ...values, zipCode: event.currentTarget.value }, ['zipCode'])}
              onBlur={() => leave('zipCode')}
            />
          ) : (
            <MaskedInput
              ref={(element) => {
                controls.current.zipCode = element;
              }}
              name="zipCode"
              required
              autoComplete={token('zipCode')}
              mask={zipCodeMasks[country]}
              value={values.zipCode}
              onValueChange={(zipCode) => update({ ...values, zipCode }, ['zipCode'])}
              onBlur={() => leave('zipCode')}
            />
          )}
          <FieldError>{errorOf('zipCode')}</FieldError>
        </Field>
        {textField('city')}
      </div>
      {children}
      <Button
        type="submit"
        loading={submitting}
        className="mt-6 w-full @md:w-auto"
        data-slot="address-form-submit"
      >
        {labels.submit}
      </Button>
      <div role="status" data-slot="address-form-announcer" className="sr-only">
        {announcement && (
          <>
            <span>{labels[announcement.field]}</span> <span>{announcement.text}</span>
          </>
        )}
      </div>
    </form>
  );
}
