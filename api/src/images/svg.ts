/** Small helpers for writing SVG as strings. */
import { labelOutline, labelWidth } from './label-font.ts';
import type { LabelWeight } from './label-font.ts';

/** Text and attribute values from the catalogue (brand names such as "Frost & Co") made safe for XML. */
function escapeXml(value: string): string {
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

/**
 * The largest font size (at most `max`) at which `text` fits in `width` units, measured in the
 * label font: labels come from the catalogue and a long brand name must not overflow its box.
 */
export function fittingFontSize(
  text: string,
  width: number,
  max: number,
  weight: 'bold' | 'normal' = 'bold',
): number {
  const widthAtOne = labelWidth(text, 1, weight === 'bold' ? 700 : 400);
  const fitting = widthAtOne > 0 ? width / widthAtOne : max;
  return Math.floor(Math.min(max, fitting) * 10) / 10;
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: LabelWeight;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
  transform?: string;
}

/**
 * A label, drawn as the outlines of the shop's typeface (see label-font.ts) where an SVG `<text>`
 * with these attributes would stand; its `<title>` keeps the words readable in the document.
 */
export function text(content: string, options: TextOptions): string {
  const d = labelOutline(content, {
    x: options.x,
    y: options.y,
    size: options.size,
    weight: options.weight ?? 400,
    anchor: options.anchor ?? 'middle',
    ...(options.letterSpacing !== undefined && { letterSpacing: options.letterSpacing }),
  });
  const attributes = [`d="${d}"`, `fill="${options.fill}"`];
  if (options.opacity !== undefined) attributes.push(`opacity="${options.opacity}"`);
  if (options.transform !== undefined) attributes.push(`transform="${options.transform}"`);
  return `<path ${attributes.join(' ')}><title>${escapeXml(content)}</title></path>`;
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
