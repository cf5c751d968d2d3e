import { expect, test } from '@playwright/test';
import { hasStatutoryWithdrawalRight, legalPagePath, legalPages, shops } from '@lumen/domain';
import { browserAgent } from './shop-fixtures.ts';
import { shopHostHeader } from './shop-url.ts';

/** What each market's terms page must say about withdrawal: the model form in the EU, a return right in CH. */
const withdrawalWords = {
  de: { model: 'Muster-Widerrufsformular', voluntary: 'freiwillig' },
  fr: { model: 'formulaire de rétractation', voluntary: 'volontaire' },
  it: { model: 'modulo di recesso', voluntary: 'volontari' },
  pl: { model: 'formularza odstąpienia', voluntary: '' },
  cs: { model: 'formulář pro odstoupení', voluntary: '' },
} as const;

test.describe('§9 the legal pages of all nine shops, the terms among them', () => {
  for (const shop of shops) {
    test(`${shop.code}: privacy, imprint and terms answer 200 in the shop's language`, async ({
      request,
      baseURL,
    }) => {
      for (const page of legalPages) {
        const response = await request.get(`${baseURL}${legalPagePath(shop.language, page)}`, {
          headers: { ...shopHostHeader(baseURL, shop.code), 'user-agent': browserAgent },
          maxRedirects: 0,
        });
        expect(response.status(), `${page} ${legalPagePath(shop.language, page)}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`lang="${shop.language}`);
        if (page !== 'terms') continue;
        const words = withdrawalWords[shop.language];
        const text = html.toLowerCase();
        if (hasStatutoryWithdrawalRight(shop.country)) {
          expect(text).toContain(words.model.toLowerCase());
        } else {
          expect(text).not.toContain(words.model.toLowerCase());
          expect(text).toContain(words.voluntary);
        }
        // Swiss spelling in what the page shows (the router's state in scripts holds editors' names).
        if (shop.code === 'de-ch') expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('ß');
      }
    });
  }
});
