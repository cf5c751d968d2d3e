import { describe, expect, it } from 'vitest';
import { checkFrameWidth } from './frame-width.ts';

describe('§5 frame width must be at least the required minimum, if given', () => {
  it.each([
    [140, 138],
    [138, 138],
    [140, null],
    [140, undefined],
    [null, undefined],
  ])('a %s mm frame fits a minimum of %s mm', (width, minimum) => {
    expect(checkFrameWidth(width, minimum)).toEqual({ ok: true });
  });

  it('refuses a frame narrower than the minimum', () => {
    expect(checkFrameWidth(137.5, 138)).toEqual({
      ok: false,
      reason: 'tooNarrow',
      frameWidthMm: 137.5,
      requiredMinimumMm: 138,
    });
  });

  it.each([[null], [undefined]])(
    'cannot confirm a frame of unknown width (%s) against a minimum',
    (width) => {
      expect(checkFrameWidth(width, 138)).toEqual({
        ok: false,
        reason: 'widthUnknown',
        requiredMinimumMm: 138,
      });
    },
  );
});
