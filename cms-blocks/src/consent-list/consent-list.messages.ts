import type { LanguageCode } from '@lumen/domain';

/** The labels of a provider's details; groups, providers and their texts come from the CMS. */
export type ConsentListMessages = {
  purpose: string;
  cookies: string;
  retention: string;
  privacyPolicy: string;
  /** The text of the link to a provider's privacy policy, naming the provider. */
  privacyPolicyLink: (provider: string) => string;
};

export const consentListMessages: Readonly<Record<LanguageCode, ConsentListMessages>> = {
  de: {
    purpose: 'Zweck',
    cookies: 'Cookies',
    retention: 'Speicherdauer',
    privacyPolicy: 'Datenschutz',
    privacyPolicyLink: (provider) => `Datenschutzerklärung von ${provider}`,
  },
  fr: {
    purpose: 'Finalité',
    cookies: 'Cookies',
    retention: 'Durée de conservation',
    privacyPolicy: 'Protection des données',
    privacyPolicyLink: (provider) => `Politique de confidentialité de ${provider}`,
  },
  it: {
    purpose: 'Finalità',
    cookies: 'Cookie',
    retention: 'Durata di conservazione',
    privacyPolicy: 'Privacy',
    privacyPolicyLink: (provider) => `Informativa sulla privacy di ${provider}`,
  },
  pl: {
    purpose: 'Cel',
    cookies: 'Pliki cookie',
    retention: 'Okres przechowywania',
    privacyPolicy: 'Ochrona danych',
    privacyPolicyLink: (provider) => `Polityka prywatności: ${provider}`,
  },
  cs: {
    purpose: 'Účel',
    cookies: 'Cookies',
    retention: 'Doba uložení',
    privacyPolicy: 'Ochrana údajů',
    privacyPolicyLink: (provider) => `Zásady ochrany osobních údajů: ${provider}`,
  },
};
