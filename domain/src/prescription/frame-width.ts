export type FrameWidthResult =
  | { ok: true }
  | { ok: false; reason: 'tooNarrow'; frameWidthMm: number; requiredMinimumMm: number }
  | { ok: false; reason: 'widthUnknown'; requiredMinimumMm: number };

/**
 * §5: the frame must be at least as wide as the required minimum, if one is given (an equal width
 * fits). A frame whose width is unknown cannot be shown to fit, so it fails with `widthUnknown`
 * rather than passing silently; without a minimum every frame fits.
 */
export function checkFrameWidth(
  frameWidthMm: number | null | undefined,
  requiredMinimumMm: number | null | undefined,
): FrameWidthResult {
  if (requiredMinimumMm == null) return { ok: true };
  if (frameWidthMm == null) return { ok: false, reason: 'widthUnknown', requiredMinimumMm };
  return frameWidthMm >= requiredMinimumMm
    ? { ok: true }
    : { ok: false, reason: 'tooNarrow', frameWidthMm, requiredMinimumMm };
}
