import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Field,
  FieldError,
  FieldLabel,
  Input,
  PhoneField,
  countryCallingCodes,
  phoneNumberError,
  validationText,
} from '@lumen/design-system';
import type { PhoneFieldMessages } from '@lumen/design-system';
import { checkEmail, checkRequired } from '@lumen/domain';
import type { ContactInput, CountryCode, PhoneNumberInput, RpcError, ShopIdentity } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { useAddressFormTexts } from '../checkout/use-address-form-texts.ts';
import { EmailField } from './email-field.tsx';
import { useFieldCheck } from './use-field-check.ts';

/** A contact as a form holds it: the phone as calling code and number. */
export type ContactForm = { firstName: string; lastName: string; email: string; phone: PhoneNumberInput };
export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

/** An empty contact, the phone starting with the market's calling code; a signed-in customer's name and email. */
export function emptyContact(
  shop: Pick<ShopIdentity, 'country'>,
  known: { firstName?: string | null; lastName?: string | null; email?: string | null } = {},
): ContactForm {
  return {
    firstName: known.firstName ?? '',
    lastName: known.lastName ?? '',
    email: known.email ?? '',
    phone: { countryCode: countryCallingCodes[shop.country], number: '' },
  };
}

/** The contact as the api takes it (§5 rules checked by the form first): trimmed, the phone in one. */
export function contactPayload(contact: ContactForm): Required<ContactInput> {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim(),
    phone: `${contact.phone.countryCode} ${contact.phone.number.trim()}`,
  };
}

/** The §5 checks of a contact (name, email, phone required), as messages in the shop's language. */
export function useContactCheck(): (contact: ContactForm) => ContactErrors {
  const { t } = useTranslation();
  const check = useFieldCheck();
  return (contact) => {
    const phone = phoneNumberError(contact.phone, true);
    return {
      firstName: check(checkRequired(contact.firstName)),
      lastName: check(checkRequired(contact.lastName)),
      email: check(checkRequired(contact.email), checkEmail(contact.email)),
      phone: phone && validationText(phone.message, t('validation', { returnObjects: true })),
    };
  };
}

/**
 * The message at a contact field: the form's own check, else "check this" where the api still
 * refused the field (`payload.contact.{field}`).
 */
export function useContactFieldError(
  errors: ContactErrors,
  refusal: RpcError | undefined,
): (field: keyof ContactForm) => string | undefined {
  const { t } = useTranslation();
  return (field) =>
    errors[field] ??
    (refusal?.details.some((detail) => detail.field === `payload.contact.${field}`)
      ? t('appointments.booking.checkField')
      : undefined);
}

/**
 * Name, email and phone of a visitor the branch calls back (an appointment, a reservation): the
 * phone with the market's calling code first.
 */
export function ContactFields({
  legend,
  phoneHint,
  contact,
  onChange,
  error,
}: {
  legend: string;
  /** Why the branch asks for the phone. */
  phoneHint: string;
  contact: ContactForm;
  onChange: (contact: ContactForm) => void;
  /** The message to show at a field, if any. */
  error: (field: keyof ContactForm) => string | undefined;
}) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { countryLabels } = useAddressFormTexts('');
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <Field invalid={error('firstName') !== undefined} required>
        <FieldLabel>{t('form_fields.firstName')}</FieldLabel>
        <Input
          autoComplete="given-name"
          value={contact.firstName}
          onChange={(event) => onChange({ ...contact, firstName: event.target.value })}
        />
        {error('firstName') && <FieldError>{error('firstName')}</FieldError>}
      </Field>
      <Field invalid={error('lastName') !== undefined} required>
        <FieldLabel>{t('form_fields.lastName')}</FieldLabel>
        <Input
          autoComplete="family-name"
          value={contact.lastName}
          onChange={(event) => onChange({ ...contact, lastName: event.target.value })}
        />
        {error('lastName') && <FieldError>{error('lastName')}</FieldError>}
      </Field>
      <EmailField
        value={contact.email}
        onChange={(email) => onChange({ ...contact, email })}
        error={error('email')}
      />
      <PhoneField
        className="sm:col-span-2"
        label={t('appointments.booking.phone')}
        description={phoneHint}
        countryCodeLabel={t('form_fields.phoneCountryCode')}
        countryLabels={countryLabels}
        countries={[
          shop.country,
          ...(Object.keys(countryCallingCodes) as CountryCode[]).filter((code) => code !== shop.country),
        ]}
        messages={t('validation', { returnObjects: true }) as PhoneFieldMessages}
        required
        value={contact.phone}
        onValueChange={(phone) => onChange({ ...contact, phone })}
        {...(error('phone') && { error: error('phone') })}
      />
    </fieldset>
  );
}
