import type { LanguageCode } from '@lumen/domain';

// Polish and Czech address a person by name in the vocative (Anno, Petře), which no rule forms
// reliably from an arbitrary first name: their mails greet without it.
const greetings: Record<LanguageCode, (name: string | null) => string> = {
  de: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  it: (name) => (name ? `Ciao ${name},` : 'Buongiorno,'),
  pl: () => 'Dzień dobry,',
  cs: () => 'Dobrý den,',
};

/**
 * A mail's first line: by first name where the language allows it and one is known (a newsletter
 * sign-up may give none). German continues the letter in lower case after it, the other
 * languages with a capital.
 */
export function greeting(language: LanguageCode, firstName: string | null): string {
  return greetings[language](firstName === null || firstName.trim() === '' ? null : firstName);
}
