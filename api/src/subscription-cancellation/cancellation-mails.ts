import type { LanguageCode } from '@lumen/domain';
import type { MailText } from '../identity/account-mails.ts';
import { greeting } from '../shop-mails/greetings.ts';

// The saving subscription goes by the name the shop's account pages give it (storefront messages,
// `pages.accountSubscription`), so a customer finds in the mail what they cancelled there.
const texts: Record<LanguageCode, (hello: string, subscriptionId: string, day: string) => MailText> = {
  de: (hello, id, day) => ({
    subject: 'Ihr Spar-Abo wurde gekündigt',
    body: `${hello}\n\nwie gewünscht haben wir Ihr Spar-Abo Nr. ${id} zum ${day} gekündigt. Es folgen keine weiteren Lieferungen.\n\nWenn Sie die Kündigung nicht selbst veranlasst haben, antworten Sie bitte auf diese E-Mail.\n\nIhr Team von Lumen Optik`,
  }),
  fr: (hello, id, day) => ({
    subject: 'Résiliation de votre abonnement épargne',
    body: `${hello}\n\nConformément à votre demande, nous avons résilié votre abonnement épargne n° ${id} au ${day}. Aucune autre livraison ne suivra.\n\nSi vous n’êtes pas à l’origine de cette résiliation, répondez simplement à cet e-mail.\n\nL’équipe Lumen Optik`,
  }),
  it: (hello, id, day) => ({
    subject: 'Disdetta del tuo abbonamento risparmio',
    body: `${hello}\n\nCome richiesto, abbiamo disdetto il tuo abbonamento risparmio n. ${id} con effetto dal ${day}. Non riceverai altre consegne.\n\nSe non hai richiesto tu la disdetta, rispondi a questa e-mail.\n\nIl team di Lumen Optik`,
  }),
  pl: (hello, id, day) => ({
    subject: 'Potwierdzenie rezygnacji z abonamentu oszczędnościowego',
    body: `${hello}\n\nZgodnie z Twoją prośbą zakończyliśmy Twój abonament oszczędnościowy nr ${id} z dniem ${day}. Kolejne dostawy nie będą już realizowane.\n\nJeśli prośba o rezygnację nie pochodzi od Ciebie, odpowiedz na tę wiadomość.\n\nZespół Lumen Optyk`,
  }),
  cs: (hello, id, day) => ({
    subject: 'Vaše spořicí předplatné bylo zrušeno',
    body: `${hello}\n\nNa Vaši žádost jsme ke dni ${day} zrušili Vaše spořicí předplatné č. ${id}. Další dodávky Vám již nezašleme.\n\nPokud žádost o zrušení nepochází od Vás, odpovězte prosím na tento e-mail.\n\nS pozdravem\nTým Lumen Optika`,
  }),
};

// French and Italian write the first of a month as an ordinal ("1er juillet", "1º luglio"), which
// Intl does not.
const ordinalFirst: Partial<Record<LanguageCode, string>> = { fr: '1er ', it: '1º ' };

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
  const first = ordinalFirst[shop.language];
  const written = first === undefined ? day : day.replace(/^1 /, first);
  return texts[shop.language](greeting(shop.language, firstName), subscriptionId, written);
}
