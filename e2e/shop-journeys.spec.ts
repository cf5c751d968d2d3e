import { expect as baseExpect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  carriersByCountry,
  formatPrice,
  getShopByCode,
  hasStatutoryWithdrawalRight,
  paymentMethodsByCountry,
  paysOnDelivery,
} from '@lumen/domain';
import type { NavigationItem, ShopCode, ShopIdentity } from '@lumen/domain';
import { journeyTest as test } from './browser-errors.ts';
import { expectAccessible, footerHydrated, hydrated, visitShop } from './page-checks.ts';
import { demoPassword, flyoutLink, rpc } from './shop-fixtures.ts';
import { expectShopLanguage, shopTexts } from './shop-texts.ts';

/*
 * §2 the shop as a whole, in the shop's own language, currency and market: a guest browses from the
 * homepage to a product, buys it and sees the order confirmed; a customer signs in and follows an
 * order in the account. Every page on the way is checked for English and message keys, and the
 * browser must report no error, failed request or hydration mismatch.
 *
 * Three shops on every run: a Swiss French one in francs written as the Swiss shops' configuration
 * says, an Italian one, the Polish one in złoty (de-at, de-de and cs-cz have checkout journeys of
 * their own). All nine with E2E_ALL_SHOPS=1.
 */

interface JourneyShop {
  code: ShopCode;
  /** A guest's address in the shop's country, as a shopper there writes it. */
  address: { street: string; houseNumber: string; zipCode: string; city: string };
  /** The shop's verified demo customer (README). */
  customer: string;
}

const journeyShops: JourneyShop[] = [
  {
    code: 'de-de',
    address: { street: 'Rathausmarkt', houseNumber: '1', zipCode: '20095', city: 'Hamburg' },
    customer: 'anna.schmidt@example.com',
  },
  {
    code: 'de-at',
    address: { street: 'Mariahilfer Straße', houseNumber: '5', zipCode: '1070', city: 'Wien' },
    customer: 'katharina.huber@example.com',
  },
  {
    code: 'de-ch',
    address: { street: 'Bahnhofstrasse', houseNumber: '10', zipCode: '8001', city: 'Zürich' },
    customer: 'lea.meier@example.com',
  },
  {
    code: 'fr-ch',
    address: { street: 'Rue du Rhône', houseNumber: '20', zipCode: '1204', city: 'Genève' },
    customer: 'camille.favre@example.com',
  },
  {
    code: 'it-ch',
    address: { street: 'Via Nassa', houseNumber: '5', zipCode: '6900', city: 'Lugano' },
    customer: 'giulia.bernasconi@example.com',
  },
  {
    code: 'it-it',
    address: { street: 'Via Roma', houseNumber: '10', zipCode: '20121', city: 'Milano' },
    customer: 'giulia.rossi@example.com',
  },
  {
    code: 'de-it',
    address: { street: 'Lauben', houseNumber: '8', zipCode: '39100', city: 'Bozen' },
    customer: 'anna.pichler@example.com',
  },
  {
    code: 'pl-pl',
    address: { street: 'Marszałkowska', houseNumber: '10', zipCode: '00-590', city: 'Warszawa' },
    customer: 'agnieszka.nowak@example.com',
  },
  {
    code: 'cs-cz',
    address: { street: 'Václavské náměstí', houseNumber: '1', zipCode: '110 00', city: 'Praha' },
    customer: 'tereza.novakova@example.com',
  },
];

const everyRun: ShopCode[] = ['fr-ch', 'it-it', 'pl-pl'];
const runShops = process.env['E2E_ALL_SHOPS']
  ? journeyShops
  : journeyShops.filter((journey) => everyRun.includes(journey.code));

// A journey step waits on a navigation and the api on a two-core machine running three servers.
const expect = baseExpect.configure({ timeout: 15_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type MoneyFormat = Parameters<typeof formatPrice>[1];

/**
 * How the shop writes amounts: its identity with its configuration over it (the Swiss shops write
 * francs one way in all three languages, the seeded `intlLocaleOverwrite`).
 */
async function moneyFormatOf(page: Page, baseURL: string, shop: ShopIdentity): Promise<MoneyFormat> {
  const configuration = await rpc<Partial<MoneyFormat>>(page.request, baseURL, shop, 'getShopConfiguration');
  return { ...shop, ...configuration };
}

/**
 * An amount as the shop writes it: the text's digits, formatted by the shop's own rule (currency,
 * separators, the symbol's place), are in it. Answers that amount as written.
 */
async function expectShopMoney(locator: Locator, shop: MoneyFormat): Promise<string> {
  const text = (await locator.innerText()).trim();
  const cents = Number(/\d[\d.,'\s\u00a0\u202f’]*\d{2}/.exec(text)?.[0]?.replace(/\D/g, '') ?? NaN);
  expect(cents, `an amount in "${text}"`).not.toBeNaN();
  const written = formatPrice(cents, shop);
  expect(text).toContain(written);
  return written;
}

/**
 * Checks what every page of a journey must be: hydrated with its streamed footer, in the shop's
 * language, free of axe violations. (A link followed before the footer has hydrated makes React
 * recover from TanStack Router's emptied match store, error #520: a known problem, see the README.)
 */
async function pageIsRight(page: Page, shop: ShopIdentity) {
  await hydrated(page);
  await footerHydrated(page);
  await expectShopLanguage(page, shop);
  await expectAccessible(page);
}

for (const journey of runShops) {
  const shop = getShopByCode(journey.code);
  const t = shopTexts(shop);

  test.describe(`${shop.code}: the whole shop`, () => {
    test('a guest browses to a product, buys it with the market’s carrier and method, and sees it confirmed', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const main = page.getByRole('main');
      const money = await moneyFormatOf(page, baseURL!, shop);
      await visitShop(page, baseURL, shop, 1280, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
      await pageIsRight(page, shop);

      const navigation = await rpc<NavigationItem[]>(page.request, baseURL!, shop, 'getNavigation');
      const section = navigation.find((item) => item.children.length > 0)!;
      const category = section.children[0]!;
      await test.step(`the navigation: ${section.label} → ${category.label}`, async () => {
        const menu = page.getByRole('navigation', { name: t('header.navigation.label') });
        await (await flyoutLink(page, menu, section.label, category.label)).click();
        await expect(main.getByRole('heading', { level: 1, name: category.label })).toBeVisible();
        await expectShopMoney(main.locator('[data-slot="price-current"]').first(), money);
        await pageIsRight(page, shop);
      });

      await test.step('the listing’s first product into the basket', async () => {
        await main.locator('[data-slot="listing-grid"] [data-slot="product-card-link"]').first().click();
        const add = main.getByRole('button', { name: t('product.addToBasket') });
        await expect(add).toBeVisible();
        await expectShopMoney(main.locator('[data-slot="price-current"]').first(), money);
        await pageIsRight(page, shop);
        await add.click();
        const basket = page
          .getByRole('banner')
          .getByRole('button', { name: new RegExp(t('header.icons.basket')) });
        await expect(basket).toHaveAccessibleName(/1/);
        await basket.click();
        const popover = page.getByRole('dialog', { name: t('header.basketPopover.title') });
        await expectShopLanguage(page, shop);
        await popover.getByRole('link', { name: t('header.basketPopover.checkout') }).click();
      });

      await test.step('as a guest: only an email address', async () => {
        await expect(page).toHaveURL(/\/signin\/\?redirectUrl=%2Fcheckout%2F/);
        await pageIsRight(page, shop);
        const guest = main.getByRole('form', { name: t('signIn.guestHeading') });
        await guest.getByLabel(t('form_fields.email')).fill(`gast-${shop.code}-${Date.now()}@example.com`);
        await guest.getByLabel(t('form_fields.email')).press('Enter');
        await expect(page).toHaveURL(/\/checkout\/$/);
        await expect(main.getByRole('heading', { level: 1, name: t('pages.checkout.title') })).toBeVisible();
      });

      await test.step('the address, the market’s carriers, a method paid on delivery', async () => {
        const billing = main.getByRole('form', { name: t('checkout.address.billing') });
        for (const field of ['firstName', 'lastName', 'street', 'houseNumber', 'zipCode', 'city'] as const) {
          const value = { firstName: 'Alex', lastName: 'Muster', ...journey.address }[field];
          await billing.getByLabel(t(`form_fields.${field}`), { exact: true }).fill(value);
        }
        await billing.getByRole('button', { name: t('checkout.address.continue') }).click();
        await expect(main.locator('address').first()).toContainText(journey.address.city);

        const carriers = main.getByRole('radiogroup', { name: t('checkout.steps.delivery') });
        const marketCarriers = carriersByCountry[shop.country];
        await expect(carriers.getByRole('radio')).toHaveCount(marketCarriers.length);
        for (const carrier of marketCarriers)
          await expect(
            carriers.getByRole('radio', { name: new RegExp(escape(t(`checkout.carriers.${carrier}`))) }),
          ).toBeVisible();

        const methods = main.getByRole('radiogroup', { name: t('checkout.steps.payment') });
        await expect(methods.getByRole('radio')).toHaveCount(paymentMethodsByCountry[shop.country].length);
        const method = paymentMethodsByCountry[shop.country].find(paysOnDelivery)!;
        const label = t(`footer.paymentMethods.${method}`);
        await methods.getByRole('radio', { name: new RegExp(`^${escape(label)}`) }).check();
        const terms = hasStatutoryWithdrawalRight(shop.country)
          ? 'checkout.review.terms'
          : 'checkout.review.termsNoWithdrawal';
        await main.getByRole('checkbox', { name: t(terms) }).check();
        const total = await expectShopMoney(main.locator('[data-slot="checkout-total"]'), money);
        await pageIsRight(page, shop);

        await main.getByRole('button', { name: t('checkout.review.placeOrder') }).click();
        await expect(page).toHaveURL(/\/success\/\?cbd=/);
        await expect(
          main.getByRole('heading', { level: 1, name: t('pages.orderSuccess.title') }),
        ).toBeVisible();
        await expect(main.locator('[data-slot="order-number"]')).toHaveText(
          new RegExp(`^${escape(t('orderSuccess.orderNumber', { orderId: '§' })).replace('§', '\\d{12}')}$`),
        );
        await expect(main.locator('[data-slot="order-payment-method"]')).toHaveText(label);
        await expect(main.locator('[data-slot="order-total"]')).toContainText(total);
        await expect(main).toContainText(`${journey.address.street} ${journey.address.houseNumber}`);
        await pageIsRight(page, shop);
      });
    });

    test('a customer signs in from the header and follows an order in the account', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const main = page.getByRole('main');
      const money = await moneyFormatOf(page, baseURL!, shop);
      await visitShop(page, baseURL, shop, 1280, '/');
      await pageIsRight(page, shop);
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('header.icons.signIn') })
        .click();
      await expect(page).toHaveURL(/\/signin\//);
      await pageIsRight(page, shop);

      const form = main.getByRole('form', { name: t('signIn.signInHeading') });
      await form.getByLabel(t('form_fields.email')).fill(journey.customer);
      await form.locator('input[name="password"]').fill(demoPassword);
      await form.getByRole('button', { name: t('signIn.submit') }).click();
      await expect(page).toHaveURL(/\/account\/$/);
      await expect(main.getByRole('heading', { level: 1, name: t('pages.account.title') })).toBeVisible();
      await pageIsRight(page, shop);

      // The area's link is named by its title and what it holds (the branch orders' title starts alike).
      await main
        .getByRole('link', {
          name: new RegExp(
            `^${escape(t('pages.accountOrders.title'))}\\s+${escape(t('accountHome.orders'))}`,
          ),
        })
        .click();
      await expect(
        main.getByRole('heading', { level: 1, name: t('pages.accountOrders.title') }),
      ).toBeVisible();
      await pageIsRight(page, shop);
      const open = new RegExp(`^${escape(t('orders.list.open', { orderId: '§' })).replace('§', '\\d{12}')}$`);
      await main.getByRole('link', { name: open }).first().click();
      await expect(page).toHaveURL(/\/account\/orders\/\d{12}\/$/);
      await expectShopMoney(main.locator('[data-slot="order-total"]'), money);
      await pageIsRight(page, shop);
    });
  });
}
