import { darken, lighten } from './colour.ts';
import type { ContactLensBoxSubject, ContactLensType, WearingTime } from './image-subject.ts';
import { contactShadow, fittingFontSize, n, text } from './svg.ts';
import type { Drawing } from './svg.ts';

/** Packaging is printed in German, the catalogue's first language, as packs sold in the shop's home market are. */
const packLabels: Record<WearingTime, { lenses: string; duration: string; accent: string }> = {
  daily: { lenses: 'Tageslinsen', duration: '1 Tag', accent: '#17827f' },
  two_weekly: { lenses: 'Zwei-Wochen-Linsen', duration: '14 Tage', accent: '#6a4fb3' },
  monthly: { lenses: 'Monatslinsen', duration: '1 Monat', accent: '#1f5fa8' },
};

const lensTypeLabels: Record<ContactLensType, string> = {
  spherical: 'Sphärisch',
  toric: 'Torisch',
  multifocal: 'Multifokal',
  coloured: 'Farbig',
};

// The box: a front face and, receding up and to the right, its top and its side.
const front = { x: 120, y: 250, width: 580, height: 440 };
const depth = { x: 170, y: -100 };

function lensIcon(cx: number, cy: number, accent: string, coloured: boolean): string {
  const iris = coloured
    ? `<circle cx="${cx}" cy="${cy + 6}" r="26" fill="#6b8f5a" opacity="0.85"/><circle cx="${cx}" cy="${cy + 6}" r="11" fill="#1d1d1f"/>`
    : '';
  return [
    `<path d="M${cx - 62},${cy + 22} C${cx - 58},${cy - 44} ${cx + 58},${cy - 44} ${cx + 62},${cy + 22} C${cx + 30},${cy + 8} ${cx - 30},${cy + 8} ${cx - 62},${cy + 22} Z" fill="${lighten(accent, 0.75)}" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/>`,
    iris,
    `<path d="M${cx - 34},${cy - 8} C${cx - 22},${cy - 26} ${cx},${cy - 30} ${cx + 14},${cy - 28}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.9"/>`,
  ].join('');
}

/** A contact-lens box: brand band, product line, lens count with the wearing time, a lens. */
export function drawContactLensBox(subject: ContactLensBoxSubject): Drawing {
  const labels = packLabels[subject.wearingTime];
  const accent = subject.lensType === 'coloured' ? '#b2527a' : labels.accent;
  const { x, y, width, height } = front;
  const right = x + width;
  const bottom = y + height;
  const band = 118;
  const brandSize = fittingFontSize(subject.brand, width - 80, 64);
  const lineSize = fittingFontSize(subject.line, width - 80, 38, 'normal');
  const count = String(subject.numberOfLenses);
  const countSize = 132;
  const countWidth = count.length * countSize * 0.64;
  const unitSize = fittingFontSize(labels.lenses, width - 100 - countWidth, 38);
  const sideSize = fittingFontSize(subject.brand, height - band - 60 - subject.brand.length * 2, 30);
  const pill = `${subject.numberOfLenses} × ${labels.duration}`;
  const pillWidth = 84 + pill.length * 26 * 0.62;
  const sideTransform = `matrix(${n(depth.x / 100)} ${n(depth.y / 100)} 0 1 ${right} ${y})`;
  const topTransform = `matrix(1 0 ${n(depth.x / 100)} ${n(depth.y / 100)} ${x} ${y})`;
  const shadow = contactShadow('box-shadow', x + width / 2 + depth.x / 2, bottom + 6, width * 0.62, 18, 0.18);

  const body = [
    shadow.body,
    // Top and side, each drawn as a flat 100-unit-deep face skewed into place.
    `<g transform="${topTransform}"><rect width="${width}" height="100" fill="${lighten(accent, 0.86)}"/><rect width="${width}" height="100" fill="none" stroke="${lighten(accent, 0.6)}" stroke-width="2"/></g>`,
    `<g transform="${sideTransform}"><rect width="100" height="${height}" fill="${darken(accent, 0.12)}"/><rect y="${band}" width="100" height="${height - band}" fill="${lighten(accent, 0.55)}"/>${text(subject.brand.toUpperCase(), { x: 50, y: band + (height - band) / 2 + 10, size: sideSize, fill: darken(accent, 0.35), weight: 700, letterSpacing: 2, transform: `rotate(-90 50 ${band + (height - band) / 2})` })}</g>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#fbfcfd"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${band}" fill="${accent}"/>`,
    text(subject.brand, {
      x: x + 40,
      y: y + band / 2 + brandSize * 0.36,
      size: brandSize,
      fill: '#ffffff',
      weight: 700,
      anchor: 'start',
      letterSpacing: 1,
    }),
    text(subject.line, { x: x + 40, y: y + band + 58, size: lineSize, fill: '#2a2d33', anchor: 'start' }),
    text(count, {
      x: x + 34,
      y: y + band + 196,
      size: countSize,
      fill: accent,
      weight: 700,
      anchor: 'start',
      letterSpacing: -4,
    }),
    text(labels.lenses, {
      x: x + 52 + countWidth,
      y: y + band + 148,
      size: unitSize,
      fill: '#2a2d33',
      weight: 700,
      anchor: 'start',
    }),
    text(lensTypeLabels[subject.lensType], {
      x: x + 52 + countWidth,
      y: y + band + 192,
      size: 30,
      fill: '#5b6068',
      anchor: 'start',
    }),
    // The wearing time on a pill, as packs print it.
    `<rect x="${x + 40}" y="${bottom - 82}" width="${n(pillWidth)}" height="52" rx="26" fill="${lighten(accent, 0.85)}"/>`,
    `<rect x="${x + 60}" y="${bottom - 70}" width="28" height="28" rx="5" fill="none" stroke="${accent}" stroke-width="4"/><path d="M${x + 60},${bottom - 60} h28" stroke="${accent}" stroke-width="4"/>`,
    text(pill, {
      x: x + 100,
      y: bottom - 45,
      size: 26,
      fill: darken(accent, 0.3),
      weight: 700,
      anchor: 'start',
    }),
    lensIcon(right - 110, bottom - 92, accent, subject.lensType === 'coloured'),
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="none" stroke="#d5dbe0" stroke-width="2"/>`,
  ].join('');
  return { width: 900, height: 800, defs: shadow.defs, body };
}
