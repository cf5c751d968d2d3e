import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { frameFitOf, getShopByCode, type Product, type ShopIdentity } from '@lumen/domain';
import { chromiumLaunchOptions } from '../chromium.ts';
import { fakeCameraVideo } from './faces/fake-camera.ts';
import { facePhotoSvg } from './faces/face-photo.ts';
import { facePhotos } from './faces/face-photos.ts';
import { expectAccessible, footerHydrated, hydrated, tabTo, visitShop } from './page-checks.ts';
import { rpc } from './shop-fixtures.ts';

/*
 * §2 virtual try-on on the shopper's device: the drawn faces of `e2e/faces/` (their pupils, iris
 * size and outline known exactly) read by the face-landmark model in the browser, from a chosen
 * photo and from Chromium's fake camera; the frame placed on the eyes at its real width; nothing of
 * the picture leaving the browser.
 */

const photoPath = (name: string) => `e2e/faces/photos/${name}.png`;

/** The fake camera films the oval face. */
const cameraVideo = await fakeCameraVideo([photoPath('oval')]);

// The camera of every test here is Chromium's fake one, filming the oval face.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraVideo}`,
    ],
  },
});

/** The shop's newest frame: the try-on is offered for it (a width and a front image). */
async function frameOf(request: Parameters<typeof rpc>[0], baseURL: string, shop: ShopIdentity) {
  const product = await rpc<Product | null>(request, baseURL, shop, 'getNewestProductOfType', {
    productType: 'glasses-pdp',
  });
  if (!product) throw new Error(`${shop.code} has no frame`);
  const { frameWidthMm } = frameFitOf(product);
  if (frameWidthMm === undefined) throw new Error(`${shop.code}'s newest frame has no width`);
  return { path: `/p/x-${product.id}/`, frameWidthMm };
}

/** A number as the shop writes it ("62,5"). */
const numberIn = (text: string) => Number(text.replace(',', '.'));

/** Where the frame is drawn in the stage, in the photo's pixels. */
async function framePlacement(page: Page, pictureWidth: number) {
  return page.locator('[data-slot="try-on-stage"]').evaluate((stage, width) => {
    const frame = stage.querySelector<HTMLElement>('[data-slot="try-on-frame"]');
    if (!frame) return undefined;
    const box = stage.getBoundingClientRect();
    const drawn = frame.getBoundingClientRect();
    const scale = width / box.width;
    return {
      x: (drawn.left + drawn.width / 2 - box.left) * scale,
      y: (drawn.top + drawn.height / 2 - box.top) * scale,
      // The frame's own width (before its tilt), in the photo's pixels.
      width: frame.offsetWidth * scale,
      transform: frame.style.transform,
    };
  }, pictureWidth);
}

test.describe('§2 virtual try-on from a photo (de-de)', () => {
  const shop = getShopByCode('de-de');

  test('finds every drawn face: PD within the stated uncertainty, the frame on the eyes at its width, nothing uploaded', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const { path, frameWidthMm } = await frameOf(request, baseURL!, shop);
    await visitShop(page, baseURL, shop, 1280, path);
    const origin = new URL(page.url()).origin;
    // What could carry a picture: any request elsewhere, or one with a body the size of a picture.
    // (The photo itself is read from a blob: address, which is the browser's memory.)
    const carried: string[] = [];
    page.on('request', (sent) => {
      const body = sent.postDataBuffer();
      const local = sent.url().startsWith(origin) || sent.url().startsWith('blob:');
      if (!local || (body && (body.length > 20_000 || body.includes('data:image'))))
        carried.push(`${sent.method()} ${sent.url()}`);
    });

    const dialog = page.getByRole('dialog', { name: /Virtuelle Anprobe/ });
    for (const spec of facePhotos) {
      await test.step(spec.name, async () => {
        const { truth } = facePhotoSvg(spec);
        await page.getByRole('button', { name: 'Virtuell anprobieren' }).click();
        await expect(dialog).toContainText('biometrische Daten (Art. 9 DSGVO)');
        await expect(page).toHaveURL(/[?&]tryOn=1/);
        await dialog.locator('[data-slot="try-on-photo-input"]').setInputFiles(photoPath(spec.name));
        const pd = dialog.locator('[data-slot="try-on-pd"]');
        await expect(pd).toHaveText(/^\d+(,\d)? mm \(± \d+(,\d)? mm\)$/, { timeout: 30_000 });
        await expect(dialog.locator('[data-slot="try-on-frame"]')).toBeVisible();
        const [measured, uncertainty] = ((await pd.textContent()) ?? '').match(/\d+(,\d)?/g)!.map(numberIn);
        expect(
          Math.abs(measured! - spec.pdMm),
          `PD ${measured} ± ${uncertainty} of ${spec.pdMm}`,
        ).toBeLessThanOrEqual(uncertainty!);

        const placed = (await framePlacement(page, 640))!;
        // The frame's centre sits between the pupils, within 12 px of 640 (about 8 mm at this scale).
        expect(Math.abs(placed.x - truth.eyeCentre.x)).toBeLessThanOrEqual(12);
        expect(Math.abs(placed.y - truth.eyeCentre.y)).toBeLessThanOrEqual(12);
        // Its width is the frame's at the face's scale, as exact as the scale the PD states.
        const expectedWidth = frameWidthMm * spec.pxPerMm;
        expect(Math.abs(placed.width - expectedWidth) / expectedWidth).toBeLessThanOrEqual(
          uncertainty! / measured!,
        );
        const degrees = (Number(/rotate\(([-\d.e]+)rad\)/.exec(placed.transform)?.[1] ?? 0) * 180) / Math.PI;
        expect(Math.abs(degrees - spec.rollDeg), `tilt ${degrees}°`).toBeLessThanOrEqual(3);
        if (spec.shape === 'oval' || spec.shape === 'long') {
          await expect(dialog.locator('[data-slot="try-on-face-shape"]')).toHaveText(
            spec.shape === 'oval' ? 'oval' : 'länglich',
          );
        }
        // Closed, the photo is forgotten: the next one starts afresh.
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
    expect(carried).toEqual([]);
  });

  test('a card held to the forehead as the ruler: the PD within its narrower uncertainty', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const spec = facePhotos.find((face) => face.card)!;
    const { cardEdges } = facePhotoSvg(spec).truth;
    const { path } = await frameOf(request, baseURL!, shop);
    await visitShop(page, baseURL, shop, 1280, path);
    await page.getByRole('button', { name: 'Virtuell anprobieren' }).click();
    const dialog = page.getByRole('dialog', { name: /Virtuelle Anprobe/ });
    await dialog.locator('[data-slot="try-on-photo-input"]').setInputFiles(photoPath(spec.name));
    await dialog.getByRole('button', { name: 'Mit einer Karte genauer messen' }).click();
    for (const [edge, name] of [
      ['left', 'Linke Kante der Karte'],
      ['right', 'Rechte Kante der Karte'],
    ] as const) {
      // A slider set as the arrow keys would, in one step: to the card's edge in the photo.
      await dialog.getByRole('slider', { name }).evaluate((slider, value) => {
        // React follows a slider through the input's own value setter, as a browser's input would set it.
        Reflect.set(HTMLInputElement.prototype, 'value', String(value), slider);
        slider.dispatchEvent(new Event('input', { bubbles: true }));
      }, Math.round(cardEdges![edge].x));
    }
    await expect(dialog.locator('[data-slot="try-on-guide"]')).toHaveCount(2);
    const pd = dialog.locator('[data-slot="try-on-pd"]');
    // Without the spread of irises between people, the uncertainty halves.
    await expect(pd).toHaveText(/\(± [2-5](,5)? mm\)/);
    const [measured, uncertainty] = ((await pd.textContent()) ?? '').match(/\d+(,\d)?/g)!.map(numberIn);
    expect(
      Math.abs(measured! - spec.pdMm),
      `PD ${measured} ± ${uncertainty} of ${spec.pdMm}`,
    ).toBeLessThanOrEqual(uncertainty!);
  });
});

test.describe('§2 virtual try-on to the prescription configurator (de-de)', () => {
  const shop = getShopByCode('de-de');

  test('compares two frames side by side and hands the measured PD to the configurator as a suggestion', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await visitShop(page, baseURL, shop, 1280, '/p/rx-glasses-pdp/');
    await page.getByRole('button', { name: 'Virtuell anprobieren' }).click();
    const dialog = page.getByRole('dialog', { name: /Virtuelle Anprobe/ });
    await dialog.locator('[data-slot="try-on-photo-input"]').setInputFiles(photoPath('oval'));
    await expect(dialog.locator('[data-slot="try-on-pd"]')).toBeVisible({ timeout: 30_000 });

    const compare = dialog.getByRole('combobox', { name: 'Vergleichen mit' });
    // The model's other colours are there to compare with.
    await compare.selectOption({ index: 1 });
    // The same photo twice, each with its own frame.
    await expect(dialog.locator('[data-slot="try-on-frame"]')).toHaveCount(2);
    await expect(dialog.getByRole('img', { name: /^Ihr Bild mit der Fassung / })).toHaveCount(2);

    await dialog.getByRole('button', { name: 'Für meine Gläser übernehmen' }).click();
    await expect(dialog.getByText('Übernommen: Im Glaskonfigurator')).toBeVisible();
    const kept = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('lumen.measuredPd') ?? 'null') as unknown,
    );
    expect(kept).toMatchObject({ rightMm: expect.any(Number), leftMm: expect.any(Number) });
    const { rightMm, leftMm } = kept as { rightMm: number; leftMm: number };
    await page.keyboard.press('Escape');

    const configurator = page.getByRole('dialog', { name: /^Gläser für / });
    const next = configurator.getByRole('button', { name: 'Weiter' });
    await page.getByRole('button', { name: 'Gläser auswählen' }).click();
    await next.click();
    await configurator.getByRole('radio', { name: 'Brille mit Sehstärke' }).click();
    await next.click();
    await configurator.getByRole('radio', { name: 'Werte eingeben' }).click();
    await next.click();
    const suggestion = configurator.locator('[data-slot="measured-pd"]');
    await expect(suggestion).toContainText('Bei der virtuellen Anprobe gemessen');
    await suggestion.getByRole('button', { name: 'Gemessene Werte übernehmen' }).click();
    for (const [eye, value] of [
      ['Rechtes Auge (R)', rightMm],
      ['Linkes Auge (L)', leftMm],
    ] as const) {
      await expect(
        configurator
          .getByRole('group', { name: eye })
          .getByRole('combobox', { name: 'Pupillendistanz in Millimetern' }),
      ).toHaveValue(String(value));
    }
  });
});

test.describe('§2 virtual try-on with the camera, by keyboard (pl-pl)', () => {
  const shop = getShopByCode('pl-pl');

  test('opens, follows the face, switches colour, keeps a snapshot on this device and closes, without a mouse', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const { path } = await frameOf(request, baseURL!, shop);
    await visitShop(page, baseURL, shop, 375, path);
    const open = page.getByRole('button', { name: 'Przymierz wirtualnie' });
    await tabTo(page, open, 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Wirtualna przymiarka/ });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, '[data-slot="try-on-dialog"]');

    await tabTo(page, dialog.getByRole('button', { name: 'Włącz kamerę' }));
    await page.keyboard.press('Enter');
    const stage = dialog.locator('[data-slot="try-on-stage"]');
    await expect(stage.locator('[data-slot="try-on-frame"]')).toBeVisible({ timeout: 30_000 });
    // The camera is followed frame by frame.
    await expect
      .poll(async () => Number(await stage.getAttribute('data-frames-per-second')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(dialog.locator('[data-slot="try-on-pd"]')).toContainText('mm');

    const colours = dialog.getByRole('group', { name: 'Kolor' }).getByRole('button');
    if ((await colours.count()) > 1) {
      const other = colours.nth(1);
      await tabTo(page, other);
      await page.keyboard.press('Enter');
      await expect(other).toHaveAttribute('aria-pressed', 'true');
    }

    await tabTo(
      page,
      dialog.getByRole('button', { name: 'Zrób zdjęcie' }),
      60,
      (await colours.count()) > 1 ? 'Shift+Tab' : 'Tab',
    );
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Zdjęcie zapisane, tylko w tej przeglądarce.');
    const snapshots = dialog.getByRole('region', { name: 'Twoje zdjęcia (tylko na tym urządzeniu)' });
    await expect(snapshots.getByRole('img')).toHaveCount(1);
    const stored = await page.evaluate(() => window.localStorage.getItem('lumen.tryOnSnapshots') ?? '');
    expect(stored).toContain('data:image/jpeg;base64,');
    await expectAccessible(page, '[data-slot="try-on-dialog"]');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/tryOn=/);
    // The camera is off once the try-on is closed.
    expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
  });
});

test.describe('§2 the face scan measures on the device (cs-cz)', () => {
  const shop = getShopByCode('cs-cz');

  test('the frame advice page, reached from the footer, measures the fake camera’s face and links to fitting frames', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await visitShop(page, baseURL, shop, 375, '/');
    await footerHydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Jaké obroučky mi padnou?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jaké obroučky mi padnou?' })).toBeVisible();
    await hydrated(page);

    await page.getByRole('button', { name: 'Zapnout kameru' }).click();
    await expect(page.getByRole('heading', { name: 'Nastavte linie' })).toBeVisible();
    await page.getByRole('button', { name: 'Změřit obličej' }).click();
    // The drawn oval face, measured in the browser.
    await expect(page.getByRole('heading', { name: 'Tvar vašeho obličeje: Oválný' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('[data-slot="face-scan-pd"]')).toHaveText(/^\d+(,\d)? mm \(± \d+(,\d)? mm\)$/);
    await expect(page.getByRole('link', { name: 'Zobrazit všechny vhodné brýle' })).toHaveAttribute(
      'href',
      /filters\[faceShape\]=oval.*filters\[headWidth\]=/,
    );
    await expectAccessible(page);
  });
});
