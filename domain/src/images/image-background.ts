import type { ImageBackground } from '../entities/product.ts';

/**
 * The fill colour the image endpoint paints behind a `bg=white` or `bg=grey` image. The spec names
 * no colours (design decision): grey is chosen so that both kinds end up alike on the page once the
 * §9 brightness is applied, 255 × 0.96 ≈ 231 × 1.06 ≈ 245 (#f5f5f5).
 */
export const imageBackgroundColours = {
  white: '#ffffff',
  grey: '#e7e7e7',
} as const satisfies Record<Exclude<ImageBackground, 'transparent'>, string>;

/**
 * §9: the CSS `filter: brightness()` a product image gets so that white and grey photographs sit
 * alike on the shop's tiles: 0.96 for white, 1.06 for grey, 1 otherwise (transparent or unknown).
 */
export function imageBrightness(background: ImageBackground | null | undefined): number {
  if (background === 'white') return 0.96;
  if (background === 'grey') return 1.06;
  return 1;
}
