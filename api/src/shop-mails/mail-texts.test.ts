import { readFileSync } from 'node:fs';
import { hasRoute, hasStatutoryWithdrawalRight, legalPagePath, routePath, shops } from '@lumen/domain';
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { accountMail } from '../identity/account-mails.ts';
import type { MailText } from '../identity/account-mails.ts';
import { newsletterConfirmationMail } from '../newsletter/newsletter-mails.ts';
import { marketFacts } from '../seed/content/markets.ts';
import { appointmentMail } from '../procedures/branch/appointment-mail.ts';
import { orderConfirmationMail } from '../procedures/checkout/order-confirmation-mail.ts';
import {
  confirmedOrderId,
  confirmedOrderOf,
  paidLaterMethod,
} from '../procedures/checkout/order-confirmation.fixtures.ts';
import { cancellationMail } from '../subscription-cancellation/cancellation-mails.ts';

const host = (shop: ShopIdentity) => `${shop.code}.localhost:3000`;

/** A branch of the shop's market, named with the shop's brand as the chain names its branches. */
const branchOf = (shop: ShopIdentity) => ({
  name: `${marketFacts[shop.country].brand} Zentrum`,
  street: 'Marktplatz',
  houseNumber: '1',
  zipCode: '10115',
  city: 'Musterstadt',
  phone: '+49 30 1234567',
  timeZone: 'Europe/Berlin',
});

/** Every mail the shop sends, for a customer called Anna, as a shop of that language sends it. */
const mailKinds: [string, (shop: ShopIdentity, name: string | null) => MailText][] = [
  [
    'verify_email',
    (shop, name) => accountMail(shop.language, 'verify_email', name ?? '', host(shop), 'token'),
  ],
  [
    'password_reset',
    (shop, name) => accountMail(shop.language, 'password_reset', name ?? '', host(shop), 'token'),
  ],
  [
    'newsletter_confirmation',
    (shop, name) => newsletterConfirmationMail(shop.language, name, host(shop), 'token'),
  ],
  ['subscription_cancelled', (shop, name) => cancellationMail(shop, name, '4711', '2025-07-01')],
  ['appointment_booked', (shop, name) => appointmentMail(shop, name, branchOf(shop), '2026-12-04T09:30:00Z')],
  [
    'order_confirmation',
    (shop, name) => orderConfirmationMail(shop, shop, host(shop), confirmedOrderOf(shop, name)),
  ],
  [
    'order_confirmation (guest)',
    (shop, name) =>
      orderConfirmationMail(shop, shop, host(shop), confirmedOrderOf(shop, name, { guest: true })),
  ],
];

const cases = shops.flatMap((shop) =>
  mailKinds.flatMap(([kind, mail]) =>
    ['Anna', null].map((name) => ({ shop: shop.code, kind, name, mail: mail(shop, name), identity: shop })),
  ),
);

const paragraphs = (mail: MailText) => mail.body.split('\n\n');

// German letters go on in lower case after the greeting's comma; French, Italian, Polish and
// Czech start the first paragraph with a capital.
const lowerCaseAfterGreeting: Record<LanguageCode, boolean> = {
  de: true,
  fr: false,
  it: false,
  pl: false,
  cs: false,
};

describe('mail texts', () => {
  it.each(cases)('$shop $kind (name $name): greets by name only where the language can', (c) => {
    const [greeting] = paragraphs(c.mail);
    const expected = {
      de: c.name ? 'Hallo Anna,' : 'Guten Tag,',
      fr: c.name ? 'Bonjour Anna,' : 'Bonjour,',
      it: c.name ? 'Ciao Anna,' : 'Buongiorno,',
      pl: 'Dzień dobry,',
      cs: 'Dobrý den,',
    }[c.identity.language];
    expect(greeting).toBe(expected);
    if (c.identity.language === 'pl' || c.identity.language === 'cs')
      expect(c.mail.body).not.toContain('Anna');
  });

  it.each(cases)('$shop $kind (name $name): the first paragraph starts as the language writes it', (c) => {
    const first = paragraphs(c.mail)[1] ?? '';
    const initial = first.charAt(0);
    const lower = lowerCaseAfterGreeting[c.identity.language];
    expect(initial, first).toBe(lower ? initial.toLocaleLowerCase() : initial.toLocaleUpperCase());
    expect(initial.toLocaleLowerCase()).not.toBe(initial.toLocaleUpperCase());
  });

  it.each(cases)('$shop $kind: signs with the shop’s brand', (c) => {
    const brand = marketFacts[c.identity.country].brand;
    const signature = paragraphs(c.mail).at(-1) ?? '';
    expect(signature).toMatch(new RegExp(`(^|\\s)${brand}( Team)?$`, 'u'));
    // "Lumen Optik" is a prefix of the Czech "Lumen Optika": a shop's text has no other form of it.
    const otherForms = new Set(Object.values(marketFacts).map((market) => market.brand));
    otherForms.delete(brand);
    for (const other of otherForms) {
      expect(`${c.mail.subject}\n${c.mail.body}`).not.toMatch(new RegExp(`${other}(?!\\p{L})`, 'u'));
    }
  });

  it.each(cases.filter((c) => c.identity.language === 'pl'))(
    '$shop $kind: Polish addresses the customer without masculine-only past forms',
    (c) => {
      // "prosiłeś", "zapisałeś się", "anulowałaś": forms that fit one gender only.
      expect(`${c.mail.subject}\n${c.mail.body}`).not.toMatch(/\p{L}*ł(e|a)ś(?!\p{L})/u);
    },
  );

  it.each(cases.filter((c) => c.identity.language === 'de'))(
    '$shop $kind: German mails write ss, as Switzerland does',
    (c) => {
      // The German texts are the same for every German-speaking shop, de-ch among them.
      expect(`${c.mail.subject}\n${c.mail.body}`).not.toContain('ß');
    },
  );

  it.each(cases.filter((c) => c.identity.language === 'fr'))(
    '$shop $kind: French sets a no-break space before : ; ! ?',
    (c) => {
      // Links and times (10:30) keep theirs as they are.
      const text = `${c.mail.subject}\n${c.mail.body}`.replace(/https?:\/\/\S+/g, '');
      expect(text).not.toMatch(/[^\u00a0\d][:;!?]/u);
    },
  );

  it.each(shops.map((shop) => [shop.code, shop] as const))(
    '%s: the cancellation names the saving subscription as the account pages do',
    (_code, shop) => {
      const messages = JSON.parse(
        readFileSync(
          new URL(`../../../storefront/src/i18n/messages/${shop.language}.json`, import.meta.url),
          'utf8',
        ),
      ) as { pages: { accountSubscription: { title: string } } };
      const term = messages.pages.accountSubscription.title.replace(/\s*\{\{subscriptionId\}\}\s*/, '');
      const mail = cancellationMail(shop, 'Anna', '4711', '2025-07-01');
      const lowered = (text: string) => text.toLocaleLowerCase(shop.language);
      expect(lowered(mail.body)).toContain(lowered(`${term} `));
    },
  );

  it.each([
    ['de-de', 'am Freitag, 4. Dezember 2026, 10:30 Uhr in unserer Filiale'],
    ['fr-ch', 'le vendredi, 4 décembre 2026, 10:30 dans notre magasin'],
    ['it-ch', 'Ti aspettiamo venerdì, 4 dicembre 2026, 10:30 nel nostro negozio'],
    ['pl-pl', 'Termin Twojej wizyty: piątek, 4 grudnia 2026, 10:30. Czekamy na Ciebie w naszym salonie'],
    ['cs-cz', 'Váš termín: pátek 4. prosince 2026, 10:30. Těšíme se na Vás na naší pobočce'],
  ] as const)('%s: the appointment is told by day and time in the branch’s zone', (code, expected) => {
    const shop = shops.find((candidate) => candidate.code === code)!;
    const mail = appointmentMail(shop, null, branchOf(shop), '2026-12-04T09:30:00Z');
    expect(mail.body.replace(/\u00a0/g, ' ')).toContain(expected);
    expect(mail.body).toContain('Marktplatz 1\n10115 Musterstadt');
  });

  it.each([
    ['fr-ch', 'au 1er juillet 2025'],
    ['it-ch', 'dal 1º luglio 2025'],
    ['de-de', 'zum 1. Juli 2025'],
    ['pl-pl', 'z dniem 1 lipca 2025'],
    ['cs-cz', 'ke dni 1. července 2025'],
  ] as const)('%s: writes the first of the month as the language does', (code, expected) => {
    const shop = shops.find((candidate) => candidate.code === code)!;
    expect(cancellationMail(shop, null, '4711', '2025-07-01').body).toContain(expected);
  });
  const orderMail = (shop: ShopIdentity, guest = false) =>
    orderConfirmationMail(shop, shop, host(shop), confirmedOrderOf(shop, 'Anna', { guest }));
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it.each(shops.map((shop) => [shop.code, shop] as const))(
    '%s: the order confirmation names the order in its subject and the right of withdrawal the market has',
    (_code, shop) => {
      const mail = orderMail(shop);
      expect(mail.subject).toContain(String(confirmedOrderId));
      const rights = paragraphs(mail).at(-2) ?? '';
      // The EU's 14 days of statutory withdrawal; Switzerland has none, the shop's return right instead.
      expect(rights.includes('14')).toBe(hasStatutoryWithdrawalRight(shop.country));
      expect(rights).toContain(`http://${host(shop)}${legalPagePath(shop.language, 'terms')}`);
    },
  );

  it.each(shops.map((shop) => [shop.code, shop] as const))(
    '%s: the order confirmation leads an account to its order page and a guest to the order status lookup',
    (_code, shop) => {
      const account = orderMail(shop).body;
      expect(account).toContain(
        `http://${host(shop)}${routePath(shop, 'account-order', { orderId: String(confirmedOrderId) })}`,
      );
      const guest = orderMail(shop, true).body;
      expect(guest).not.toContain('/account/');
      // cs has no order status page (§2): its guests are asked to reply.
      if (hasRoute(shop, 'order-status'))
        expect(guest).toContain(`http://${host(shop)}${routePath(shop, 'order-status')}`);
      else
        expect(guest.match(/https?:\/\/\S+/g)).toEqual([
          `http://${host(shop)}${legalPagePath(shop.language, 'terms')}`,
        ]);
    },
  );

  it.each(shops.map((shop) => [shop.code, shop] as const))(
    '%s: the order confirmation names the payment method as the shop does',
    (_code, shop) => {
      const messages = JSON.parse(
        readFileSync(
          new URL(`../../../storefront/src/i18n/messages/${shop.language}.json`, import.meta.url),
          'utf8',
        ),
      ) as { footer: { paymentMethods: Record<string, string> } };
      const name = messages.footer.paymentMethods[paidLaterMethod(shop)];
      expect(name).toBeDefined();
      expect(plain(orderMail(shop).body)).toMatch(new RegExp(`: ${name}\\n`, 'u'));
    },
  );

  it.each([
    [
      'de-de',
      [
        'Bestelldatum: 4. Dezember 2026',
        '2 × Solaris Sonnenbrille Aviator – 179,00 €\nSchwarz · 58-14-140',
        'Rechts (2×): SPH -2,50 BC 8,6 DIA 14,2\nLinks (1×): SPH -1,75 ZYL -0,75 A 90 BC 8,6 DIA 14,2',
        'Zwischensumme: 254,00 €\nGutschein SOMMER10 (in den Preisen berücksichtigt): −10,00 €\nVersand: 4,95 €\nGesamtsumme: 258,95 €',
        'Lieferadresse:\nLea Meier\nMarktplatz 1\n10115 Musterstadt',
        'Zahlungsart: Rechnung\nVoraussichtliche Lieferung: 8. Dezember – 11. Dezember',
      ],
    ],
    ['de-ch', ['Gesamtsumme: CHF 258.95', 'Zahlungsart: Rechnung']],
    [
      'fr-ch',
      [
        'Date de commande : 4 décembre 2026',
        'Total : CHF 258.95',
        'Livraison prévue : 8 décembre – 11 décembre',
      ],
    ],
    [
      'it-it',
      [
        'Data dell’ordine: 4 dicembre 2026',
        'Commissione di pagamento: 9,00 €\nTotale: 267,95 €',
        'Metodo di pagamento: Contrassegno',
      ],
    ],
    [
      'pl-pl',
      ['Data zamówienia: 4 grudnia 2026', 'Razem: 267,95 zł', 'Metoda płatności: Płatność przy odbiorze'],
    ],
    [
      'cs-cz',
      [
        'Datum objednávky: 4. prosince 2026',
        'Celkem: 267,95 Kč',
        'Předpokládané doručení: 8. prosince – 11. prosince',
      ],
    ],
  ] as const)('%s: the order confirmation writes dates and amounts as the shop does', (code, expected) => {
    const shop = shops.find((candidate) => candidate.code === code)!;
    // The Swiss shop writes prices as de-CH in all three languages (its settings' intlLocaleOverwrite).
    const prices = shop.country === 'CH' ? { ...shop, intlLocaleOverwrite: 'de-CH' } : shop;
    const body = plain(orderConfirmationMail(shop, prices, host(shop), confirmedOrderOf(shop, null)).body);
    for (const text of expected) expect(body).toContain(text);
  });
});
