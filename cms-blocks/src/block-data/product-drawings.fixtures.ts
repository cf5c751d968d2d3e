import { lettering } from '../drawings/lettering.fixtures.ts';

/*
 * Drawings of the fixture products for Storybook and tests, which have no image endpoint. Each is
 * an SVG data URL ending in `#`: the `/{hash}?width=…` the domain's image URL builder appends
 * becomes the URL's fragment, which the browser ignores when it decodes the data, so the URLs keep
 * the shape of the real ones. Drawn at the §9 3:4 portrait of product images.
 */

/** What a fixture image shows. */
export type ProductDrawing =
  | {
      readonly kind: 'frame';
      /** Frame colour. */
      readonly frame: string;
      /** Lens tint: pale for optical frames, dark for sunglasses. */
      readonly lens?: string;
      readonly shape: 'round' | 'square' | 'pilot';
      /** A packshot, or the frame worn (§9 image type model). */
      readonly view: 'front' | 'model';
      readonly background: string;
    }
  | {
      readonly kind: 'lens-box';
      /** The box's print colour. */
      readonly colour: string;
      /** The big number on the box: lenses per pack. */
      readonly count: number;
      readonly background: string;
    };

function rims(frame: string, lens: string, shape: 'round' | 'square' | 'pilot', y: number, scale: number) {
  const w = 104 * scale;
  const h = (shape === 'square' ? 78 : 92) * scale;
  const left = 150 - 10 * scale - w;
  const right = 150 + 10 * scale;
  const stroke = `stroke="${frame}" stroke-width="${9 * scale}" fill="${lens}" fill-opacity="0.6"`;
  const glass = (x: number) =>
    shape === 'pilot'
      ? `<path d="M${x} ${y} h${w} q0 ${h} -${w / 2} ${h} q-${w / 2} 0 -${w / 2} -${h}z" ${stroke}/>`
      : `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${(shape === 'round' ? 46 : 12) * scale}" ${stroke}/>`;
  return [
    glass(left),
    glass(right),
    `<path d="M${150 - 12 * scale} ${y + 22 * scale} q${12 * scale} -${12 * scale} ${24 * scale} 0" fill="none" stroke="${frame}" stroke-width="${7 * scale}"/>`,
    `<path d="M${left} ${y + 16 * scale} l-${22 * scale} -${4 * scale}M${right + w} ${y + 16 * scale} l${22 * scale} -${4 * scale}" stroke="${frame}" stroke-width="${7 * scale}" stroke-linecap="round"/>`,
  ].join('');
}

function svgOf(drawing: ProductDrawing): string {
  const parts = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">',
    `<rect width="300" height="400" fill="${drawing.background}"/>`,
  ];
  if (drawing.kind === 'lens-box') {
    parts.push(
      '<path d="M70 120 L200 90 L250 110 L120 140 Z" fill="#ffffff" stroke="#c9cfd4" stroke-width="2"/>',
      `<path d="M70 120 L120 140 L120 320 L70 300 Z" fill="${drawing.colour}" opacity="0.8"/>`,
      '<path d="M120 140 L250 110 L250 290 L120 320 Z" fill="#ffffff" stroke="#c9cfd4" stroke-width="2"/>',
      `<path d="M120 250 L250 220 L250 290 L120 320 Z" fill="${drawing.colour}"/>`,
      '<ellipse cx="185" cy="185" rx="34" ry="30" fill="#dfeff7" stroke="#7fb3cf" stroke-width="4"/>',
      lettering(String(drawing.count), {
        x: 185,
        y: 300,
        size: 30,
        fill: '#ffffff',
        transform: 'rotate(-13 185 300)',
      }),
    );
  } else if (drawing.view === 'model') {
    parts.push(
      '<path d="M40 400c10-70 50-100 110-100s100 30 110 100z" fill="#3f5566"/>',
      '<rect x="128" y="250" width="44" height="60" fill="#c99d7e"/>',
      '<ellipse cx="150" cy="190" rx="78" ry="96" fill="#d8ae8e"/>',
      '<path d="M70 180c-6-80 40-120 84-120s86 34 78 120c-10-40-40-66-80-66s-70 26-82 66z" fill="#4a3426"/>',
      rims(drawing.frame, drawing.lens ?? '#dfe9f0', drawing.shape, 168, 0.62),
      '<path d="M132 262q18 10 36 0" fill="none" stroke="#9c6b55" stroke-width="4" stroke-linecap="round"/>',
    );
  } else {
    parts.push(rims(drawing.frame, drawing.lens ?? '#dfe9f0', drawing.shape, 156, 1));
  }
  parts.push('</svg>');
  return parts.join('');
}

/** The drawing as an image base URL: the image URL builder appends the hash and query after `#`. */
export function drawingBaseUrl(drawing: ProductDrawing): string {
  return `data:image/svg+xml,${encodeURIComponent(svgOf(drawing))}#`;
}
