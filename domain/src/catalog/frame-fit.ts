import { checkFrameWidth, type FrameWidthResult } from '../prescription/frame-width.ts';
import { headWidths, type HeadWidth } from './attribute-vocabulary.ts';
import { attributeValues, type ProductAttributes } from './product-attributes.ts';

/**
 * The head widths of the §2 icon set as frame widths: a frame narrower than 132 mm suits a narrow
 * head, 132 to 141 mm a medium one, wider frames a wide one. The catalogue's `headWidth` attribute
 * is derived by this rule; the product page and the listing's filter read it.
 */
export const headWidthFrameWidths: Record<HeadWidth, { minMm?: number; maxMm?: number }> = {
  narrow: { maxMm: 131 },
  medium: { minMm: 132, maxMm: 141 },
  wide: { minMm: 142 },
};

/** The head width a frame of `frameWidthMm` suits. */
export function headWidthOfFrameWidth(frameWidthMm: number): HeadWidth {
  if (frameWidthMm < (headWidthFrameWidths.medium.minMm ?? 0)) return 'narrow';
  return frameWidthMm <= (headWidthFrameWidths.medium.maxMm ?? Infinity) ? 'medium' : 'wide';
}

/**
 * §5 "Frame width must be at least the required minimum, if given": the minimum a shopper's head
 * width asks of a frame (none for a narrow head).
 */
export function minimumFrameWidthOfHeadWidth(headWidth: HeadWidth): number | undefined {
  return headWidthFrameWidths[headWidth].minMm;
}

export function isHeadWidth(value: unknown): value is HeadWidth {
  return typeof value === 'string' && (headWidths as readonly string[]).includes(value);
}

/** What the product page says about a frame's fit. */
export interface FrameFit {
  /** The `frameWidth` attribute, in millimetres; none where the catalogue has no number. */
  frameWidthMm?: number;
  /** The head width the frame suits: its `headWidth` attribute, or derived from the frame width. */
  headWidth?: HeadWidth;
  /** The §5 check of the frame width against the shopper's head width's minimum, when one was chosen. */
  check?: FrameWidthResult;
}

/**
 * A frame's fit: its width and the head width it suits (§2 icon set), and, when the shopper said
 * how wide their head is, whether the frame reaches that head width's §5 minimum.
 */
export function frameFitOf(
  product: { attributes?: ProductAttributes | null | undefined },
  shopperHeadWidth?: HeadWidth,
): FrameFit {
  const width = Number(attributeValues(product.attributes, 'frameWidth')[0]);
  const frameWidthMm = Number.isFinite(width) && width > 0 ? width : undefined;
  const [stated] = attributeValues(product.attributes, 'headWidth');
  const headWidth = isHeadWidth(stated)
    ? stated
    : frameWidthMm === undefined
      ? undefined
      : headWidthOfFrameWidth(frameWidthMm);
  return {
    ...(frameWidthMm !== undefined && { frameWidthMm }),
    ...(headWidth !== undefined && { headWidth }),
    ...(shopperHeadWidth !== undefined && {
      check: checkFrameWidth(frameWidthMm, minimumFrameWidthOfHeadWidth(shopperHeadWidth)),
    }),
  };
}
