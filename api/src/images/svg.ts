/** Small helpers for writing SVG as strings. */

/** Text and attribute values from the catalogue (brand names such as "Frost & Co") made safe for XML. */
export function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Coordinates rounded to 0.1: shorter documents, no `1.0000000002` noise. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export interface Point {
  x: number;
  y: number;
}

/** A drawing: SVG elements in a coordinate space of `width` × `height` units, without a background. */
export interface Drawing {
  width: number;
  height: number;
  /** `<defs>` content: gradients, clip paths, filters. */
  defs: string;
  body: string;
}

/** The font stack of every label; the renderer's fontconfig picks the first installed one. */
export const labelFont = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";

// DejaVu Sans Bold advances about 0.66 em per character on average in mixed-case words.
const averageAdvance = { normal: 0.6, bold: 0.66 } as const;

/**
 * The largest font size (at most `max`) at which `text` fits in `width` units, estimated from the
 * average advance: labels come from the catalogue and a long brand name must not overflow its box.
 */
export function fittingFontSize(
  text: string,
  width: number,
  max: number,
  weight: keyof typeof averageAdvance = 'bold',
): number {
  const estimated = width / (Math.max(text.length, 1) * averageAdvance[weight]);
  return Math.round(Math.min(max, estimated) * 10) / 10;
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
  transform?: string;
}

export function text(content: string, options: TextOptions): string {
  const attributes = [
    `x="${n(options.x)}"`,
    `y="${n(options.y)}"`,
    `font-family="${labelFont}"`,
    `font-size="${n(options.size)}"`,
    `font-weight="${options.weight ?? 400}"`,
    `fill="${options.fill}"`,
    `text-anchor="${options.anchor ?? 'middle'}"`,
  ];
  if (options.letterSpacing !== undefined) attributes.push(`letter-spacing="${n(options.letterSpacing)}"`);
  if (options.opacity !== undefined) attributes.push(`opacity="${options.opacity}"`);
  if (options.transform !== undefined) attributes.push(`transform="${options.transform}"`);
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

/** A soft contact shadow under an object standing on the "table" of the product photo. */
export function contactShadow(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.16,
): {
  defs: string;
  body: string;
} {
  return {
    defs: `<filter id="${id}" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="${n(ry * 0.7)}"/></filter>`,
    body: `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="${opacity}" filter="url(#${id})"/>`,
  };
}
