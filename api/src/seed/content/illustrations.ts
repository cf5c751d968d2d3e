import { fittingFontSize, text } from '../../images/svg.ts';
import { idFor } from './content-ids.ts';
import type { JsonObject } from './field-translations.ts';

/*
 * The seed's images are drawings inline as SVG data URIs: the shop runs without network access
 * and every shop shows them at once. A data URI carries no size in its path, so each is drawn at
 * the size its block falls back to (heroes 16:9, teasers 4:3, logos 3:1). An SVG shown as an image
 * cannot use the page's fonts, so its letters are outlines of the shop's typeface (images/svg.ts).
 */

const ink = '#17212b';

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ''))}`;
}

const drawings = {
  sunglasses:
    svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c177"/><stop offset="1" stop-color="#e07a5f"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#sky)"/><circle cx="1240" cy="230" r="120" fill="#fff3d6"/>
    <g fill="#17212b" stroke="#17212b" stroke-width="28" stroke-linejoin="round">
    <path d="M360 430 Q560 380 760 430 L740 600 Q560 680 390 600 Z"/><path d="M840 430 Q1040 380 1240 430 L1210 600 Q1040 680 860 600 Z"/>
    <path d="M760 440 Q800 400 840 440" fill="none"/></g></svg>`),
  eyeTest:
    svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
    <rect width="1600" height="900" fill="#e3f0f0"/><rect x="500" y="60" width="600" height="780" rx="24" fill="#fff" stroke="#0d5c63" stroke-width="8"/>
    ${text('E', { x: 800, y: 250, size: 170, fill: ink, weight: 700 })}
    ${text('F P', { x: 800, y: 420, size: 110, letterSpacing: 40, fill: ink, weight: 700 })}
    ${text('T O Z', { x: 800, y: 550, size: 76, letterSpacing: 28, fill: ink, weight: 700 })}
    ${text('L P E D', { x: 800, y: 650, size: 52, letterSpacing: 20, fill: ink, weight: 700 })}</svg>`),
  contactLenses:
    svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">
    <rect width="1200" height="900" fill="#dbeafe"/><rect x="330" y="330" width="540" height="240" rx="120" fill="#fff" stroke="#1d4ed8" stroke-width="10"/>
    <circle cx="460" cy="450" r="86" fill="#93c5fd" opacity="0.6"/><circle cx="740" cy="450" r="86" fill="#93c5fd" opacity="0.6"/>
    ${text('L', { x: 460, y: 470, size: 60, fill: '#1d4ed8', weight: 700 })}
    ${text('R', { x: 740, y: 470, size: 60, fill: '#1d4ed8', weight: 700 })}</svg>`),
  frames:
    svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">
    <rect width="1200" height="900" fill="#f4efe6"/><g fill="none" stroke="#5b3a29" stroke-width="22">
    <rect x="250" y="360" width="300" height="200" rx="90"/><rect x="650" y="360" width="300" height="200" rx="90"/>
    <path d="M550 430 Q600 395 650 430"/><path d="M250 400 L150 370 M950 400 L1050 370"/></g></svg>`),
  readingGlasses:
    svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">
    <rect width="1200" height="900" fill="#fef3c7"/><path d="M200 640 L600 560 L1000 640 L1000 700 L600 620 L200 700 Z" fill="#fff" stroke="#92400e" stroke-width="8"/>
    <g fill="none" stroke="#17212b" stroke-width="16"><circle cx="470" cy="420" r="110"/><circle cx="730" cy="420" r="110"/><path d="M580 410 Q600 385 620 410"/></g></svg>`),
  store: svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">
    <rect width="1200" height="900" fill="#e5e7eb"/><rect x="200" y="250" width="800" height="520" fill="#fff" stroke="#0d5c63" stroke-width="10"/>
    <rect x="200" y="180" width="800" height="110" fill="#0d5c63"/>${text('LUMEN', { x: 600, y: 255, size: 64, fill: '#fff', weight: 700 })}
    <rect x="260" y="340" width="300" height="250" fill="#bae6fd"/><rect x="640" y="340" width="300" height="430" fill="#cbd5e1"/></svg>`),
  hearing:
    svgDataUri(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">
    <rect width="1200" height="900" fill="#ede9fe"/><path d="M560 250 C760 250 800 430 700 520 C640 570 660 650 590 680" fill="none" stroke="#5b21b6" stroke-width="30" stroke-linecap="round"/>
    <g fill="none" stroke="#7c3aed" stroke-width="14" stroke-linecap="round"><path d="M860 380 Q900 450 860 520"/><path d="M920 340 Q990 450 920 560"/></g></svg>`),
} as const;

export type DrawingName = keyof typeof drawings;

/** Storyblok's shape of an asset field. */
export function asset(drawing: DrawingName, alt: string): JsonObject {
  return {
    id: idFor(`asset:${drawing}`),
    alt,
    name: '',
    focus: '',
    title: '',
    source: '',
    filename: drawings[drawing],
    copyright: 'Lumen Optik',
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: false,
  };
}

const logoColours = ['#17212b', '#0d5c63', '#7c2d12', '#1e3a8a', '#3f6212', '#581c87'];

/** A brand's or the shop's wordmark, 3:1. */
export function wordmark(key: string, name: string, alt: string, colourIndex = 0): JsonObject {
  const colour = logoColours[colourIndex % logoColours.length]!;
  // A long brand name is set smaller rather than cut off at the logo's edges; capitals (0.67 em high) stay centred.
  const size = fittingFontSize(name, 540, 48);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" width="600" height="200"><rect width="600" height="200" fill="#fff"/>${text(name, { x: 300, y: 100 + size * 0.335, size, fill: colour, weight: 700 })}</svg>`;
  return {
    id: idFor(`asset:wordmark:${key}`),
    alt,
    name: '',
    focus: '',
    title: '',
    source: '',
    filename: svgDataUri(svg),
    copyright: 'Lumen Optik',
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: false,
  };
}
