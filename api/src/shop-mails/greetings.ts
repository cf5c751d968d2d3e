import type { LanguageCode } from '@lumen/domain';

const greetings: Record<LanguageCode, (name: string | null) => string> = {
  de: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  it: (name) => (name ? `Ciao ${name},` : 'Buongiorno,'),
  pl: (name) => (name ? `Dzień dobry ${name},` : 'Dzień dobry,'),
  cs: (name) => (name ? `Dobrý den, ${name},` : 'Dobrý den,'),
};

/** A mail's first line: by first name when one is known (a newsletter sign-up may give none). */
export function greeting(language: LanguageCode, firstName: string | null): string {
  return greetings[language](firstName === null || firstName.trim() === '' ? null : firstName);
}
