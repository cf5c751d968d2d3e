import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import type { Font, Glyph } from 'fontkit';

/*
 * The labels printed on drawn products are set in the shop's typeface, Atkinson Hyperlegible Next
 * (the design system's --font-sans), as outlines: sharp rasterises an SVG `<text>` with whatever
 * fonts the server has, so the same image would look different on every machine. The outlines come
 * from the static cuts in the font's npm package (WOFF: fontkit reads its glyphs exactly, while it
 * cannot yet apply a weight to the variable WOFF2 files the web pages load).
 */

/** The cuts the labels use. */
export type LabelWeight = 400 | 700;

// Each cut is split into the package's two subsets; a character comes from the first that has it.
const subsets = ['latin', 'latin-ext'] as const;

const require = createRequire(import.meta.url);
const loaded = new Map<LabelWeight, readonly Font[]>();

function fontsOf(weight: LabelWeight): readonly Font[] {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = subsets.map((subset) => {
      const file = require.resolve(
        `@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-${subset}-${weight}-normal.woff`,
      );
      const font = create(readFileSync(file));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
      return font;
    });
    loaded.set(weight, fonts);
  }
  return fonts;
}

interface PlacedGlyph {
  glyph: Glyph;
  /** Pen position and offsets in font units. */
  x: number;
  dx: number;
  dy: number;
}

/** The glyphs of `content`, shaped (kerning, ligatures) run by run, and the total advance in font units. */
function shape(content: string, weight: LabelWeight): { glyphs: PlacedGlyph[]; advance: number } {
  const fonts = fontsOf(weight);
  const runs: { font: Font; text: string }[] = [];
  for (const character of content) {
    const codePoint = character.codePointAt(0) ?? 0;
    // A character no subset has is drawn as the first one's missing-glyph box, as a browser would.
    const font = fonts.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? fonts[0]!;
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of runs) {
    const { glyphs: runGlyphs, positions } = run.font.layout(run.text);
    runGlyphs.forEach((glyph, index) => {
      const position = positions[index];
      glyphs.push({
        glyph,
        x: pen,
        dx: position?.xOffset ?? 0,
        dy: position?.yOffset ?? 0,
      });
      pen += position?.xAdvance ?? glyph.advanceWidth;
    });
  }
  return { glyphs, advance: pen };
}

/** Font units to SVG units, rounded to 0.1 like every other coordinate of the drawings. */
const round = (value: number) => Math.round(value * 10) / 10;

/** How wide `content` is set at `size` (letter spacing aside), in the drawing's units. */
export function labelWidth(content: string, size: number, weight: LabelWeight): number {
  const font = fontsOf(weight)[0]!;
  return (shape(content, weight).advance * size) / font.unitsPerEm;
}

export interface LabelOutlineOptions {
  /** The anchor point on the baseline, as `x`/`y` of an SVG `<text>`. */
  x: number;
  y: number;
  size: number;
  weight: LabelWeight;
  anchor: 'start' | 'middle' | 'end';
  /** Extra space after each glyph, in the drawing's units (SVG `letter-spacing`). */
  letterSpacing?: number;
}

/** SVG path data drawing `content` where an SVG `<text>` with the same attributes would. */
export function labelOutline(content: string, options: LabelOutlineOptions): string {
  const { glyphs, advance } = shape(content, options.weight);
  const scale = options.size / fontsOf(options.weight)[0]!.unitsPerEm;
  const spacing = options.letterSpacing ?? 0;
  // Centred and end-anchored labels line up with their ink: the spacing after the last glyph is left out.
  const width = advance * scale + spacing * Math.max(glyphs.length - 1, 0);
  const start = options.x - (options.anchor === 'middle' ? width / 2 : options.anchor === 'end' ? width : 0);
  const segments: string[] = [];
  glyphs.forEach((placed, index) => {
    const originX = start + (placed.x + placed.dx) * scale + spacing * index;
    const originY = options.y - placed.dy * scale;
    // Font outlines point up; SVG's y axis points down.
    const point = (args: number[]) =>
      args
        .map((value, i) => round(i % 2 === 0 ? originX + value * scale : originY - value * scale))
        .join(' ');
    for (const { command, args } of placed.glyph.path.commands) {
      switch (command) {
        case 'moveTo':
          segments.push(`M${point(args)}`);
          break;
        case 'lineTo':
          segments.push(`L${point(args)}`);
          break;
        case 'quadraticCurveTo':
          segments.push(`Q${point(args)}`);
          break;
        case 'bezierCurveTo':
          segments.push(`C${point(args)}`);
          break;
        case 'closePath':
          segments.push('Z');
          break;
      }
    }
  });
  return segments.join('');
}
