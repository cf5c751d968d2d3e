import type { LanguageCode } from '@lumen/domain';
import type { MailText } from '../../identity/account-mails.ts';
import { greeting } from '../../shop-mails/greetings.ts';
import type { ShopBranch } from './shop-branches.ts';

type Place = { when: string; branch: string; address: string; phone: string };

// The branch is named and addressed as its page shows it; the mail says how to call off, since a
// guest has no account to do it in.
const texts: Record<LanguageCode, (hello: string, place: Place) => MailText> = {
  de: (hello, { when, branch, address, phone }) => ({
    subject: `Ihr Termin am ${when} Uhr`,
    body: `${hello}\n\nvielen Dank für Ihre Buchung. Wir erwarten Sie am ${when} Uhr in unserer Filiale:\n\n${branch}\n${address}\nTelefon ${phone}\n\nBitte bringen Sie Ihre aktuelle Brille und, falls vorhanden, Ihren Brillenpass mit. Wenn Sie verhindert sind, rufen Sie uns bitte kurz an.\n\nIhr Team von Lumen Optik`,
  }),
  fr: (hello, { when, branch, address, phone }) => ({
    subject: `Votre rendez-vous du ${when}`,
    body: `${hello}\n\nMerci pour votre réservation. Nous vous attendons le ${when} dans notre magasin\u00a0:\n\n${branch}\n${address}\nTéléphone ${phone}\n\nPensez à apporter vos lunettes actuelles et, si vous l’avez, votre dernière ordonnance. En cas d’empêchement, merci de nous appeler.\n\nL’équipe Lumen Optik`,
  }),
  it: (hello, { when, branch, address, phone }) => ({
    subject: `Il tuo appuntamento di ${when}`,
    body: `${hello}\n\nGrazie per la prenotazione. Ti aspettiamo ${when} nel nostro negozio:\n\n${branch}\n${address}\nTelefono ${phone}\n\nPorta con te gli occhiali che usi e, se ce l’hai, la tua ultima prescrizione. Se non puoi venire, chiamaci.\n\nIl team di Lumen Optik`,
  }),
  pl: (hello, { when, branch, address, phone }) => ({
    subject: `Twoja wizyta: ${when}`,
    body: `${hello}\n\nDziękujemy za rezerwację. Termin Twojej wizyty: ${when}. Czekamy na Ciebie w naszym salonie:\n\n${branch}\n${address}\nTelefon ${phone}\n\nZabierz ze sobą swoje obecne okulary i ostatnią receptę, o ile ją masz. Jeśli nie możesz przyjść, zadzwoń do nas.\n\nZespół Lumen Optyk`,
  }),
  cs: (hello, { when, branch, address, phone }) => ({
    subject: `Váš termín: ${when}`,
    body: `${hello}\n\nDěkujeme za rezervaci. Váš termín: ${when}. Těšíme se na Vás na naší pobočce:\n\n${branch}\n${address}\nTelefon ${phone}\n\nVezměte si s sebou své současné brýle, a pokud ho máte, i poslední předpis. Pokud nemůžete přijít, zavolejte nám prosím.\n\nS pozdravem\nTým Lumen Optika`,
  }),
};

/**
 * The confirmation of a booked appointment: when (the day and time in the branch's own zone, as
 * the shop's locale writes them), where, and the branch's phone.
 */
export function appointmentMail(
  shop: { language: LanguageCode; locale: string },
  firstName: string | null,
  branch: Pick<ShopBranch, 'name' | 'street' | 'houseNumber' | 'zipCode' | 'city' | 'phone' | 'timeZone'>,
  dateTime: string,
): MailText {
  const instant = new Date(dateTime);
  const day = new Intl.DateTimeFormat(shop.locale, { dateStyle: 'full', timeZone: branch.timeZone }).format(
    instant,
  );
  const time = new Intl.DateTimeFormat(shop.locale, { timeStyle: 'short', timeZone: branch.timeZone }).format(
    instant,
  );
  return texts[shop.language](greeting(shop.language, firstName), {
    when: `${day}, ${time}`.replace(/\u202f/g, '\u00a0'),
    branch: branch.name,
    address: `${branch.street} ${branch.houseNumber}\n${branch.zipCode} ${branch.city}`,
    phone: branch.phone,
  });
}
