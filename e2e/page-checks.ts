import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { ShopIdentity } from '@lumen/domain';
import { shopUrl } from './shop-url.ts';

/*
 * What the journeys check on every page they reach: WCAG 2.2 AA as axe reads it, and a page that
 * has hydrated before a test acts on it.
 */

/** WCAG 2.2 AA: the rule tags axe checks on every page the specs reach. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** No axe violation in the page's main content (or in `include`, an overlay outside it). */
export async function expectAccessible(page: Page, include = 'main') {
  const results = await new AxeBuilder({ page }).include(include).withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Waits until the router has hydrated the page (its scripts answer). */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The footer streams in after the rest and hydrates on its own: waits until its buttons answer. */
export async function footerHydrated(page: Page) {
  await expect(page.getByRole('contentinfo')).toHaveAttribute('data-hydrated', 'true');
}

/** Opens a page and waits until it has hydrated. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/**
 * Opens a shop's page at a width, the consent banner already answered (no optional group), and
 * waits until it has hydrated.
 */
export async function visitShop(
  page: Page,
  baseURL: string | undefined,
  shop: ShopIdentity,
  width: number,
  path: string,
) {
  await page.setViewportSize({ width, height: 900 });
  const url = shopUrl(baseURL, shop.code, path);
  await page.context().addCookies([
    {
      name: 'lumen_consent',
      value: `v1|${shop.country === 'CH' ? 'DSGLPD' : 'GDPR'}|C0002:0|C0004:0`,
      url,
    },
  ]);
  await open(page, url);
}

/**
 * Moves the keyboard focus (forward, or back with Shift+Tab) until `target` has it, as a shopper
 * tabbing, and checks that the focus shows there (WCAG 2.4.7).
 */
export async function tabTo(page: Page, target: Locator, limit = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
