import { glyphs, unitsPerEm } from './lettering-glyphs.fixtures.ts';

/*
 * Letters in the fixtures' SVG drawings. A browser shows an SVG image without the page's fonts, so
 * a `<text>` there takes whatever font the machine has, and screenshots differ from machine to
 * machine; these are drawn as outlines of the shop's typeface instead, as the seed draws its images.
 */

/** Where and how the letters stand: the attributes an SVG `<text>` would have. */
export interface LetteringOptions {
  /** The anchor point on the baseline. */
  x: number;
  y: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space after each letter (SVG `letter-spacing`). */
  letterSpacing?: number;
  transform?: string;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** `content` in the bold cut of the shop's typeface as an SVG `<path>`, titled with the words it shows. */
export function lettering(content: string, options: LetteringOptions): string {
  const letters = [...content].map((character) => {
    const glyph = glyphs[character];
    if (!glyph)
      throw new Error(`No outline for "${character}": add it in lettering-glyphs.test.ts, run it with -u`);
    return glyph;
  });
  const scale = options.size / unitsPerEm;
  const spacing = options.letterSpacing ?? 0;
  // Centred and end-anchored letters line up with their ink: no spacing after the last one.
  const width =
    letters.reduce((sum, [advance]) => sum + advance * scale, 0) + spacing * Math.max(letters.length - 1, 0);
  const anchor = options.anchor ?? 'middle';
  let pen = options.x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const d = letters
    .map(([advance, outline]) => {
      const originX = pen;
      pen += advance * scale + spacing;
      // Outlines point up, SVG's y axis down.
      return outline.replace(
        /(-?\d+),(-?\d+)/g,
        (_, x: string, y: string) =>
          `${round(originX + Number(x) * scale)} ${round(options.y - Number(y) * scale)}`,
      );
    })
    .join('');
  const transform = options.transform ? ` transform="${options.transform}"` : '';
  const title = content.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<path d="${d}" fill="${options.fill}"${transform}><title>${title}</title></path>`;
}

/** A brand's wordmark, 3:1, as the seed draws logos (api/src/seed/content/illustrations.ts). */
export function wordmarkSvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" width="600" height="200"><rect width="600" height="200" fill="#fff"/>${lettering(name, { x: 300, y: 116.1, size: 48, fill: colour })}</svg>`;
}

/** An SVG drawing as the URL of an image asset. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
