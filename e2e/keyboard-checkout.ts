import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { PaymentMethodKey } from '@lumen/domain';
import { expectAccessible, hydrated, tabTo } from './page-checks.ts';
import type { shopTexts } from './shop-texts.ts';

/*
 * The checkout without a mouse, as a shopper who uses only the keyboard goes through it: every
 * control reached by Tab with its focus visible (tabTo checks), chosen with Space or Enter.
 */

type Texts = ReturnType<typeof shopTexts>;

/** Types into a field reached by the keyboard, over what it held. */
export async function typeByKeyboard(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** From a page whose basket holds something: back up to the header's basket, its popover, the checkout. */
export async function keyboardToCheckout(page: Page, t: Texts) {
  const basketButton = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${t('header.icons.basket')}`) });
  await tabTo(page, basketButton, 120, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: t('header.basketPopover.title') });
  await tabTo(page, popover.getByRole('link', { name: t('header.basketPopover.checkout') }), 20);
  await page.keyboard.press('Enter');
}

/** A guest on the sign-in page the checkout leads to: the email address, sent with Enter. */
export async function continueAsGuestByKeyboard(page: Page, t: Texts, email: string) {
  await expect(page).toHaveURL(/\/signin\/\?redirectUrl=%2Fcheckout%2F/);
  const guest = page.getByRole('form', { name: t('signIn.guestHeading') });
  await typeByKeyboard(page, guest.getByLabel(t('form_fields.email')), email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/$/);
}

export interface TypedAddress {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
}

/** The billing address typed field by field and sent with Enter; the carriers' heading takes the focus. */
export async function typeAddressByKeyboard(page: Page, t: Texts, address: TypedAddress) {
  const billing = page.getByRole('main').getByRole('form', { name: t('checkout.address.billing') });
  for (const field of ['firstName', 'lastName', 'street', 'houseNumber', 'zipCode', 'city'] as const)
    await typeByKeyboard(
      page,
      billing.getByLabel(t(`form_fields.${field}`), { exact: true }),
      address[field],
    );
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: t('checkout.steps.delivery') }),
  ).toBeFocused();
}

/** A payment method: Tab into the group, the arrows to the method (each one chooses), Space to take it. */
export async function choosePaymentByKeyboard(page: Page, t: Texts, method: PaymentMethodKey) {
  const payments = page.getByRole('main').getByRole('radiogroup', { name: t('checkout.steps.payment') });
  await tabTo(page, payments.getByRole('radio').first());
  const focusedMethod = () => page.evaluate(() => document.activeElement?.getAttribute('value'));
  for (let presses = 0; presses < 12; presses += 1) {
    const before = await focusedMethod();
    if (before === method) break;
    await page.keyboard.press('ArrowDown');
    // Each arrow chooses a method and the page answers it: wait until the focus has moved on.
    await expect.poll(focusedMethod).not.toBe(before);
  }
  const chosen = payments.getByRole('radio', {
    name: new RegExp(`^${t(`footer.paymentMethods.${method}`)}`),
  });
  await expect(chosen).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chosen).toBeChecked();
}

/**
 * The terms ticked with Space, the review checked with axe, the order placed with Enter: the
 * success page with its order number, hydrated and checked with axe.
 */
export async function placeOrderByKeyboard(page: Page, t: Texts, withWithdrawal: boolean) {
  const main = page.getByRole('main');
  const terms = main.getByRole('checkbox', {
    name: t(withWithdrawal ? 'checkout.review.terms' : 'checkout.review.termsNoWithdrawal'),
  });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expectAccessible(page);
  await tabTo(page, main.getByRole('button', { name: t('checkout.review.placeOrder') }));
  await page.keyboard.press('Enter');
  // Placing takes the commerce backend's order call, seconds on a busy two-core machine.
  await expect(page).toHaveURL(/\/success\/\?cbd=/, { timeout: 15_000 });
  await hydrated(page);
  await expect(main.locator('[data-slot="order-number"]')).toHaveText(/\d{12}/);
  await expectAccessible(page);
}
