import { readFileSync } from 'node:fs';
import { shops } from '@lumen/domain';
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { accountMail } from '../identity/account-mails.ts';
import type { MailText } from '../identity/account-mails.ts';
import { newsletterConfirmationMail } from '../newsletter/newsletter-mails.ts';
import { marketFacts } from '../seed/content/markets.ts';
import { appointmentMail } from '../procedures/branch/appointment-mail.ts';
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
    ['de-de', 'am Freitag, 4. Dezember 2026, 10:30 in unserer Filiale'],
    ['fr-ch', 'le vendredi, 4 décembre 2026, 10:30 dans notre magasin'],
    ['it-ch', 'il venerdì, 4 dicembre 2026, 10:30 nel nostro negozio'],
    ['pl-pl', '(piątek, 4 grudnia 2026, 10:30) w naszym salonie'],
    ['cs-cz', '(pátek 4. prosince 2026, 10:30) na naší pobočce'],
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
});
