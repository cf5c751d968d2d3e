import type { LanguageCode } from '@lumen/domain';
import type { MailText } from '../identity/account-mails.ts';
import { greeting } from '../shop-mails/greetings.ts';
import { shopLink } from '../shop-mails/shop-mail-outbox.ts';

const confirmationTexts: Record<LanguageCode, (hello: string, link: string, days: number) => MailText> = {
  de: (hello, link, days) => ({
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    body: `${hello}\n\nvielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:\n${link}\n\nDer Link ist ${days} Tage gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail; Sie erhalten dann keine weiteren Nachrichten von uns.\n\nIhr Team von Lumen Optik`,
  }),
  fr: (hello, link, days) => ({
    subject: 'Veuillez confirmer votre inscription à la newsletter',
    body: `${hello}\n\nMerci de l’intérêt que vous portez à notre newsletter. Veuillez confirmer votre inscription en cliquant sur ce lien\u00a0:\n${link}\n\nCe lien est valable ${days} jours. Si vous n’avez pas demandé cette inscription, ignorez cet e-mail\u00a0: vous ne recevrez aucun autre message de notre part.\n\nL’équipe Lumen Optik`,
  }),
  it: (hello, link, days) => ({
    subject: 'Conferma la tua iscrizione alla newsletter',
    body: `${hello}\n\nGrazie per il tuo interesse nella nostra newsletter. Conferma la tua iscrizione tramite questo link:\n${link}\n\nIl link è valido per ${days} giorni. Se non hai richiesto tu l’iscrizione, ignora questa e-mail: non riceverai altri messaggi da noi.\n\nIl team di Lumen Optik`,
  }),
  pl: (hello, link, days) => ({
    subject: 'Potwierdź zapis do newslettera',
    body: `${hello}\n\nDziękujemy za zainteresowanie naszym newsletterem. Potwierdź zapis, klikając ten link:\n${link}\n\nLink jest ważny przez ${days} dni. Jeśli prośba o zapis nie pochodzi od Ciebie, zignoruj tę wiadomość – nie otrzymasz od nas kolejnych wiadomości.\n\nZespół Lumen Optyk`,
  }),
  cs: (hello, link, days) => ({
    subject: 'Potvrďte prosím přihlášení k odběru newsletteru',
    body: `${hello}\n\nDěkujeme za zájem o náš newsletter. Potvrďte prosím přihlášení pomocí tohoto odkazu:\n${link}\n\nOdkaz platí ${days} dní. Pokud přihlášení nepochází od Vás, tento e-mail ignorujte; žádné další zprávy od nás nedostanete.\n\nS pozdravem\nTým Lumen Optika`,
  }),
};

/**
 * The double opt-in mail: the link opens the shop's homepage with `?confirmNewsletter={token}`,
 * which calls confirmNewsletter.
 */
/** How long the confirmation link works. */
export const newsletterLinkLifetimeDays = 7;

export function newsletterConfirmationMail(
  language: LanguageCode,
  firstName: string | null,
  shopHost: string,
  token: string,
): MailText {
  const link = shopLink(shopHost, `/?confirmNewsletter=${token}`);
  return confirmationTexts[language](greeting(language, firstName), link, newsletterLinkLifetimeDays);
}
