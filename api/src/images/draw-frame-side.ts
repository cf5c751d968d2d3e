import { darken, inkOn, lighten, luminance } from './colour.ts';
import { drawFrameArt } from './draw-frame.ts';
import { framePaintOf, isMetalFrame } from './frame-paint.ts';
import type { FrameSubject } from './image-subject.ts';
import { lensOutlineOf } from './lens-outline.ts';
import { contactShadow, fittingFontSize, n, text } from './svg.ts';
import type { Drawing, Point } from './svg.ts';

// The front turned about 55° away: its width foreshortened to this share.
const foreshortening = 0.5;

function templePath(hinge: Point, length: number, drop: number): string {
  const bend = { x: hinge.x + length * 0.8, y: hinge.y + drop * 0.25 };
  const tip = { x: hinge.x + length, y: hinge.y + drop };
  return `M${n(hinge.x)},${n(hinge.y)} L${n(bend.x)},${n(bend.y)} C${n(bend.x + length * 0.1)},${n(bend.y + 2)} ${n(tip.x - length * 0.04)},${n(tip.y - drop * 0.5)} ${n(tip.x)},${n(tip.y)}`;
}

/**
 * The side view as a catalogue shows it: the front turned three-quarters away, the near temple
 * running back to the bend over the ear with the brand printed on it, the far temple behind the
 * lenses.
 */
export function drawFrameSide(subject: FrameSubject): Drawing {
  const width = 1200;
  const height = 760;
  const art = drawFrameArt(subject, 'side');
  const paint = framePaintOf(subject, 'side-temple');
  const metal = isMetalFrame(subject) || subject.rim === 'rimless';
  const outline = lensOutlineOf(subject.shape);
  const scale = 0.8;
  const frontLeft = 70;
  const frontX = frontLeft - art.bounds.minX * scale * foreshortening;
  const centreY = height / 2 - 40;
  const toImage = (point: Point): Point => ({
    x: frontX + point.x * scale * foreshortening,
    y: centreY + point.y * scale,
  });
  const nearHinge = toImage({ x: art.lensCentre - outline.hinge.x + 20, y: outline.hinge.y });
  const farHinge = toImage({ x: -art.lensCentre + outline.hinge.x - 20, y: outline.hinge.y });
  const templeWidth = metal ? 8 : subject.rim === 'inline_grooves' ? 12 : 20;
  const templeColour = metal ? lighten(subject.colorHex, 0.1) : paint.fill;
  const length = width - 60 - nearHinge.x;
  const nearTemple = templePath(nearHinge, length, 190);
  // The far temple recedes: shorter, a little higher, seen through the lenses.
  const farTemple = templePath(farHinge, length * 0.95 + (nearHinge.x - farHinge.x) * 0.6, 150);
  const tipColour = metal ? darken(subject.colorHex, 0.5) : undefined;

  const parts: string[] = [
    `<path d="${farTemple}" fill="none" stroke="${darken(subject.colorHex, 0.2)}" stroke-opacity="${0.85 * paint.opacity}" stroke-width="${n(templeWidth * 0.8)}" stroke-linecap="round"/>`,
    `<g transform="translate(${n(frontX)} ${n(centreY)}) scale(${Math.round(scale * foreshortening * 1000) / 1000} ${scale})">${art.body}</g>`,
    `<path d="${nearTemple}" fill="none" stroke="${templeColour}" stroke-opacity="${paint.opacity}" stroke-width="${templeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
  if (tipColour) {
    // Metal temples end in a plastic tip over the ear.
    const tip = templePath(
      { x: nearHinge.x + length * 0.7, y: nearHinge.y + 190 * 0.22 },
      length * 0.3,
      190 * 0.78,
    );
    parts.push(
      `<path d="${tip}" fill="none" stroke="${tipColour}" stroke-width="15" stroke-linecap="round"/>`,
    );
  } else if (paint.glossy) {
    parts.push(
      `<path d="${nearTemple}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(templeWidth * 0.18)}" transform="translate(0 ${n(-templeWidth * 0.25)})"/>`,
    );
  }
  if (subject.brand !== '' && templeWidth >= 12) {
    const ink = luminance(subject.colorHex) > 0.45 ? darken(subject.colorHex, 0.6) : inkOn(subject.colorHex);
    const size = fittingFontSize(subject.brand, 240, templeWidth * 0.6);
    const angle = (Math.atan2(190 * 0.25, length * 0.8) * 180) / Math.PI;
    parts.push(
      text(subject.brand.toUpperCase(), {
        x: nearHinge.x + 60,
        y: nearHinge.y + size * 0.36,
        size,
        fill: ink,
        weight: 700,
        anchor: 'start',
        letterSpacing: size * 0.2,
        opacity: 0.8,
        transform: `rotate(${n(angle)} ${n(nearHinge.x)} ${n(nearHinge.y)})`,
      }),
    );
  }
  const shadow = contactShadow(
    'side-shadow',
    width / 2 + 20,
    centreY + art.bounds.maxY * scale + 90,
    (width - 160) / 2,
    13,
    0.13,
  );
  return { width, height, defs: art.defs + paint.defs + shadow.defs, body: shadow.body + parts.join('') };
}
