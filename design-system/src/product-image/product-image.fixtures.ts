import { imageBackgroundColours, type ImageBackground } from '@lumen/domain';

/*
 * Product photographs for stories. Storybook has no image endpoint, so a story's `baseUrl` is an
 * SVG data URL that ends in `#`: the `/{hash}?width=…` the domain's builder appends becomes the
 * URL's fragment, which the browser ignores when it decodes the data. The URLs keep the exact
 * shape of the real ones (hash, width, height, quality, bg, format), so stories can test them.
 */

/** Content hashes (md5 hex) of the story products' images. */
export const imageHashes = {
  novaFront: '5d41402abc4b2a76b9719d911017c592',
  novaModel: '7d793037a0760186574b0282f2f435e7',
  lyraFront: '098f6bcd4621d373cade4e832627b4f6',
  lyraModel: 'ad0234829205b9033196ba818f7a872b',
  velaFront: '8ad8757baa8564dc136c1e07507f4a98',
  orbitFront: '6f8db599de986fab7a21625b7916589c',
  dailyFront: 'e4d909c290d0fb1ca068ffaddf22cbd0',
} as const;

type StoryImage = {
  /** The frame's colour. */
  frame: string;
  /** The lenses' colour: a pale tint for optical glasses, dark for sunglasses. */
  lens?: string;
  /** What the endpoint paints behind the product (§3 imageBackground). */
  background?: ImageBackground;
  /** A packshot from the front, or the frame worn by a model (§9 image types model, bust). */
  view?: 'front' | 'model';
  /** Round or angular rims. */
  shape?: 'round' | 'square';
};

function rims(frame: string, lens: string, shape: 'round' | 'square', y: number, scale: number): string {
  const rx = shape === 'round' ? 46 : 14;
  const w = 104 * scale;
  const h = (shape === 'round' ? 92 : 80) * scale;
  const left = 150 - 10 * scale - w;
  const right = 150 + 10 * scale;
  const lensAttributes = `width="${w}" height="${h}" rx="${rx * scale}" fill="${lens}" fill-opacity="0.55" stroke="${frame}" stroke-width="${9 * scale}"`;
  return [
    `<rect x="${left}" y="${y}" ${lensAttributes}/>`,
    `<rect x="${right}" y="${y}" ${lensAttributes}/>`,
    `<path d="M${150 - 12 * scale} ${y + 24 * scale} q${12 * scale} -${12 * scale} ${24 * scale} 0" fill="none" stroke="${frame}" stroke-width="${7 * scale}"/>`,
    `<path d="M${left} ${y + 18 * scale} l-${22 * scale} -${4 * scale}M${right + w} ${y + 18 * scale} l${22 * scale} -${4 * scale}" stroke="${frame}" stroke-width="${7 * scale}" stroke-linecap="round"/>`,
  ].join('');
}

function svgOf({
  frame,
  lens = '#dfe9f0',
  background = 'white',
  view = 'front',
  shape = 'round',
}: StoryImage): string {
  const fill = background === 'transparent' ? undefined : imageBackgroundColours[background];
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">`];
  if (fill) parts.push(`<rect width="300" height="400" fill="${fill}"/>`);
  if (view === 'model') {
    parts.push(
      '<rect width="300" height="400" fill="#d9d2c7"/>',
      '<path d="M40 400c10-70 50-100 110-100s100 30 110 100z" fill="#3f5566"/>',
      '<rect x="128" y="250" width="44" height="60" fill="#c99d7e"/>',
      '<ellipse cx="150" cy="190" rx="78" ry="96" fill="#d8ae8e"/>',
      '<path d="M70 180c-6-80 40-120 84-120s86 34 78 120c-10-40-40-66-80-66s-70 26-82 66z" fill="#4a3426"/>',
      rims(frame, lens, shape, 168, 0.62),
      '<path d="M132 262q18 10 36 0" fill="none" stroke="#9c6b55" stroke-width="4" stroke-linecap="round"/>',
    );
  } else {
    parts.push(rims(frame, lens, shape, 156, 1));
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A story's image base URL: the drawing as a data URL whose fragment takes the hash and query. */
export function storyImageBaseUrl(image: StoryImage): string {
  return `data:image/svg+xml,${encodeURIComponent(svgOf(image))}#`;
}
