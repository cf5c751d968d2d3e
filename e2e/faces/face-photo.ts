/*
 * Face photos for the try-on's tests, drawn rather than photographed: a frontal face of given
 * proportions in millimetres, drawn at a known scale. What a person would measure by hand on a
 * photo is known exactly here: the pupils' distance, the iris's size and the face's outline. The
 * drawing is plain enough to read, detailed enough for a face-landmark model (skin shading, irises
 * in the whites of the eyes, brows, nose, lips, hair, ears, neck).
 */

/** A face's proportions in millimetres: hairline to chin, and three widths (the §2 face-shape guides). */
interface FaceProportionsMm {
  length: number;
  forehead: number;
  cheekbones: number;
  jaw: number;
}

export interface FacePhotoSpec {
  /** The file's name without extension. */
  name: string;
  /** The face shape the proportions were drawn for (domain's `faceShapeOfOutline`). */
  shape: 'oval' | 'round' | 'square' | 'long' | 'heart' | 'diamond';
  face: FaceProportionsMm;
  /** Pupil distance in millimetres. */
  pdMm: number;
  /** Pixels per millimetre: how large the face is in the picture. */
  pxPerMm: number;
  /** The head's tilt in degrees, clockwise. */
  rollDeg: number;
  skin: string;
  hair: string;
  iris: string;
  /** A payment card (85.6 × 54 mm) held flat against the forehead, the try-on's more exact ruler. */
  card?: boolean;
}

/** The picture's size: a webcam's 4:3. */
const photoSize = { width: 640, height: 480 } as const;

/** An adult's mean visible iris diameter, as the landmark measurement assumes. */
const irisDiameterMm = 11.7;

/** A payment card's size (ISO/IEC 7810 ID-1). */
const cardMm = { width: 85.6, height: 53.98 } as const;

interface Point {
  x: number;
  y: number;
}

const f = (value: number) => Number(value.toFixed(2));

/** A closed smooth curve through points (Catmull-Rom as cubic Béziers). */
function smoothClosedPath(points: readonly Point[]): string {
  const at = (index: number) => points[(index + points.length) % points.length] as Point;
  let path = `M${f(at(0).x)},${f(at(0).y)}`;
  for (let index = 0; index < points.length; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    path += ` C${f(c1.x)},${f(c1.y)} ${f(c2.x)},${f(c2.y)} ${f(p2.x)},${f(p2.y)}`;
  }
  return `${path} Z`;
}

/** Both sides of a face from its right half (x ≥ 0), top to bottom: the outline clockwise from the top. */
function mirrored(rightHalf: readonly Point[]): Point[] {
  const [top, ...rest] = rightHalf;
  const bottom = rest.at(-1) as Point;
  const sides = rest.slice(0, -1);
  return [top as Point, ...sides, bottom, ...sides.toReversed().map(({ x, y }) => ({ x: -x, y }))];
}

/** Where the landmarks of a spec are in the picture, in pixels. */
export interface FacePhotoTruth {
  pupils: { right: Point; left: Point };
  /** The card's left and right edge at its middle, where the photo shows one. */
  cardEdges?: { left: Point; right: Point };
  irisDiameterPx: number;
  /** The midpoint between the pupils. */
  eyeCentre: Point;
}

/**
 * The drawing in millimetres around the midpoint between the pupils (x to the picture's right, y
 * down), placed into the picture by one transform: scale, tilt, and the eyes a little above the
 * picture's middle, as a webcam frames a face.
 */
export function facePhotoSvg(spec: FacePhotoSpec): { svg: string; truth: FacePhotoTruth } {
  const { face, pdMm, pxPerMm, rollDeg } = spec;
  const L = face.length;
  const half = (width: number) => width / 2;
  // The eyes sit 42 % of the face's length below the hairline.
  const hairlineY = -0.42 * L;
  const chinY = 0.58 * L;
  const outline = mirrored([
    { x: 0, y: hairlineY },
    { x: half(face.forehead) * 0.72, y: hairlineY + 0.04 * L },
    { x: half(face.forehead), y: -0.26 * L },
    { x: half(face.cheekbones) * 0.985, y: -0.02 * L },
    { x: half(face.cheekbones), y: 0.1 * L },
    { x: half(face.jaw) * 1.04, y: 0.3 * L },
    { x: half(face.jaw), y: 0.4 * L },
    { x: half(face.jaw) * 0.55, y: 0.53 * L },
    { x: 0, y: chinY },
  ]);
  const eyeX = pdMm / 2;
  const irisR = irisDiameterMm / 2;
  const eye = (side: 1 | -1) => {
    const cx = side * eyeX;
    const inner = cx - side * 14;
    const outer = cx + side * 16;
    const lid = `M${f(inner)},0.5 Q${f(cx - side * 2)},-12 ${f(outer)},-0.5 Q${f(cx + side * 2)},9 ${f(inner)},0.5 Z`;
    const id = side === 1 ? 'left' : 'right';
    return `
      <clipPath id="eye-${id}"><path d="${lid}"/></clipPath>
      <path d="${lid}" fill="#f6f2ec"/>
      <g clip-path="url(#eye-${id})">
        <circle cx="${f(cx)}" cy="0" r="${irisR}" fill="${spec.iris}"/>
        <circle cx="${f(cx)}" cy="0" r="${f(irisR * 0.75)}" fill="none" stroke="rgba(0,0,0,0.25)" stroke-width="0.6"/>
        <circle cx="${f(cx)}" cy="0" r="2.2" fill="#0b0b0b"/>
        <circle cx="${f(cx - 1.6)}" cy="-1.6" r="0.9" fill="#fff" opacity="0.85"/>
      </g>
      <path d="M${f(inner)},0.5 Q${f(cx - side * 2)},-12 ${f(outer)},-0.5" fill="none" stroke="#2b1d15" stroke-width="1.3"/>
      <path d="M${f(inner - side * 1)},-12 Q${f(cx)},-17 ${f(outer + side * 4)},-10 L${f(outer + side * 3)},-7.5 Q${f(cx)},-13.5 ${f(inner - side * 1)},-8.5 Z" fill="${spec.hair}"/>`;
  };
  const ear = (side: 1 | -1) =>
    `<ellipse cx="${f(side * (half(face.cheekbones) + 2))}" cy="${f(0.08 * L)}" rx="7" ry="17" fill="${spec.skin}" stroke="rgba(90,50,35,0.35)" stroke-width="0.8"/>`;
  const noseBottom = 0.27 * L;
  const mouthY = 0.38 * L;
  const centre = { x: photoSize.width / 2, y: photoSize.height * 0.44 };
  const transform = `translate(${centre.x} ${centre.y}) rotate(${rollDeg}) scale(${pxPerMm})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${photoSize.width}" height="${photoSize.height}" viewBox="0 0 ${photoSize.width} ${photoSize.height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d5dde4"/><stop offset="1" stop-color="#98a6b2"/></linearGradient>
    <radialGradient id="skin" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#f3cdb0"/><stop offset="0.7" stop-color="${spec.skin}"/><stop offset="1" stop-color="#a97257"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  <g transform="${transform}">
    <path d="M${f(-1.1 * half(face.cheekbones))},${f(1.25 * L)} Q0,${f(0.78 * L)} ${f(1.1 * half(face.cheekbones))},${f(1.25 * L)} L${f(2.4 * half(face.cheekbones))},${f(1.6 * L)} L${f(-2.4 * half(face.cheekbones))},${f(1.6 * L)} Z" fill="#34506f"/>
    <rect x="${f(-0.32 * face.jaw)}" y="${f(0.3 * L)}" width="${f(0.64 * face.jaw)}" height="${f(0.6 * L)}" fill="${spec.skin}"/>
    <rect x="${f(-0.32 * face.jaw)}" y="${f(0.3 * L)}" width="${f(0.64 * face.jaw)}" height="${f(0.6 * L)}" fill="rgba(40,20,10,0.35)"/>
    <path d="${smoothClosedPath(
      mirrored([
        { x: 0, y: hairlineY - 0.14 * L },
        { x: half(face.forehead) * 0.9, y: hairlineY - 0.08 * L },
        { x: half(face.cheekbones) * 1.08, y: -0.2 * L },
        { x: half(face.cheekbones) * 1.06, y: 0.02 * L },
        { x: 0, y: 0 },
      ]),
    )}" fill="${spec.hair}"/>
    ${ear(1)}${ear(-1)}
    <path d="${smoothClosedPath(outline)}" fill="url(#skin)"/>
    <path d="${smoothClosedPath(
      mirrored([
        { x: 0, y: hairlineY - 0.02 * L },
        { x: half(face.forehead) * 0.8, y: hairlineY + 0.05 * L },
        { x: half(face.forehead) * 1.02, y: -0.3 * L },
        { x: half(face.forehead) * 0.6, y: hairlineY + 0.07 * L },
        { x: 0, y: hairlineY + 0.05 * L },
      ]),
    )}" fill="${spec.hair}"/>
    ${eye(1)}${eye(-1)}
    <path d="M-4,-3 Q-5,${f(noseBottom * 0.6)} -9,${f(noseBottom)} M4,-3 Q5,${f(noseBottom * 0.6)} 9,${f(noseBottom)}" fill="none" stroke="rgba(120,70,50,0.45)" stroke-width="1.4"/>
    <path d="M-11,${f(noseBottom)} Q0,${f(noseBottom + 7)} 11,${f(noseBottom)}" fill="none" stroke="rgba(110,60,45,0.55)" stroke-width="1.4"/>
    <ellipse cx="-5" cy="${f(noseBottom + 1)}" rx="2.6" ry="1.5" fill="rgba(60,30,25,0.8)"/>
    <ellipse cx="5" cy="${f(noseBottom + 1)}" rx="2.6" ry="1.5" fill="rgba(60,30,25,0.8)"/>
    <path d="M-25,${f(mouthY)} Q-12,${f(mouthY - 6)} 0,${f(mouthY - 3)} Q12,${f(mouthY - 6)} 25,${f(mouthY)} Q0,${f(mouthY + 10)} -25,${f(mouthY)} Z" fill="#b45058"/>
    <path d="M-24,${f(mouthY)} Q0,${f(mouthY + 1.5)} 24,${f(mouthY)}" fill="none" stroke="#6b2b30" stroke-width="1"/>
    ${
      spec.card
        ? `<rect x="${-cardMm.width / 2}" y="${f(-22 - cardMm.height)}" width="${cardMm.width}" height="${cardMm.height}" rx="3" fill="#f4f6f8" stroke="#9aa5b1" stroke-width="0.4"/>
    <rect x="${-cardMm.width / 2}" y="${f(-22 - cardMm.height + 8)}" width="${cardMm.width}" height="9" fill="#1f4e79"/>`
        : ''
    }
  </g>
</svg>`;
  const turn = (rollDeg * Math.PI) / 180;
  const place = (x: number, y: number): Point => ({
    x: centre.x + pxPerMm * (x * Math.cos(turn) - y * Math.sin(turn)),
    y: centre.y + pxPerMm * (x * Math.sin(turn) + y * Math.cos(turn)),
  });
  return {
    svg,
    truth: {
      // The person's right eye is on the picture's left.
      pupils: { right: place(-eyeX, 0), left: place(eyeX, 0) },
      irisDiameterPx: irisDiameterMm * pxPerMm,
      eyeCentre: place(0, 0),
      ...(spec.card && {
        cardEdges: {
          left: place(-cardMm.width / 2, -22 - cardMm.height / 2),
          right: place(cardMm.width / 2, -22 - cardMm.height / 2),
        },
      }),
    },
  };
}
