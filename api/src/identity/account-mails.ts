import type { LanguageCode } from '@lumen/domain';
import type { TokenPurpose } from './account-tokens.ts';

export interface MailText {
  subject: string;
  body: string;
}

type Texts = Record<TokenPurpose, (name: string, link: string) => MailText>;

/** The mails of email verification and password reset, in each shop language. */
const texts: Record<LanguageCode, Texts> = {
  de: {
    verify_email: (name, link) => ({
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      body: `Hallo ${name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n${link}\n\nDer Link ist 24 Stunden gültig.\n\nIhr Lumen Optik Team`,
    }),
    password_reset: (name, link) => ({
      subject: 'Ihr Passwort zurücksetzen',
      body: `Hallo ${name},\n\nüber diesen Link können Sie ein neues Passwort festlegen:\n${link}\n\nDer Link ist eine Stunde gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n\nIhr Lumen Optik Team`,
    }),
  },
  fr: {
    verify_email: (name, link) => ({
      subject: 'Veuillez confirmer votre adresse e-mail',
      body: `Bonjour ${name},\n\nveuillez confirmer votre adresse e-mail en cliquant sur ce lien :\n${link}\n\nLe lien est valable 24 heures.\n\nVotre équipe Lumen Optik`,
    }),
    password_reset: (name, link) => ({
      subject: 'Réinitialiser votre mot de passe',
      body: `Bonjour ${name},\n\nce lien vous permet de choisir un nouveau mot de passe :\n${link}\n\nLe lien est valable une heure. Si vous n’avez rien demandé, ignorez cet e-mail.\n\nVotre équipe Lumen Optik`,
    }),
  },
  it: {
    verify_email: (name, link) => ({
      subject: 'Conferma il tuo indirizzo e-mail',
      body: `Ciao ${name},\n\nconferma il tuo indirizzo e-mail tramite questo link:\n${link}\n\nIl link è valido 24 ore.\n\nIl team di Lumen Optik`,
    }),
    password_reset: (name, link) => ({
      subject: 'Reimposta la tua password',
      body: `Ciao ${name},\n\ncon questo link puoi scegliere una nuova password:\n${link}\n\nIl link è valido un’ora. Se non l’hai richiesto tu, ignora questa e-mail.\n\nIl team di Lumen Optik`,
    }),
  },
  pl: {
    verify_email: (name, link) => ({
      subject: 'Potwierdź swój adres e-mail',
      body: `Dzień dobry ${name},\n\npotwierdź swój adres e-mail, klikając ten link:\n${link}\n\nLink jest ważny przez 24 godziny.\n\nZespół Lumen Optik`,
    }),
    password_reset: (name, link) => ({
      subject: 'Zresetuj swoje hasło',
      body: `Dzień dobry ${name},\n\nza pomocą tego linku ustawisz nowe hasło:\n${link}\n\nLink jest ważny przez godzinę. Jeśli to nie Ty o to prosiłeś, zignoruj tę wiadomość.\n\nZespół Lumen Optik`,
    }),
  },
  cs: {
    verify_email: (name, link) => ({
      subject: 'Potvrďte prosím svou e-mailovou adresu',
      body: `Dobrý den, ${name},\n\npotvrďte prosím svou e-mailovou adresu pomocí tohoto odkazu:\n${link}\n\nOdkaz platí 24 hodin.\n\nVáš tým Lumen Optik`,
    }),
    password_reset: (name, link) => ({
      subject: 'Obnovení hesla',
      body: `Dobrý den, ${name},\n\npomocí tohoto odkazu si nastavíte nové heslo:\n${link}\n\nOdkaz platí jednu hodinu. Pokud jste o to nežádali, tento e-mail ignorujte.\n\nVáš tým Lumen Optik`,
    }),
  },
};

/** The signin page reads the token from the query: `?verifyEmail=` or `?resetPassword=`. */
const linkParameter: Record<TokenPurpose, string> = {
  verify_email: 'verifyEmail',
  password_reset: 'resetPassword',
};

export function accountMail(
  language: LanguageCode,
  purpose: TokenPurpose,
  firstName: string,
  shopHost: string,
  token: string,
): MailText {
  // Local hosts (`de-de.localhost:3000`) serve plain http; every deployed domain serves https.
  const scheme = /^[^:]*\.localhost(:\d+)?$/.test(shopHost) ? 'http' : 'https';
  const link = `${scheme}://${shopHost}/signin/?${linkParameter[purpose]}=${token}`;
  return texts[language][purpose](firstName, link);
}
