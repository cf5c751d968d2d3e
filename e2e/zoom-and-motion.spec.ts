import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { getShopByCode, routePath } from '@lumen/domain';
import type { RouteId, ShopIdentity } from '@lumen/domain';
import { footerHydrated, visitShop } from './page-checks.ts';
import { paramsOfShop } from './shop-fixtures.ts';
import { shopTexts } from './shop-texts.ts';

/*
 * WCAG 2.2 AA beyond what axe reads. Zoom: a 1280 × 900 window at 200 % is 640 × 450 CSS pixels,
 * a 1280 × 1024 one at 400 % is 320 × 256 (1.4.10 Reflow); nothing may need a sideways scroll, and
 * no control the keyboard reaches may hide under the header (2.4.11 Focus Not Obscured). Motion:
 * a shopper who asked for reduced motion sees nothing move (2.3.3, and the shop's own promise).
 */

const shop = getShopByCode('de-de');
const t = shopTexts(shop);
const zoomedPages: RouteId[] = ['home', 'category', 'product', 'basket', 'signin', 'branch-list'];
const pathOf = routePath as (shop: ShopIdentity, id: RouteId, params?: unknown) => string;

/** Whether the page needs a horizontal scroll to show its content. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/**
 * Tabs through the first `stops` controls: each one focused is in view and not wholly under the
 * header, where the header stays on screen as the page scrolls. Answers the controls that were.
 */
async function obscuredFocus(page: Page, stops: number): Promise<string[]> {
  const obscured: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const header = document.querySelector('header, [role="banner"]');
      const box = focused.getBoundingClientRect();
      const name = `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.width === 0 && box.height === 0) return null;
      if (box.bottom <= 0 || box.top >= window.innerHeight) return `${name}: out of view`;
      if (!header || header.contains(focused)) return null;
      const position = getComputedStyle(header).position;
      if (position !== 'sticky' && position !== 'fixed') return null;
      const bar = header.getBoundingClientRect();
      return box.top >= bar.top && box.bottom <= bar.bottom ? `${name}: under the header` : null;
    });
    if (problem) obscured.push(problem);
  }
  return obscured;
}

for (const { zoom, width, height } of [
  { zoom: 200, width: 640, height: 450 },
  { zoom: 400, width: 320, height: 256 },
]) {
  test(`§2 de-de at ${zoom} % zoom: every page reflows, its menu opens, the focus never hides`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const params = (await paramsOfShop(request, baseURL!, shop)) as Record<string, unknown>;
    for (const routeId of zoomedPages) {
      await test.step(routeId, async () => {
        await visitShop(page, baseURL, shop, width, pathOf(shop, routeId, params[routeId]));
        await page.setViewportSize({ width, height });
        await footerHydrated(page);
        expect(await scrollsSideways(page), `${routeId} scrolls sideways`).toBe(false);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        expect(await obscuredFocus(page, 25)).toEqual([]);
      });
    }
    // At this width the navigation is behind the menu button, which opens it by keyboard.
    const menu = page.getByRole('banner').getByRole('button', { name: t('header.navigation.open') });
    await menu.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: t('header.navigation.title') });
    await expect(sheet).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
  });
}

test('§2 de-de with reduced motion asked for: the menu, the basket and the pages show without moving', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visitShop(page, baseURL, shop, 375, '/');
  await footerHydrated(page);
  /**
   * Animations and transitions of position or size that take time and still run. A finished or
   * zero-length one moves nothing, nor does a colour or a shadow that changes on hover or focus.
   */
  const moving = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => {
          const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
          if (animation.playState !== 'running' || duration === 0) return false;
          if (!(animation instanceof CSSTransition)) return true;
          return /^(transform|translate|scale|rotate|top|right|bottom|left|inset|width|height|margin)/.test(
            animation.transitionProperty,
          );
        })
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return `${animation.constructor.name} on ${target?.tagName.toLowerCase()}.${String(target?.className).slice(0, 60)}`;
        }),
    );
  expect(await moving()).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe(
    'smooth',
  );

  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header.navigation.open') })
    .click();
  const sheet = page.getByRole('dialog', { name: t('header.navigation.title') });
  await expect(sheet).toBeVisible();
  expect(await moving()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${t('header.icons.basket')}`) })
    .click();
  await expect(page.getByRole('dialog', { name: t('header.basketPopover.title') })).toBeVisible();
  expect(await moving()).toEqual([]);
});
