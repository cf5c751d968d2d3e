import { expect, test } from '@playwright/test';
import { shopUrl } from './shop-url.ts';

test('§2 the Swiss language switcher moves between German, French and Italian', async ({ page, baseURL }) => {
  await page.goto(shopUrl(baseURL, 'de-ch'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await page.getByRole('button', { name: 'Sprache wählen' }).click();
  const german = page.getByRole('dialog');
  await expect(german.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  await expect(german.getByRole('link')).toHaveText([/Deutsch/, /Français/, /Italiano/]);
  await german.getByRole('link', { name: 'Français' }).click();

  await expect(page).toHaveURL(shopUrl(baseURL, 'fr-ch'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des lunettes de soleil pour l’été');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // The keyboard alone takes the shopper on to Italian.
  await page.getByRole('button', { name: 'Choisir la langue' }).focus();
  await page.keyboard.press('Enter');
  const french = page.getByRole('dialog');
  await expect(french.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  await french.getByRole('link', { name: 'Italiano' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(shopUrl(baseURL, 'it-ch'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Occhiali da sole per l’estate');
});

test('§2 the Italian shop switches between Italiano and Deutsch (South Tyrol)', async ({ page, baseURL }) => {
  await page.goto(shopUrl(baseURL, 'it-it'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Scegli la lingua' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(shopUrl(baseURL, 'de-it'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-IT');
});
