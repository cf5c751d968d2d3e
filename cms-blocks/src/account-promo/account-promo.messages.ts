import type { LanguageCode } from '@lumen/domain';

/** The account promo's UI texts (the links, not the editor's headline and benefits), in the shop languages. */
export type AccountPromoMessages = {
  register: string;
  /** Before the sign-in link. */
  haveAccount: string;
  signIn: string;
  /** Name of the benefits list. */
  benefitsLabel: string;
};

export const accountPromoMessages: Readonly<Record<LanguageCode, AccountPromoMessages>> = {
  de: {
    register: 'Kundenkonto erstellen',
    haveAccount: 'Sie haben schon ein Kundenkonto?',
    signIn: 'Anmelden',
    benefitsLabel: 'Ihre Vorteile',
  },
  fr: {
    register: 'Créer un compte client',
    haveAccount: 'Vous avez déjà un compte client ?',
    signIn: 'Se connecter',
    benefitsLabel: 'Vos avantages',
  },
  it: {
    register: 'Crea un account cliente',
    haveAccount: 'Hai già un account cliente?',
    signIn: 'Accedi',
    benefitsLabel: 'I tuoi vantaggi',
  },
  pl: {
    register: 'Załóż konto klienta',
    haveAccount: 'Masz już konto klienta?',
    signIn: 'Zaloguj się',
    benefitsLabel: 'Twoje korzyści',
  },
  cs: {
    register: 'Vytvořit zákaznický účet',
    haveAccount: 'Už máte zákaznický účet?',
    signIn: 'Přihlásit se',
    benefitsLabel: 'Vaše výhody',
  },
};
