import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { shopUrl } from './shop-url.ts';
import { wcagTags } from './page-checks.ts';

// page-screenshots.spec.ts checks de-de's and pl-pl's page types at both widths.
const pages = [
  { name: 'the cs-cz homepage on a phone', code: 'cs-cz', path: '/', width: 375 },
  { name: 'the fr-ch 404 page', code: 'fr-ch', path: '/introuvable/', width: 1280 },
];

test.describe('pages pass axe (WCAG 2.2 AA)', () => {
  for (const { name, code, path, width } of pages) {
    test(name, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(shopUrl(baseURL, code, path));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  test('the open language switcher of it-ch', async ({ page, baseURL }) => {
    await page.goto(shopUrl(baseURL, 'it-ch'));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Scegli la lingua' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
