import { createHash } from 'node:crypto';
import type { ImageRequest } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { eyeCareProductTypes, frameShapes, merchKinds, rimTypes } from '@lumen/domain';
import { drawSubject } from './draw-subject.ts';
import {
  careProductSubject,
  contactLensBoxSubject,
  frameSubject,
  merchSubject,
} from './image-subject.fixtures.ts';
import type { FrameView, ImageSubject } from './image-subject.ts';
import { near, readPixels } from './pixels.fixtures.ts';
import { renderImage } from './render-image.ts';
import { wearerAppearanceOf } from './wearer-appearance.ts';

const frameViews: readonly FrameView[] = ['front', 'side', 'model', 'bust'];

// Small and lossless: fast, and every drawn pixel can be compared exactly.
const small: ImageRequest = { width: 48, height: 64, quality: 75, format: 'png', bg: 'white' };

async function draw(subject: ImageSubject, request: ImageRequest = small) {
  const pixels = await readPixels((await renderImage(subject, request)).body);
  // Anything visibly different from the white background counts as drawn.
  const drawn = pixels.share(([r, g, b]) => Math.min(r, g, b) < 235);
  const fingerprint = createHash('sha256').update(pixels.data).digest('hex');
  return { pixels, drawn, fingerprint };
}

describe('drawSubject: frames in every shape, rim type and view', () => {
  it.each(frameShapes.flatMap((shape) => frameViews.map((view) => [shape, view] as const)))(
    '%s frames in the %s view render for every rim type, each rim type looking different',
    async (shape, view) => {
      const fingerprints = new Set<string>();
      for (const rim of rimTypes) {
        const { pixels, drawn, fingerprint } = await draw(frameSubject({ shape, rim, view }));
        expect([pixels.width, pixels.height]).toEqual([small.width, small.height]);
        expect(drawn).toBeGreaterThan(0.002);
        fingerprints.add(fingerprint);
      }
      expect(fingerprints.size).toBe(rimTypes.length);
    },
  );

  it('each frame shape has an outline of its own in the front view', async () => {
    const fingerprints = new Set<string>();
    for (const shape of frameShapes) {
      fingerprints.add(
        (await draw(frameSubject({ shape }), { ...small, width: 120, height: 76 })).fingerprint,
      );
    }
    expect(fingerprints.size).toBe(frameShapes.length);
  });

  it('§3 sunglasses lenses show their lensBaseColor; clear lenses stay clear', async () => {
    const request: ImageRequest = { ...small, width: 240, height: 152 };
    const greenish = ([r, g, b]: readonly number[]) => (g ?? 0) - (r ?? 0) > 12 && (g ?? 0) >= (b ?? 0);
    const sunglasses = await draw(
      frameSubject({ category: 'sunglasses', lens: { kind: 'tinted', tint: 'green', hex: '#3f5a3a' } }),
      request,
    );
    const clear = await draw(frameSubject(), request);
    expect(sunglasses.pixels.share(greenish)).toBeGreaterThan(0.1);
    expect(clear.pixels.share(greenish)).toBe(0);
  });

  it('the frame is drawn in its colour', async () => {
    const { pixels } = await draw(frameSubject({ color: 'red', colorHex: '#a32632', finish: 'matte' }), {
      ...small,
      width: 240,
      height: 152,
    });
    expect(pixels.share((pixel) => near(pixel, '#a32632', 3))).toBeGreaterThan(0.02);
  });

  it('model and bust views show a person whose skin tone follows the product', async () => {
    const [first, second] = [1, 2].map((id) => wearerAppearanceOf(id));
    expect(first?.skin).not.toBe(second?.skin);
    for (const [id, appearance] of [first, second].entries()) {
      if (!appearance) throw new Error('no appearance');
      for (const view of ['model', 'bust'] as const) {
        const { pixels } = await draw(frameSubject({ productId: id + 1, wearer: appearance, view }), {
          ...small,
          width: 90,
          height: 120,
        });
        expect(pixels.share((pixel) => near(pixel, appearance.skin))).toBeGreaterThan(0.015);
      }
    }
  });
});

describe('drawSubject: packaging, care products and merchandise', () => {
  it.each([
    ['daily', 30, 'Tageslinsen', '30 × 1 Tag'],
    ['two_weekly', 6, 'Zwei-Wochen-Linsen', '6 × 14 Tage'],
    ['monthly', 3, 'Monatslinsen', '3 × 1 Monat'],
  ] as const)(
    'a %s contact-lens box of %i prints "%s" and "%s"',
    (wearingTime, numberOfLenses, kind, count) => {
      const { body } = drawSubject(contactLensBoxSubject({ wearingTime, numberOfLenses }));
      expect(body).toContain(`>${kind}<`);
      expect(body).toContain(`>${count}<`);
      expect(body).toContain('>Lumen<');
    },
  );

  it('brand names are escaped, so that "Frost & Co" still renders', async () => {
    const subject = contactLensBoxSubject({ brand: 'Frost & Co <Labs>' });
    expect(drawSubject(subject).body).toContain('Frost &amp; Co &lt;Labs&gt;');
    expect((await draw(subject)).drawn).toBeGreaterThan(0.05);
  });

  it.each(eyeCareProductTypes)('care product %s renders', async (careType) => {
    expect((await draw(careProductSubject({ careType }))).drawn).toBeGreaterThan(0.03);
  });

  it('a care bottle prints its volume', () => {
    expect(drawSubject(careProductSubject({ volumeMl: 100 })).body).toContain('>100 ml<');
  });

  it.each(merchKinds)('merchandise %s renders', async (merchKind) => {
    expect((await draw(merchSubject({ merchKind }))).drawn).toBeGreaterThan(0.01);
  });
});
