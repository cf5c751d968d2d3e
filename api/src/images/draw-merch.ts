import { darken, inkOn, lighten, mix } from './colour.ts';
import type { MerchSubject } from './image-subject.ts';
import { contactShadow, fittingFontSize, n, text } from './svg.ts';
import type { Drawing } from './svg.ts';

const width = 1000;
const height = 1000;

function glassesCase(subject: MerchSubject): Drawing {
  const colour = subject.colorHex;
  const shadow = contactShadow('merch-shadow', 500, 700, 380, 20, 0.2);
  const shell =
    'M130,520 C130,400 200,360 320,356 L680,356 C800,360 870,400 870,520 C870,640 800,680 680,684 L320,684 C200,680 130,640 130,520 Z';
  const size = fittingFontSize(subject.brand, 360, 56);
  return {
    width,
    height,
    defs: `${shadow.defs}<linearGradient id="merch-case" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(colour, 0.25)}"/><stop offset="0.5" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.25)}"/></linearGradient>`,
    body: [
      shadow.body,
      `<path d="${shell}" fill="url(#merch-case)"/>`,
      // The seam where the lid closes, and its hinge.
      `<path d="M134,548 C300,566 700,566 866,548" fill="none" stroke="${darken(colour, 0.35)}" stroke-width="6"/>`,
      `<path d="M134,552 C300,570 700,570 866,552" fill="none" stroke="${lighten(colour, 0.3)}" stroke-width="2" opacity="0.6"/>`,
      `<path d="M300,380 C400,368 600,368 700,380" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.22"/>`,
      text(subject.brand, {
        x: 500,
        y: 486,
        size,
        fill: mix(colour, inkOn(colour), 0.35),
        weight: 700,
        letterSpacing: 4,
      }),
    ].join(''),
  };
}

function glassesChain(subject: MerchSubject): Drawing {
  const colour = subject.colorHex;
  const links: string[] = [];
  const count = 46;
  for (let index = 0; index <= count; index += 1) {
    const t = index / count;
    const x = 170 + t * 660;
    // A hanging chain: a catenary-like sag between the two loops.
    const y = 300 + Math.sin(t * Math.PI) * 360;
    const angle = Math.atan2(Math.cos(t * Math.PI) * 360 * Math.PI, 660) * (180 / Math.PI);
    const bead = index % 6 === 3;
    links.push(
      bead
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="13" fill="${lighten(colour, 0.15)}" stroke="${darken(colour, 0.3)}" stroke-width="3"/>`
        : `<ellipse cx="${n(x)}" cy="${n(y)}" rx="11" ry="6" transform="rotate(${n(angle)} ${n(x)} ${n(y)})" fill="none" stroke="${index % 2 === 0 ? colour : darken(colour, 0.2)}" stroke-width="4.5"/>`,
    );
  }
  const loop = (x: number) =>
    `<path d="M${x},300 C${x - 40},240 ${x - 40},170 ${x},160 C${x + 40},170 ${x + 40},240 ${x},300" fill="none" stroke="#2b2d33" stroke-width="10" stroke-linecap="round"/><rect x="${x - 12}" y="290" width="24" height="30" rx="6" fill="${darken(colour, 0.2)}"/>`;
  return { width, height, defs: '', body: [loop(170), loop(830), ...links].join('') };
}

function toteBag(subject: MerchSubject): Drawing {
  const canvas = '#ece3cf';
  const shadow = contactShadow('merch-shadow', 500, 900, 330, 18, 0.18);
  const size = fittingFontSize(subject.brand, 380, 70);
  return {
    width,
    height,
    defs: shadow.defs,
    body: [
      shadow.body,
      `<path d="M330,420 C330,200 670,200 670,420" fill="none" stroke="${darken(canvas, 0.12)}" stroke-width="34"/>`,
      `<path d="M200,400 L800,400 L830,890 L170,890 Z" fill="${canvas}"/>`,
      `<path d="M200,400 L800,400 L804,440 L196,440 Z" fill="${darken(canvas, 0.06)}"/>`,
      `<path d="M360,400 C360,260 640,260 640,400" fill="none" stroke="${canvas}" stroke-width="30"/>`,
      `<circle cx="500" cy="600" r="92" fill="none" stroke="${subject.colorHex}" stroke-width="14"/>`,
      `<circle cx="500" cy="600" r="40" fill="${subject.colorHex}"/>`,
      text(subject.brand, { x: 500, y: 790, size, fill: subject.colorHex, weight: 700, letterSpacing: 2 }),
    ].join(''),
  };
}

function cap(subject: MerchSubject): Drawing {
  const colour = subject.colorHex;
  const shadow = contactShadow('merch-shadow', 500, 760, 380, 20, 0.2);
  const size = fittingFontSize(subject.brand, 220, 46);
  return {
    width,
    height,
    defs: shadow.defs,
    body: [
      shadow.body,
      // Brim first, then the crown over it.
      `<path d="M560,690 C700,660 860,680 900,720 C860,752 700,756 560,730 Z" fill="${darken(colour, 0.25)}"/>`,
      `<path d="M160,700 C150,480 300,330 480,330 C660,330 700,520 700,700 Z" fill="${colour}"/>`,
      `<path d="M480,330 C420,420 400,560 410,700" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="5"/>`,
      `<path d="M480,330 C560,420 600,560 604,700" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="5"/>`,
      `<circle cx="480" cy="334" r="14" fill="${darken(colour, 0.15)}"/>`,
      `<path d="M160,700 L700,700" stroke="${darken(colour, 0.3)}" stroke-width="10"/>`,
      `<path d="M260,420 C320,370 400,352 460,350" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.18"/>`,
      text(subject.brand, { x: 300, y: 590, size, fill: inkOn(colour), weight: 700 }),
    ].join(''),
  };
}

/** The colour code of hearing-aid battery sizes, printed on every pack's tab. */
const batteryTabColours: Record<string, string> = {
  '10': '#f2c230',
  '13': '#e8762d',
  '312': '#8a5a2b',
  '675': '#2f6fc0',
};

function hearingAidBattery(subject: MerchSubject): Drawing {
  const tab = (subject.size && batteryTabColours[subject.size]) ?? subject.colorHex;
  const shadow = contactShadow('merch-shadow', 500, 900, 300, 16, 0.18);
  const cells = Array.from({ length: 6 }, (_, index) => {
    const cx = 380 + (index % 3) * 120;
    const cy = 560 + Math.floor(index / 3) * 150;
    return [
      `<circle cx="${cx}" cy="${cy}" r="52" fill="#d9dde2" stroke="#aab2ba" stroke-width="3"/>`,
      `<circle cx="${cx}" cy="${cy}" r="34" fill="#eef1f4"/>`,
      `<rect x="${cx - 30}" y="${cy - 62}" width="60" height="20" rx="6" fill="${tab}"/>`,
    ].join('');
  }).join('');
  return {
    width,
    height,
    defs: shadow.defs,
    body: [
      shadow.body,
      `<rect x="260" y="200" width="480" height="690" rx="28" fill="#ffffff" stroke="#d5dbe0" stroke-width="3"/>`,
      `<rect x="260" y="200" width="480" height="180" rx="28" fill="${subject.colorHex}"/>`,
      `<rect x="260" y="340" width="480" height="40" fill="${subject.colorHex}"/>`,
      `<circle cx="500" cy="236" r="16" fill="#ffffff"/>`,
      text(subject.brand, {
        x: 500,
        y: 320,
        size: fittingFontSize(subject.brand, 400, 54),
        fill: inkOn(subject.colorHex),
        weight: 700,
      }),
      subject.size
        ? `<rect x="600" y="400" width="120" height="60" rx="12" fill="${tab}"/>${text(subject.size, { x: 660, y: 442, size: 34, fill: inkOn(tab), weight: 700 })}`
        : '',
      cells,
    ].join(''),
  };
}

function hearingAidCase(subject: MerchSubject): Drawing {
  const colour = subject.colorHex;
  const shadow = contactShadow('merch-shadow', 500, 760, 300, 18, 0.2);
  return {
    width,
    height,
    defs: shadow.defs,
    body: [
      shadow.body,
      `<rect x="220" y="440" width="560" height="300" rx="90" fill="${darken(colour, 0.12)}"/>`,
      `<rect x="220" y="330" width="560" height="230" rx="90" fill="${colour}"/>`,
      `<path d="M230,520 L770,520" stroke="${darken(colour, 0.35)}" stroke-width="6"/>`,
      `<rect x="450" y="505" width="100" height="34" rx="10" fill="${lighten(colour, 0.25)}"/>`,
      `<path d="M320,360 C420,342 580,342 680,360" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.2"/>`,
      text(subject.brand, {
        x: 500,
        y: 460,
        size: fittingFontSize(subject.brand, 400, 48),
        fill: mix(colour, inkOn(colour), 0.4),
        weight: 700,
        letterSpacing: 3,
      }),
    ].join(''),
  };
}

/** Merchandise: one picture per kind, in the product's colour, with the brand on it. */
export function drawMerch(subject: MerchSubject): Drawing {
  switch (subject.merchKind) {
    case 'glasses_case':
      return glassesCase(subject);
    case 'glasses_chain':
      return glassesChain(subject);
    case 'tote_bag':
      return toteBag(subject);
    case 'cap':
      return cap(subject);
    case 'hearing_aid_battery':
      return hearingAidBattery(subject);
    case 'hearing_aid_case':
      return hearingAidCase(subject);
  }
}
