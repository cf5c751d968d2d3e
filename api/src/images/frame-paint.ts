import { darken, lighten, mix } from './colour.ts';
import type { FrameSubject } from './image-subject.ts';

/** How a frame's material is painted: the fill for rims, bridge and temples, and its defs. */
export interface FramePaint {
  defs: string;
  /** A colour or `url(#…)` for the frame's parts. */
  fill: string;
  /** The same paint for the thin metal parts (hinges, screws, pad arms). */
  metal: string;
  /** A darker tone for edges and temple ends seen from the front. */
  edge: string;
  opacity: number;
  /** Whether the surface shines (acetate, glossy finishes). */
  glossy: boolean;
}

export type FrameLook = Pick<
  FrameSubject,
  | 'shape'
  | 'rim'
  | 'material'
  | 'color'
  | 'colorHex'
  | 'finish'
  | 'lens'
  | 'lensWidth'
  | 'bridgeWidth'
  | 'category'
>;

const metals = new Set<FrameLook['material']>(['metal', 'titanium', 'stainless_steel']);

export function isMetalFrame(look: FrameLook): boolean {
  return metals.has(look.material);
}

// Fixed blobs rather than random ones: the same product must always render the same bytes.
// Every blob stays inside its 80-unit tile, so that no patch is cut at a tile edge.
const tortoiseBlobs: readonly (readonly [number, number, number, number, number, number])[] = [
  [20, 18, 12, 7, 30, 0.9],
  [56, 24, 9, 5, -20, 0.7],
  [34, 52, 13, 6, 60, 0.85],
  [64, 62, 8, 5, 10, 0.6],
  [14, 62, 7, 5, -40, 0.75],
  [46, 40, 6, 4, 80, 0.5],
  [66, 8, 6, 4, 20, 0.45],
];

function tortoisePattern(id: string, base: string): string {
  const dark = darken(base, 0.55);
  const amber = mix(base, '#d9953a', 0.45);
  const blobs = tortoiseBlobs
    .map(
      ([x, y, rx, ry, angle, opacity], index) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${x} ${y})" fill="${index % 3 === 2 ? amber : dark}" opacity="${opacity}"/>`,
    )
    .join('');
  return `<pattern id="${id}" width="80" height="80" patternUnits="userSpaceOnUse" patternTransform="rotate(18) scale(1.2)"><rect width="80" height="80" fill="${mix(base, '#c98a3e', 0.3)}"/>${blobs}</pattern>`;
}

function metalGradient(id: string, base: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(base, 0.45)}"/><stop offset="0.45" stop-color="${base}"/><stop offset="0.7" stop-color="${darken(base, 0.25)}"/><stop offset="1" stop-color="${lighten(base, 0.2)}"/></linearGradient>`;
}

/**
 * The paint of a frame, from its colour, colour detail (pattern, gradient, two-tone, matte, glossy)
 * and material. Ids are prefixed so that several frames can share one SVG document.
 */
export function framePaintOf(look: FrameLook, prefix: string): FramePaint {
  const base = look.colorHex;
  const metalFrame = isMetalFrame(look);
  const metalId = `${prefix}-metal`;
  const metalBase = metalFrame
    ? base
    : look.color === 'gold' || look.color === 'havana'
      ? '#c9a640'
      : '#b8bcc2';
  const defs = [metalGradient(metalId, metalBase)];
  const paint = { metal: `url(#${metalId})`, edge: darken(base, 0.35), glossy: look.finish !== 'matte' };
  const opacity = look.color === 'transparent' ? 0.7 : 1;

  if (metalFrame) return { defs: defs.join(''), fill: `url(#${metalId})`, opacity, ...paint };

  const fillId = `${prefix}-fill`;
  if (look.finish === 'pattern' || look.color === 'tortoise' || look.color === 'havana') {
    defs.push(tortoisePattern(fillId, base));
    return { defs: defs.join(''), fill: `url(#${fillId})`, opacity, ...paint };
  }
  if (look.finish === 'gradient') {
    defs.push(
      `<linearGradient id="${fillId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.2" stop-color="${base}"/><stop offset="1" stop-color="${lighten(base, 0.55)}"/></linearGradient>`,
    );
    return { defs: defs.join(''), fill: `url(#${fillId})`, opacity, ...paint };
  }
  if (look.finish === 'two_tone') {
    defs.push(
      `<linearGradient id="${fillId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.48" stop-color="${base}"/><stop offset="0.52" stop-color="${lighten(base, 0.6)}"/></linearGradient>`,
    );
    return { defs: defs.join(''), fill: `url(#${fillId})`, opacity, ...paint };
  }
  return { defs: defs.join(''), fill: base, opacity, ...paint };
}
