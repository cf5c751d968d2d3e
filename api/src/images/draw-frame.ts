import { darken, lighten } from './colour.ts';
import { framePaintOf, isMetalFrame } from './frame-paint.ts';
import type { FrameLook, FramePaint } from './frame-paint.ts';
import { lensDrawingWidth, lensOutlineOf } from './lens-outline.ts';
import type { LensOutline } from './lens-outline.ts';
import type { FrameSubject } from './image-subject.ts';
import { contactShadow, n } from './svg.ts';
import type { Drawing } from './svg.ts';

/**
 * A frame seen from the front, centred on x = 0 with the lens centres on y = 0, and the box it
 * takes (temple stubs included), so that a view can place and scale it.
 */
export interface FrameArt {
  defs: string;
  body: string;
  bounds: { minX: number; maxX: number; minY: number; maxY: number };
  /** The x of the right lens centre (the left one is at -lensCentre). */
  lensCentre: number;
}

interface RimStyle {
  /** Stroke width of the rim around the lens (0: rimless). */
  rim: number;
  /** Whether only the upper part is a rim and the lower part a nylon thread. */
  upperOnly: boolean;
}

function rimStyleOf(look: FrameLook): RimStyle {
  const metal = isMetalFrame(look);
  switch (look.rim) {
    case 'full_rim':
      return { rim: metal ? 11 : 26, upperOnly: false };
    case 'nylor':
      return { rim: metal ? 13 : 22, upperOnly: true };
    case 'inline_grooves':
      return { rim: 9, upperOnly: false };
    case 'rimless':
      return { rim: 0, upperOnly: false };
  }
}

// How far down the lens the upper rim of a nylor (and the brow of a browline) reaches.
function upperRimLimit(outline: LensOutline): number {
  const { minY, maxY } = outline.bounds;
  return minY + (maxY - minY) * 0.42;
}

export interface FrameArtOptions {
  /** Worn on a face: clear lenses all but vanish, as they do in a portrait. */
  onFace?: boolean;
}

function lensPaint(
  look: FrameLook,
  prefix: string,
  options: FrameArtOptions,
): { defs: string; fill: string; opacity: number; glare: string } {
  const id = `${prefix}-lens`;
  const clearOpacity = options.onFace ? 0.12 : 1;
  switch (look.lens.kind) {
    case 'clear':
      return { defs: '', fill: '#e4edf2', opacity: 0.45 * clearOpacity, glare: '#ffffff' };
    case 'blue_light':
      return { defs: '', fill: '#e8eefc', opacity: 0.5 * clearOpacity, glare: '#b9cbff' };
    case 'tinted': {
      const { tint, hex } = look.lens;
      const mirrored = tint === 'mirrored_blue' || tint === 'mirrored_silver';
      const stops =
        tint === 'gradient_grey'
          ? `<stop offset="0" stop-color="${hex}" stop-opacity="0.96"/><stop offset="1" stop-color="${lighten(hex, 0.5)}" stop-opacity="0.3"/>`
          : mirrored
            ? `<stop offset="0" stop-color="${lighten(hex, 0.45)}"/><stop offset="0.45" stop-color="${hex}"/><stop offset="0.55" stop-color="${darken(hex, 0.25)}"/><stop offset="1" stop-color="${lighten(hex, 0.3)}"/>`
            : `<stop offset="0" stop-color="${darken(hex, 0.15)}" stop-opacity="0.94"/><stop offset="1" stop-color="${lighten(hex, 0.2)}" stop-opacity="0.82"/>`;
      const direction = mirrored ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="0" x2="0" y2="1"';
      return {
        defs: `<linearGradient id="${id}" ${direction}>${stops}</linearGradient>`,
        fill: `url(#${id})`,
        opacity: 1,
        glare: '#ffffff',
      };
    }
  }
}

function lens(
  outline: LensOutline,
  look: FrameLook,
  paint: FramePaint,
  prefix: string,
  side: 'left' | 'right',
  options: FrameArtOptions,
): { defs: string; body: string } {
  const style = rimStyleOf(look);
  const clipId = `${prefix}-${side}-clip`;
  const upperId = `${prefix}-${side}-upper`;
  const lowerId = `${prefix}-${side}-lower`;
  const { minX, maxX, minY, maxY } = outline.bounds;
  const limit = upperRimLimit(outline);
  const lensLook = lensPaint(look, prefix, options);
  const pad = 60;
  const defs = [
    `<clipPath id="${clipId}"><path d="${outline.d}"/></clipPath>`,
    `<clipPath id="${upperId}"><rect x="${minX - pad}" y="${minY - pad}" width="${maxX - minX + 2 * pad}" height="${n(limit - minY + pad)}"/></clipPath>`,
    `<clipPath id="${lowerId}"><rect x="${minX - pad}" y="${n(limit - 2)}" width="${maxX - minX + 2 * pad}" height="${n(maxY - limit + pad)}"/></clipPath>`,
  ];
  const glareOpacity = look.lens.kind === 'tinted' ? 0.3 : options.onFace ? 0.35 : 0.5;
  const glare = `<g clip-path="url(#${clipId})" opacity="${glareOpacity}"><path d="M${minX - 20},${n(minY + 60)} L${n(minX + 90)},${minY - 20} L${n(minX + 150)},${minY - 20} L${minX - 20},${n(minY + 150)} Z" fill="${lensLook.glare}" opacity="0.6"/><path d="M${n(maxX - 60)},${maxY + 10} L${maxX + 10},${n(maxY - 70)} L${maxX + 10},${n(maxY - 40)} L${n(maxX - 30)},${maxY + 10} Z" fill="${lensLook.glare}" opacity="0.45"/></g>`;
  const parts = [`<path d="${outline.d}" fill="${lensLook.fill}" opacity="${lensLook.opacity}"/>`, glare];

  const brow = look.shape === 'browline' && look.rim !== 'rimless';
  if (style.rim === 0) {
    // Rimless: only the lens edge catches the light.
    parts.push(
      `<path d="${outline.d}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.9"/>`,
      `<path d="${outline.d}" fill="none" stroke="${darken('#c7d0d6', 0.1)}" stroke-width="1.6"/>`,
    );
  } else if (style.upperOnly || brow) {
    const thread = style.upperOnly
      ? `<path d="${outline.d}" fill="none" stroke="#c9d1d8" stroke-width="3.2" clip-path="url(#${lowerId})"/>`
      : `<path d="${outline.d}" fill="none" stroke="${paint.metal}" stroke-width="8" clip-path="url(#${lowerId})"/>`;
    const width = brow ? Math.max(style.rim, 24) * 1.3 : style.rim;
    parts.push(
      thread,
      `<path d="${outline.d}" fill="none" stroke="${paint.fill}" stroke-width="${n(width)}" stroke-opacity="${paint.opacity}" clip-path="url(#${upperId})"/>`,
    );
    if (paint.glossy) {
      parts.push(
        `<path d="${outline.d}" fill="none" stroke="#ffffff" stroke-width="${n(width * 0.16)}" opacity="0.28" transform="translate(0 ${n(-width * 0.28)})" clip-path="url(#${upperId})"/>`,
      );
    }
  } else {
    parts.push(
      `<path d="${outline.d}" fill="none" stroke="${paint.fill}" stroke-width="${style.rim}" stroke-opacity="${paint.opacity}"/>`,
    );
    if (paint.glossy && !isMetalFrame(look)) {
      parts.push(
        `<path d="${outline.d}" fill="none" stroke="#ffffff" stroke-width="${n(style.rim * 0.16)}" opacity="0.28" transform="translate(0 ${n(-style.rim * 0.28)})" clip-path="url(#${upperId})"/>`,
      );
    }
    if (look.rim === 'inline_grooves') {
      // The groove: a fine line along the middle of the thin rim.
      parts.push(
        `<path d="${outline.d}" fill="none" stroke="${darken(look.colorHex, 0.4)}" stroke-width="1.4" opacity="0.6"/>`,
      );
    }
  }
  return { defs: defs.join(''), body: parts.join('') };
}

function screw(x: number, y: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="4.5" fill="#d8dce0" stroke="#7d838a" stroke-width="1.4"/>`;
}

/** The hinge block, the temple seen end-on and, for smart glasses, the camera. */
function endPiece(outline: LensOutline, look: FrameLook, paint: FramePaint, rim: number): string {
  const { hinge } = outline;
  const outer = hinge.x - rim / 2;
  if (rim === 0) {
    const x = hinge.x;
    return [
      `<path d="M${n(x + 8)},${n(hinge.y - 7)} L${n(x - 30)},${n(hinge.y - 9)} L${n(x - 30)},${n(hinge.y + 7)} L${n(x + 8)},${n(hinge.y + 7)} Z" fill="${paint.metal}"/>`,
      `<path d="M${n(x - 30)},${n(hinge.y - 8)} L${n(x - 58)},${n(hinge.y - 3)} L${n(x - 58)},${n(hinge.y + 5)} L${n(x - 30)},${n(hinge.y + 7)} Z" fill="${darken(look.colorHex, 0.15)}"/>`,
      screw(x + 2, hinge.y),
    ].join('');
  }
  const metal = isMetalFrame(look);
  const blockHeight = metal ? 16 : 34;
  const blockWidth = metal ? 22 : 28;
  const templeHeight = metal ? 10 : 20;
  const blockX = outer - blockWidth + 6;
  const parts = [
    `<rect x="${n(blockX - 22)}" y="${n(hinge.y - templeHeight / 2)}" width="30" height="${templeHeight}" rx="${n(templeHeight / 2.5)}" fill="${paint.edge}" opacity="${paint.opacity}"/>`,
    `<rect x="${n(blockX)}" y="${n(hinge.y - blockHeight / 2)}" width="${blockWidth}" height="${blockHeight}" rx="${metal ? 4 : 9}" fill="${paint.fill}" fill-opacity="${paint.opacity}"/>`,
  ];
  if (look.category === 'smartglasses') {
    parts.push(
      `<circle cx="${n(outer - blockWidth / 2 + 6)}" cy="${n(hinge.y)}" r="7" fill="#111315" stroke="#3a3d42" stroke-width="2"/>`,
      `<circle cx="${n(outer - blockWidth / 2 + 4)}" cy="${n(hinge.y - 2)}" r="2" fill="#8fb6ff"/>`,
    );
  }
  return parts.join('');
}

function bridgeOf(
  outline: LensOutline,
  look: FrameLook,
  paint: FramePaint,
  rim: number,
  lensCentre: number,
): string {
  const left = { x: -lensCentre + outline.bridge.x, y: outline.bridge.y };
  const right = { x: lensCentre - outline.bridge.x, y: outline.bridge.y };
  const span = right.x - left.x;
  const metal = isMetalFrame(look) || rim === 0;
  const arch = metal ? 26 : 14;
  const width = metal ? 9 : Math.max(rim * 0.95, 12);
  const d = `M${n(left.x - 4)},${n(left.y)} C${n(left.x + span * 0.3)},${n(left.y - arch)} ${n(right.x - span * 0.3)},${n(right.y - arch)} ${n(right.x + 4)},${n(right.y)}`;
  const parts = [
    `<path d="${d}" fill="none" stroke="${metal ? paint.metal : paint.fill}" stroke-width="${n(width)}" stroke-opacity="${paint.opacity}" stroke-linecap="round"/>`,
  ];
  if (look.shape === 'aviator') {
    // The aviator's second bridge across the top of the lenses; slightly curved so that its gradient has height.
    const top = outline.bounds.minY + 6;
    const x = -lensCentre + outline.bounds.maxX - 40;
    parts.push(
      `<path d="M${n(x)},${n(top)} Q0,${n(top - 10)} ${n(-x)},${n(top)}" fill="none" stroke="${paint.metal}" stroke-width="8" stroke-linecap="round"/>`,
    );
  }
  if (metal || look.shape === 'aviator') {
    // Nose pads on their arms, seen through the lenses.
    for (const sign of [-1, 1]) {
      const armStart = { x: sign * (span / 2 - 2), y: left.y + 4 };
      const pad = { x: sign * (span / 2 + 18), y: left.y + 96 };
      parts.push(
        `<path d="M${n(armStart.x)},${n(armStart.y)} Q${n(sign * (span / 2 - 8))},${n(pad.y - 40)} ${n(pad.x)},${n(pad.y - 22)}" fill="none" stroke="${paint.metal}" stroke-width="4"/>`,
        `<ellipse cx="${n(pad.x)}" cy="${n(pad.y)}" rx="11" ry="24" transform="rotate(${sign * -18} ${n(pad.x)} ${n(pad.y)})" fill="#eef2f4" opacity="0.75" stroke="#c3cbd1" stroke-width="1.5"/>`,
      );
    }
  }
  if (rim === 0) {
    parts.push(screw(left.x - 6, left.y + 6), screw(right.x + 6, right.y + 6));
  }
  return parts.join('');
}

/** The frame from the front: both lenses, rims by rim type, bridge, hinges and temple stubs. */
export function drawFrameArt(look: FrameLook, prefix: string, options: FrameArtOptions = {}): FrameArt {
  const outline = lensOutlineOf(look.shape);
  const paint = framePaintOf(look, prefix);
  const { rim } = rimStyleOf(look);
  // The bridge keeps the frame's own proportion to the lens width.
  const gap = (lensDrawingWidth * look.bridgeWidth) / look.lensWidth;
  const lensCentre = gap / 2 + outline.bounds.maxX;
  const lensLook = lensPaint(look, prefix, options);
  const left = lens(outline, look, paint, prefix, 'left', options);
  const right = lens(outline, look, paint, prefix, 'right', options);
  const end = endPiece(outline, look, paint, rim);
  const body = [
    `<g transform="translate(${n(-lensCentre)} 0)">${left.body}${end}</g>`,
    `<g transform="translate(${n(lensCentre)} 0) scale(-1 1)">${right.body}${end}</g>`,
    bridgeOf(outline, look, paint, rim, lensCentre),
  ].join('');
  const reach = lensCentre - outline.bounds.minX + rim / 2 + 70;
  return {
    defs: [paint.defs, lensLook.defs, left.defs, right.defs].join(''),
    body,
    bounds: {
      minX: -reach,
      maxX: reach,
      minY: outline.bounds.minY - rim / 2 - (look.shape === 'browline' ? 10 : 0),
      maxY: outline.bounds.maxY + rim / 2,
    },
    lensCentre,
  };
}

/** The front view product shot: the frame on its own, with a soft shadow beneath. */
export function drawFrameFront(subject: FrameSubject): Drawing {
  const art = drawFrameArt(subject, 'front');
  const width = 1200;
  const height = 760;
  const scale = Math.min(1, 1040 / (art.bounds.maxX - art.bounds.minX));
  const centreY = height / 2 - 20;
  const shadow = contactShadow(
    'front-shadow',
    width / 2,
    centreY + art.bounds.maxY * scale + 70,
    (art.bounds.maxX - art.bounds.minX) * scale * 0.4,
    14,
    0.14,
  );
  return {
    width,
    height,
    defs: art.defs + shadow.defs,
    body: `${shadow.body}<g transform="translate(${width / 2} ${n(centreY)}) scale(${Math.round(scale * 1000) / 1000})">${art.body}</g>`,
  };
}
