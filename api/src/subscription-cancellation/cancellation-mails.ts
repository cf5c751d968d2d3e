import type { LanguageCode } from '@lumen/domain';
import type { MailText } from '../identity/account-mails.ts';
import { greeting } from '../shop-mails/greetings.ts';

const texts: Record<LanguageCode, (hello: string, subscriptionId: string, day: string) => MailText> = {
  de: (hello, id, day) => ({
    subject: 'Ihr Spar-Abo wurde gekündigt',
    body: `${hello}\n\nwie gewünscht haben wir Ihr Spar-Abo Nr. ${id} zum ${day} gekündigt. Es folgen keine weiteren Lieferungen.\n\nWenn Sie die Kündigung nicht selbst veranlasst haben, antworten Sie bitte auf diese E-Mail.\n\nIhr Lumen Optik Team`,
  }),
  fr: (hello, id, day) => ({
    subject: 'Résiliation de votre abonnement lentilles',
    body: `${hello}\n\ncomme demandé, nous avons résilié votre abonnement lentilles n° ${id} au ${day}. Vous ne recevrez plus de livraisons.\n\nSi vous n’êtes pas à l’origine de cette résiliation, répondez simplement à cet e-mail.\n\nVotre équipe Lumen Optik`,
  }),
  it: (hello, id, day) => ({
    subject: 'Disdetta del tuo abbonamento lenti',
    body: `${hello}\n\ncome richiesto, abbiamo disdetto il tuo abbonamento lenti n. ${id} con effetto dal ${day}. Non riceverai altre consegne.\n\nSe non hai richiesto tu la disdetta, rispondi a questa e-mail.\n\nIl team di Lumen Optik`,
  }),
  pl: (hello, id, day) => ({
    subject: 'Twoja subskrypcja soczewek została anulowana',
    body: `${hello}\n\nzgodnie z prośbą anulowaliśmy Twoją subskrypcję soczewek nr ${id} z dniem ${day}. Kolejne dostawy nie będą realizowane.\n\nJeśli to nie Ty anulowałeś subskrypcję, odpowiedz na tę wiadomość.\n\nZespół Lumen Optik`,
  }),
  cs: (hello, id, day) => ({
    subject: 'Vaše předplatné kontaktních čoček bylo zrušeno',
    body: `${hello}\n\nna Vaši žádost jsme ke dni ${day} zrušili Vaše předplatné kontaktních čoček č. ${id}. Další dodávky již nebudou následovat.\n\nPokud jste zrušení nepožadovali, odpovězte prosím na tento e-mail.\n\nVáš tým Lumen Optik`,
  }),
};

/** The confirmation of a saving subscription's cancellation, the day written as the shop writes dates. */
export function cancellationMail(
  shop: { language: LanguageCode; locale: string },
  firstName: string | null,
  subscriptionId: string,
  cancelledOn: string,
): MailText {
  const day = new Intl.DateTimeFormat(shop.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${cancelledOn}T00:00:00Z`),
  );
  return texts[shop.language](greeting(shop.language, firstName), subscriptionId, day);
}
