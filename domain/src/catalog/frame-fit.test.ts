import { describe, expect, it } from 'vitest';
import type { ProductAttributes } from './product-attributes.ts';
import { frameFitOf, headWidthOfFrameWidth, minimumFrameWidthOfHeadWidth } from './frame-fit.ts';

const frame = (frameWidth?: string, headWidth?: string): { attributes: ProductAttributes } => ({
  attributes: {
    ...(frameWidth !== undefined && { frameWidth: { values: { label: frameWidth, value: frameWidth } } }),
    ...(headWidth !== undefined && { headWidth: { values: { label: headWidth, value: headWidth } } }),
  },
});

describe('§2 head widths from the frame width', () => {
  it.each([
    [118, 'narrow'],
    [131, 'narrow'],
    [132, 'medium'],
    [141, 'medium'],
    [141.5, 'wide'],
    [142, 'wide'],
    [160, 'wide'],
  ] as const)('a %i mm frame suits a %s head', (width, headWidth) => {
    expect(headWidthOfFrameWidth(width)).toBe(headWidth);
  });

  it.each([
    ['narrow', undefined],
    ['medium', 132],
    ['wide', 142],
  ] as const)('a %s head asks for a frame of at least %s mm (§5)', (headWidth, minimum) => {
    expect(minimumFrameWidthOfHeadWidth(headWidth)).toBe(minimum);
  });
});

describe('a frame’s fit on the product page', () => {
  it.each([
    [
      'width and stated head width',
      frame('139', 'medium'),
      undefined,
      { frameWidthMm: 139, headWidth: 'medium' },
    ],
    [
      'the head width derived where none is stated',
      frame('145'),
      undefined,
      { frameWidthMm: 145, headWidth: 'wide' },
    ],
    [
      'a stated head width wins',
      frame('145', 'medium'),
      undefined,
      { frameWidthMm: 145, headWidth: 'medium' },
    ],
    [
      'an unknown head width is derived instead',
      frame('120', 'huge'),
      undefined,
      { frameWidthMm: 120, headWidth: 'narrow' },
    ],
    ['no number: no width', frame('breit'), undefined, {}],
    ['nothing known', frame(), undefined, {}],
    [
      'fits a medium head',
      frame('139'),
      'medium',
      { frameWidthMm: 139, headWidth: 'medium', check: { ok: true } },
    ],
    [
      'any frame fits a narrow head',
      frame('120'),
      'narrow',
      { frameWidthMm: 120, headWidth: 'narrow', check: { ok: true } },
    ],
    [
      'too narrow for a wide head',
      frame('139'),
      'wide',
      {
        frameWidthMm: 139,
        headWidth: 'medium',
        check: { ok: false, reason: 'tooNarrow', frameWidthMm: 139, requiredMinimumMm: 142 },
      },
    ],
    [
      'a frame of unknown width cannot be shown to fit',
      frame(),
      'wide',
      { check: { ok: false, reason: 'widthUnknown', requiredMinimumMm: 142 } },
    ],
  ] as const)('%s', (_case, product, shopper, fit) => {
    expect(frameFitOf(product, shopper)).toEqual(fit);
  });
});
