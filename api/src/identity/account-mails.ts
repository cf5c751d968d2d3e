import { mailedLinkKeys } from '@lumen/domain';
import type { LanguageCode } from '@lumen/domain';
import { greeting } from '../shop-mails/greetings.ts';
import type { TokenPurpose } from './account-tokens.ts';

export interface MailText {
  subject: string;
  body: string;
}

type Texts = Record<TokenPurpose, (hello: string, link: string) => MailText>;

/** The mails of email verification and password reset, in each shop language. */
const texts: Record<LanguageCode, Texts> = {
  de: {
    verify_email: (hello, link) => ({
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      body: `${hello}\n\nbitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n${link}\n\nDer Link ist 24 Stunden gültig.\n\nIhr Team von Lumen Optik`,
    }),
    password_reset: (hello, link) => ({
      subject: 'Ihr Passwort zurücksetzen',
      body: `${hello}\n\nüber diesen Link können Sie ein neues Passwort festlegen:\n${link}\n\nDer Link ist eine Stunde gültig. Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail einfach ignorieren.\n\nIhr Team von Lumen Optik`,
    }),
  },
  fr: {
    verify_email: (hello, link) => ({
      subject: 'Veuillez confirmer votre adresse e-mail',
      body: `${hello}\n\nVeuillez confirmer votre adresse e-mail en cliquant sur ce lien\u00a0:\n${link}\n\nCe lien est valable 24 heures.\n\nL’équipe Lumen Optik`,
    }),
    password_reset: (hello, link) => ({
      subject: 'Réinitialiser votre mot de passe',
      body: `${hello}\n\nCe lien vous permet de choisir un nouveau mot de passe\u00a0:\n${link}\n\nIl est valable une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.\n\nL’équipe Lumen Optik`,
    }),
  },
  it: {
    verify_email: (hello, link) => ({
      subject: 'Conferma il tuo indirizzo e-mail',
      body: `${hello}\n\nConferma il tuo indirizzo e-mail tramite questo link:\n${link}\n\nIl link è valido per 24 ore.\n\nIl team di Lumen Optik`,
    }),
    password_reset: (hello, link) => ({
      subject: 'Reimposta la tua password',
      body: `${hello}\n\nCon questo link puoi scegliere una nuova password:\n${link}\n\nIl link è valido per un’ora. Se non hai fatto tu questa richiesta, ignora questa e-mail.\n\nIl team di Lumen Optik`,
    }),
  },
  pl: {
    verify_email: (hello, link) => ({
      subject: 'Potwierdź swój adres e-mail',
      body: `${hello}\n\nPotwierdź swój adres e-mail, klikając ten link:\n${link}\n\nLink jest ważny przez 24 godziny.\n\nZespół Lumen Optyk`,
    }),
    password_reset: (hello, link) => ({
      subject: 'Ustaw nowe hasło',
      body: `${hello}\n\nOtrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Nowe hasło ustawisz za pomocą tego linku:\n${link}\n\nLink jest ważny przez godzinę. Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.\n\nZespół Lumen Optyk`,
    }),
  },
  cs: {
    verify_email: (hello, link) => ({
      subject: 'Potvrďte prosím svou e-mailovou adresu',
      body: `${hello}\n\nPotvrďte prosím svou e-mailovou adresu pomocí tohoto odkazu:\n${link}\n\nOdkaz platí 24 hodin.\n\nS pozdravem\nTým Lumen Optika`,
    }),
    password_reset: (hello, link) => ({
      subject: 'Obnovení hesla',
      body: `${hello}\n\nPomocí tohoto odkazu si nastavíte nové heslo:\n${link}\n\nOdkaz platí jednu hodinu. Pokud žádost o nové heslo nepochází od Vás, tento e-mail ignorujte.\n\nS pozdravem\nTým Lumen Optika`,
    }),
  },
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
  const link = `${scheme}://${shopHost}/signin/?${mailedLinkKeys[purpose]}=${token}`;
  return texts[language][purpose](greeting(language, firstName), link);
}
