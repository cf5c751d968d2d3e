import { darken, lighten } from './colour.ts';
import type { CareProductSubject, EyeCareProductType } from './image-subject.ts';
import { contactShadow, fittingFontSize, n, text } from './svg.ts';
import type { Drawing } from './svg.ts';

interface CareLook {
  /** The product's name as the label prints it (German, like the packs). */
  label: string;
  accent: string;
  cap: string;
  usualVolumeMl: number | null;
}

const careLooks: Record<EyeCareProductType, CareLook> = {
  all_in_one_solution: { label: 'All-in-One Lösung', accent: '#1f6fb2', cap: '#1f6fb2', usualVolumeMl: 360 },
  peroxide_solution: { label: 'Peroxid-Lösung', accent: '#c0392b', cap: '#c0392b', usualVolumeMl: 360 },
  saline_solution: { label: 'Kochsalzlösung', accent: '#3aa6b9', cap: '#f4f6f8', usualVolumeMl: 360 },
  eye_drops: { label: 'Augentropfen', accent: '#2f9e6e', cap: '#f4f6f8', usualVolumeMl: 10 },
  cleaning_spray: { label: 'Reinigungsspray', accent: '#5b4fb3', cap: '#2b2d33', usualVolumeMl: 50 },
  cleaning_cloth: { label: 'Mikrofasertuch', accent: '#4a6fa5', cap: '#4a6fa5', usualVolumeMl: null },
  lens_case: { label: 'Linsenbehälter', accent: '#1f8a8a', cap: '#1f8a8a', usualVolumeMl: null },
};

const width = 900;
const height = 1200;
const floor = 1040;

function volumeText(volumeMl: number): string {
  return `${Number.isInteger(volumeMl) ? volumeMl : volumeMl.toFixed(1).replace('.', ',')} ml`;
}

/** A label wrapped round a bottle: brand, product line, the kind of product and the volume. */
function label(
  subject: CareProductSubject,
  look: CareLook,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const inner = w - 60;
  const brandSize = fittingFontSize(subject.brand, inner, 62);
  const lineSize = fittingFontSize(subject.line, inner, 34, 'normal');
  const kindSize = fittingFontSize(look.label, inner, 36);
  const volume = subject.volumeMl ?? look.usualVolumeMl;
  const cx = x + w / 2;
  return [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#ffffff"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.2)}" fill="${look.accent}"/>`,
    text(subject.brand, {
      x: cx,
      y: y + h * 0.1 + brandSize * 0.36,
      size: brandSize,
      fill: '#ffffff',
      weight: 700,
    }),
    text(subject.line, { x: cx, y: y + h * 0.2 + 34 + lineSize * 0.5, size: lineSize, fill: '#2a2d33' }),
    `<path d="M${n(x)},${n(y + h * 0.62)} C${n(x + w * 0.3)},${n(y + h * 0.54)} ${n(x + w * 0.6)},${n(y + h * 0.7)} ${n(x + w)},${n(y + h * 0.6)} L${n(x + w)},${n(y + h)} L${n(x)},${n(y + h)} Z" fill="${lighten(look.accent, 0.82)}"/>`,
    text(look.label, { x: cx, y: y + h * 0.5, size: kindSize, fill: darken(look.accent, 0.2), weight: 700 }),
    volume === null
      ? ''
      : text(volumeText(volume), {
          x: cx,
          y: y + h * 0.86,
          size: 40,
          fill: darken(look.accent, 0.35),
          weight: 700,
        }),
  ].join('');
}

// A vertical sheen on plastic: light on the left, shade on the right.
function sheen(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="0.18" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>`;
}

function bottle(subject: CareProductSubject, look: CareLook): Drawing {
  const volume = subject.volumeMl ?? look.usualVolumeMl ?? 100;
  // Bigger bottles stand taller; a 360 ml bottle fills the picture.
  const scale = Math.min(1, Math.max(0.7, 0.55 + volume / 800));
  const bodyWidth = 360 * scale + 40;
  const bodyHeight = 640 * scale;
  const cx = width / 2;
  const left = cx - bodyWidth / 2;
  const top = floor - bodyHeight;
  const shoulder = 70 * scale;
  const neckWidth = bodyWidth * 0.42;
  const capHeight = 150 * scale;
  const spray = look === careLooks.cleaning_spray;
  const shadow = contactShadow('care-shadow', cx, floor + 4, bodyWidth * 0.62, 16, 0.2);
  const bodyPath = `M${n(left)},${n(floor - 30)} L${n(left)},${n(top + shoulder)} C${n(left)},${n(top + 10)} ${n(cx - neckWidth / 2)},${n(top)} ${n(cx - neckWidth / 2)},${n(top - 10)} L${n(cx + neckWidth / 2)},${n(top - 10)} C${n(cx + neckWidth / 2)},${n(top)} ${n(left + bodyWidth)},${n(top + 10)} ${n(left + bodyWidth)},${n(top + shoulder)} L${n(left + bodyWidth)},${n(floor - 30)} Q${n(left + bodyWidth)},${floor} ${n(left + bodyWidth - 30)},${floor} L${n(left + 30)},${floor} Q${n(left)},${floor} ${n(left)},${n(floor - 30)} Z`;
  const capTop = top - 10 - capHeight;
  const cap = spray
    ? [
        `<rect x="${n(cx - neckWidth / 2 - 6)}" y="${n(top - 40)}" width="${n(neckWidth + 12)}" height="34" rx="8" fill="${look.cap}"/>`,
        `<rect x="${n(cx - 18)}" y="${n(top - 110)}" width="36" height="72" fill="${lighten(look.cap, 0.2)}"/>`,
        `<path d="M${n(cx - 50)},${n(top - 160)} L${n(cx + 40)},${n(top - 160)} Q${n(cx + 60)},${n(top - 160)} ${n(cx + 60)},${n(top - 140)} L${n(cx + 60)},${n(top - 110)} L${n(cx - 50)},${n(top - 110)} Z" fill="${look.cap}"/>`,
        `<rect x="${n(cx - 80)}" y="${n(top - 150)}" width="32" height="20" rx="4" fill="${darken(look.cap, 0.2)}"/>`,
      ].join('')
    : [
        `<rect x="${n(cx - neckWidth / 2 - 10)}" y="${n(capTop)}" width="${n(neckWidth + 20)}" height="${n(capHeight)}" rx="${n(14 * scale + 4)}" fill="${look.cap}"/>`,
        `<rect x="${n(cx - neckWidth / 2 - 10)}" y="${n(capTop)}" width="${n(neckWidth + 20)}" height="${n(capHeight)}" rx="${n(14 * scale + 4)}" fill="url(#care-sheen)"/>`,
        ...Array.from({ length: 5 }, (_, index) => {
          const x = cx - neckWidth / 2 + ((index + 1) * neckWidth) / 6;
          return `<path d="M${n(x)},${n(capTop + 14)} L${n(x)},${n(capTop + capHeight - 14)}" stroke="${darken(look.cap, 0.15)}" stroke-width="4" opacity="0.6"/>`;
        }),
      ].join('');
  const labelTop = top + shoulder + 30 * scale;
  const labelHeight = floor - 60 - labelTop;
  return {
    width,
    height,
    defs: `${shadow.defs}${sheen('care-sheen')}<clipPath id="care-body"><path d="${bodyPath}"/></clipPath>`,
    body: [
      shadow.body,
      cap,
      `<path d="${bodyPath}" fill="${look === careLooks.saline_solution ? '#eef6f8' : '#f7f9fb'}"/>`,
      `<g clip-path="url(#care-body)">${label(subject, look, left, labelTop, bodyWidth, labelHeight)}</g>`,
      `<path d="${bodyPath}" fill="url(#care-sheen)"/>`,
      `<path d="${bodyPath}" fill="none" stroke="#cfd6dc" stroke-width="3"/>`,
    ].join(''),
  };
}

function eyeDrops(subject: CareProductSubject, look: CareLook): Drawing {
  const cx = width / 2;
  const bodyWidth = 300;
  const bodyTop = 560;
  const left = cx - bodyWidth / 2;
  const shadow = contactShadow('care-shadow', cx, floor + 4, 220, 14, 0.2);
  const bodyPath = `M${left},${floor - 24} L${left},${bodyTop + 60} Q${left},${bodyTop} ${left + 60},${bodyTop} L${left + bodyWidth - 60},${bodyTop} Q${left + bodyWidth},${bodyTop} ${left + bodyWidth},${bodyTop + 60} L${left + bodyWidth},${floor - 24} Q${left + bodyWidth},${floor} ${left + bodyWidth - 24},${floor} L${left + 24},${floor} Q${left},${floor} ${left},${floor - 24} Z`;
  return {
    width,
    height,
    defs: `${shadow.defs}${sheen('care-sheen')}<clipPath id="care-body"><path d="${bodyPath}"/></clipPath>`,
    body: [
      shadow.body,
      // The long dropper cap.
      `<path d="M${cx - 90},${bodyTop + 4} L${cx - 90},${bodyTop - 90} L${cx - 30},${bodyTop - 300} Q${cx},${bodyTop - 330} ${cx + 30},${bodyTop - 300} L${cx + 90},${bodyTop - 90} L${cx + 90},${bodyTop + 4} Z" fill="${look.cap}" stroke="#cfd6dc" stroke-width="3"/>`,
      `<path d="M${cx - 90},${bodyTop + 4} L${cx - 90},${bodyTop - 90} L${cx - 30},${bodyTop - 300} Q${cx},${bodyTop - 330} ${cx + 30},${bodyTop - 300} L${cx + 90},${bodyTop - 90} L${cx + 90},${bodyTop + 4} Z" fill="url(#care-sheen)"/>`,
      `<rect x="${cx - 96}" y="${bodyTop - 90}" width="192" height="24" rx="6" fill="${look.accent}"/>`,
      `<path d="${bodyPath}" fill="#f7f9fb"/>`,
      `<g clip-path="url(#care-body)">${label(subject, look, left, bodyTop + 50, bodyWidth, floor - bodyTop - 80)}</g>`,
      `<path d="${bodyPath}" fill="url(#care-sheen)"/>`,
      `<path d="${bodyPath}" fill="none" stroke="#cfd6dc" stroke-width="3"/>`,
    ].join(''),
  };
}

function cleaningCloth(subject: CareProductSubject, look: CareLook): Drawing {
  const shadow = contactShadow('care-shadow', width / 2, 900, 330, 18, 0.18);
  const cloth = look.accent;
  const size = fittingFontSize(subject.brand, 300, 54);
  return {
    width,
    height: 1100,
    defs: `${shadow.defs}<pattern id="care-weave" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0,6 H12 M6,0 V12" stroke="#ffffff" stroke-width="1" opacity="0.08"/></pattern>`,
    body: [
      shadow.body,
      // A folded cloth: the lower layer peeks out, the top layer carries the print.
      `<path d="M170,380 L730,350 L748,890 L186,900 Z" fill="${darken(cloth, 0.18)}"/>`,
      `<path d="M150,330 Q450,310 720,320 Q738,600 726,870 Q450,884 160,880 Q146,600 150,330 Z" fill="${cloth}"/>`,
      `<path d="M150,330 Q450,310 720,320 Q738,600 726,870 Q450,884 160,880 Q146,600 150,330 Z" fill="url(#care-weave)"/>`,
      `<path d="M150,600 Q450,590 730,600" fill="none" stroke="${darken(cloth, 0.15)}" stroke-width="5" opacity="0.5"/>`,
      `<path d="M180,360 Q450,342 696,350 Q708,600 698,846 Q450,858 188,852 Q176,600 180,360 Z" fill="none" stroke="${lighten(cloth, 0.3)}" stroke-width="4" stroke-dasharray="14 10" opacity="0.7"/>`,
      text(subject.brand, { x: 440, y: 760, size, fill: lighten(cloth, 0.75), weight: 700, opacity: 0.9 }),
      text(look.label, { x: 440, y: 812, size: 30, fill: lighten(cloth, 0.6) }),
    ].join(''),
  };
}

function lensCase(subject: CareProductSubject, look: CareLook): Drawing {
  const shadow = contactShadow('care-shadow', width / 2, 760, 330, 18, 0.2);
  const cup = (cx: number, letter: string) =>
    [
      `<circle cx="${cx}" cy="600" r="150" fill="${look.accent}"/>`,
      `<circle cx="${cx}" cy="600" r="150" fill="url(#care-sheen)"/>`,
      `<circle cx="${cx}" cy="600" r="118" fill="none" stroke="${darken(look.accent, 0.15)}" stroke-width="6"/>`,
      ...Array.from({ length: 24 }, (_, index) => {
        const angle = (index / 24) * Math.PI * 2;
        return `<path d="M${n(cx + Math.cos(angle) * 134)},${n(600 + Math.sin(angle) * 134)} L${n(cx + Math.cos(angle) * 148)},${n(600 + Math.sin(angle) * 148)}" stroke="${darken(look.accent, 0.2)}" stroke-width="5"/>`;
      }),
      text(letter, { x: cx, y: 636, size: 104, fill: '#ffffff', weight: 700 }),
    ].join('');
  return {
    width,
    height: 1100,
    defs: `${shadow.defs}${sheen('care-sheen')}`,
    body: [
      shadow.body,
      `<rect x="150" y="520" width="600" height="160" rx="80" fill="#f4f6f8" stroke="#cfd6dc" stroke-width="3"/>`,
      // Left and right as every lens case marks them: L and R.
      cup(290, 'L'),
      cup(610, 'R'),
      text(subject.brand, {
        x: 450,
        y: 840,
        size: fittingFontSize(subject.brand, 500, 44),
        fill: darken(look.accent, 0.25),
        weight: 700,
      }),
    ].join(''),
  };
}

/** A care product: a bottle for solutions and sprays, a dropper for eye drops, a cloth, a lens case. */
export function drawCareProduct(subject: CareProductSubject): Drawing {
  const look = careLooks[subject.careType];
  switch (subject.careType) {
    case 'all_in_one_solution':
    case 'peroxide_solution':
    case 'saline_solution':
    case 'cleaning_spray':
      return bottle(subject, look);
    case 'eye_drops':
      return eyeDrops(subject, look);
    case 'cleaning_cloth':
      return cleaningCloth(subject, look);
    case 'lens_case':
      return lensCase(subject, look);
  }
}
