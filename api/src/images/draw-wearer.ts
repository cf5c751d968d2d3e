import { darken, lighten, mix } from './colour.ts';
import { drawFrameArt } from './draw-frame.ts';
import type { FrameSubject } from './image-subject.ts';
import { lensOutlineOf } from './lens-outline.ts';
import { n } from './svg.ts';
import type { Drawing } from './svg.ts';
import type { HairStyle, WearerAppearance } from './wearer-appearance.ts';

// The person is drawn in a 900 × 1200 portrait (the §9 3:4 tile) with the face centred here.
const centreX = 450;
const eyeY = 500;
const faceHalfWidth = 168;

const facePath =
  'M450,262 C540,262 612,318 620,420 C626,500 622,560 600,625 C578,686 522,742 450,746 C378,742 322,686 300,625 C278,560 274,500 280,420 C288,318 360,262 450,262 Z';

function hairBehind(style: HairStyle, hair: string): string {
  switch (style) {
    case 'long':
      return `<path d="M262,470 C240,300 330,205 450,205 C570,205 660,300 638,470 C630,620 690,800 720,960 L180,960 C210,800 270,620 262,470 Z" fill="${darken(hair, 0.12)}"/>`;
    case 'bob':
      return `<path d="M262,470 C245,300 335,208 450,208 C565,208 655,300 638,470 C640,570 662,660 650,720 C600,748 560,740 540,720 L360,720 C340,740 300,748 250,720 C238,660 260,570 262,470 Z" fill="${darken(hair, 0.12)}"/>`;
    case 'bun':
      return `<circle cx="450" cy="208" r="78" fill="${hair}"/><circle cx="430" cy="190" r="30" fill="${lighten(hair, 0.12)}" opacity="0.5"/>`;
    case 'short':
    case 'curly':
    case 'buzz':
      return '';
  }
}

function hairOnTop(style: HairStyle, hair: string, skin: string): string {
  const shine = lighten(hair, 0.18);
  switch (style) {
    case 'short':
      return `<path d="M282,470 C262,330 330,228 452,226 C580,224 646,320 620,468 C612,410 596,372 570,352 C520,380 420,392 340,362 C312,392 296,430 282,470 Z" fill="${hair}"/><path d="M360,300 C420,270 500,268 560,300" fill="none" stroke="${shine}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`;
    case 'buzz':
      return `<path d="M284,440 C276,320 346,246 450,246 C554,246 624,320 616,440 C606,386 586,350 560,334 C500,316 400,316 340,334 C314,350 294,386 284,440 Z" fill="${mix(hair, skin, 0.25)}"/>`;
    case 'curly': {
      const curls = [
        [300, 380, 46],
        [318, 318, 50],
        [362, 268, 52],
        [420, 240, 54],
        [482, 240, 54],
        [540, 268, 52],
        [584, 318, 50],
        [602, 380, 46],
        [380, 330, 44],
        [450, 316, 46],
        [520, 330, 44],
      ] as const;
      return curls
        .map(
          ([x, y, r], index) =>
            `<circle cx="${x}" cy="${y}" r="${r}" fill="${index % 2 === 0 ? hair : darken(hair, 0.08)}"/>`,
        )
        .join('');
    }
    case 'bob':
    case 'long':
    case 'bun':
      // A side parting swept over the forehead.
      return `<path d="M276,470 C262,320 340,236 452,236 C566,236 640,320 626,470 C614,400 590,356 540,330 C500,356 430,372 360,360 C320,390 292,426 276,470 Z" fill="${hair}"/><path d="M540,330 C520,300 480,282 440,280" fill="none" stroke="${shine}" stroke-width="8" stroke-linecap="round" opacity="0.55"/>`;
  }
}

function face(appearance: WearerAppearance, tinted: boolean): string {
  const { skin, hair } = appearance;
  const shade = darken(skin, 0.14);
  const deepShade = darken(skin, 0.26);
  const lips = mix(darken(skin, 0.2), '#b24e5a', 0.35);
  const ears = [-1, 1]
    .map((side) => {
      const x = centreX + side * (faceHalfWidth + 6);
      return `<ellipse cx="${x}" cy="530" rx="28" ry="52" fill="${skin}"/><path d="M${x + side * 2},500 q${side * 12},28 0,56" fill="none" stroke="${shade}" stroke-width="6" stroke-linecap="round"/>`;
    })
    .join('');
  const eyes = tinted
    ? ''
    : [-1, 1]
        .map((side) => {
          const x = centreX + side * 78;
          return `<ellipse cx="${x}" cy="${eyeY + 4}" rx="12" ry="14" fill="#2b2320"/><circle cx="${x + 4}" cy="${eyeY - 1}" r="4" fill="#ffffff" opacity="0.9"/>`;
        })
        .join('');
  const brows = [-1, 1]
    .map((side) => {
      const inner = centreX + side * 30;
      const outer = centreX + side * 122;
      return `<path d="M${inner},${eyeY - 62} Q${centreX + side * 80},${eyeY - 86} ${outer},${eyeY - 60}" fill="none" stroke="${darken(hair, 0.1)}" stroke-width="11" stroke-linecap="round"/>`;
    })
    .join('');
  return [
    ears,
    `<path d="${facePath}" fill="${skin}"/>`,
    `<ellipse cx="${centreX - 110}" cy="600" rx="38" ry="22" fill="#e07a7a" opacity="0.12"/>`,
    `<ellipse cx="${centreX + 110}" cy="600" rx="38" ry="22" fill="#e07a7a" opacity="0.12"/>`,
    brows,
    eyes,
    `<path d="M456,520 C462,560 470,590 474,604 C466,614 450,616 438,610" fill="none" stroke="${deepShade}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>`,
    `<path d="M404,662 Q450,692 496,662" fill="none" stroke="${lips}" stroke-width="10" stroke-linecap="round"/>`,
  ].join('');
}

function body(appearance: WearerAppearance, bottom: number): string {
  const { skin, clothing } = appearance;
  const neckShade = darken(skin, 0.18);
  return [
    `<path d="M388,660 L388,880 Q450,920 512,880 L512,660 Z" fill="${skin}"/>`,
    `<path d="M388,690 C420,740 480,740 512,690 L512,760 C480,790 420,790 388,760 Z" fill="${neckShade}" opacity="0.55"/>`,
    `<path d="M90,${bottom} C96,1000 220,900 380,862 Q450,930 520,862 C680,900 804,1000 810,${bottom} Z" fill="${clothing}"/>`,
    `<path d="M380,862 Q450,930 520,862" fill="none" stroke="${darken(clothing, 0.18)}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M250,${bottom} C250,1080 240,1010 220,960" fill="none" stroke="${darken(clothing, 0.12)}" stroke-width="6" opacity="0.5" stroke-linecap="round"/>`,
    `<path d="M650,${bottom} C650,1080 660,1010 680,960" fill="none" stroke="${darken(clothing, 0.12)}" stroke-width="6" opacity="0.5" stroke-linecap="round"/>`,
  ].join('');
}

/** The frame scaled to the face: its front as wide as the face, the lens centres on the eyes. */
function worn(subject: FrameSubject): { defs: string; body: string } {
  const art = drawFrameArt(subject, 'worn', { onFace: true });
  const outline = lensOutlineOf(subject.shape);
  const frontHalfWidth = art.lensCentre - outline.bounds.minX + 12;
  const scale = (faceHalfWidth + 14) / frontHalfWidth;
  // Temples run back to the ears behind the face's outline.
  const hingeY = eyeY + outline.hinge.y * scale;
  const temples = [-1, 1]
    .map(
      (side) =>
        `<path d="M${n(centreX + side * (faceHalfWidth + 10))},${n(hingeY)} L${n(centreX + side * (faceHalfWidth + 12))},${n(hingeY + 14)}" stroke="${darken(subject.colorHex, 0.2)}" stroke-width="8" stroke-linecap="round"/>`,
    )
    .join('');
  return {
    defs: art.defs,
    body: `${temples}<g transform="translate(${centreX} ${eyeY}) scale(${Math.round(scale * 1000) / 1000})">${art.body}</g>`,
  };
}

/**
 * The model and bust views: a stylised person wearing the frame, as a flat illustration. The bust
 * is the close-up of head and shoulders; the model view steps back and sets the person in front
 * of a soft backdrop in the frame's colour family.
 */
export function drawWearer(subject: FrameSubject): Drawing {
  const width = 900;
  const height = 1200;
  const { wearer } = subject;
  const glasses = worn(subject);
  const tinted = subject.lens.kind === 'tinted';
  const person = [
    hairBehind(wearer.hairStyle, wearer.hair),
    body(wearer, subject.view === 'model' ? 1480 : 1200),
    face(wearer, tinted),
    hairOnTop(wearer.hairStyle, wearer.hair, wearer.skin),
    glasses.body,
  ].join('');
  if (subject.view !== 'model') return { width, height, defs: glasses.defs, body: person };
  const backdrop = lighten(mix(subject.colorHex, '#d8cfc4', 0.55), 0.45);
  return {
    width,
    height,
    defs: glasses.defs,
    body: [
      `<path d="M150,1200 L150,520 C150,300 300,170 450,170 C600,170 750,300 750,520 L750,1200 Z" fill="${backdrop}"/>`,
      `<g transform="translate(150 230) scale(0.667)">${person}</g>`,
    ].join(''),
  };
}
