import { useTranslation } from 'react-i18next';
import type { AddressFormLabels, AddressFormMessages } from '@lumen/design-system';
import { markets } from '@lumen/domain';
import type { CountryCode } from '@lumen/domain';

/** The address form's texts in the shop's language (checkout; the account's addresses). */
export function useAddressFormTexts(submit: string): {
  labels: AddressFormLabels;
  messages: AddressFormMessages;
  countryLabels: Record<CountryCode, string>;
} {
  const { t } = useTranslation();
  return {
    labels: {
      firstName: t('form_fields.firstName'),
      lastName: t('form_fields.lastName'),
      country: t('form_fields.country'),
      street: t('form_fields.street'),
      houseNumber: t('form_fields.houseNumber'),
      addition: t('form_fields.addition'),
      zipCode: t('form_fields.zipCode'),
      city: t('form_fields.city'),
      optional: t('form_fields.optional'),
      submit,
    },
    messages: t('validation', { returnObjects: true }) as AddressFormMessages,
    countryLabels: Object.fromEntries(
      Object.keys(markets).map((code) => [code, t(`checkout.countries.${code}`)]),
    ) as Record<CountryCode, string>,
  };
}
