import { expect, test } from '@playwright/test';
import { shops } from '@lumen/domain';
import { rpc } from './shop-fixtures.ts';
import { shopUrl } from './shop-url.ts';

/*
 * The server's HTML and the browser's first render agree in every shop: a mismatch (React #418)
 * makes React throw the server's DOM away and render again, and a click in that moment is lost.
 * Numbers are where runtimes differ (Node's and Chromium's ICU group fr-CH differently).
 */
for (const shop of shops) {
  test(`${shop.code}: the homepage and a listing hydrate without a mismatch`, async ({ page, baseURL }) => {
    const navigation = await rpc<{ slug: string }[]>(page.request, baseURL!, shop, 'getNavigation');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/', `/${navigation[0]!.slug.replace(/^\/|\/$/g, '')}/`]) {
      await page.goto(shopUrl(baseURL, shop.code, path));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
}
