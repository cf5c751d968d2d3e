/*
 * Pictures for the try-on stage's stories: a face drawn at 640 × 480 with its pupils at known
 * pixels, and a round frame cut to its ends, as the storefront cuts a product's front image.
 */

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** The face's pupils in its picture's pixels (the person's right eye on the picture's left). */
export const storyPupils = { right: { x: 274, y: 211 }, left: { x: 366, y: 211 } } as const;

export const storyFacePicture = svg(
  `<rect width="640" height="480" fill="#b9c6d1"/>
  <ellipse cx="320" cy="240" rx="104" ry="150" fill="#e2b394"/>
  <path d="M216,200 Q220,70 320,72 Q420,70 424,200 Q400,120 320,118 Q240,120 216,200 Z" fill="#3b2a1e"/>
  <ellipse cx="274" cy="211" rx="22" ry="9" fill="#f6f2ec"/><circle cx="274" cy="211" r="8.5" fill="#5a3b22"/>
  <ellipse cx="366" cy="211" rx="22" ry="9" fill="#f6f2ec"/><circle cx="366" cy="211" r="8.5" fill="#5a3b22"/>
  <path d="M300,300 Q320,310 340,300" stroke="#8a4b3c" stroke-width="3" fill="none"/>
  <path d="M290,340 Q320,356 350,340" stroke="#b45058" stroke-width="6" fill="none"/>`,
  640,
  480,
);

/** A round frame, 140 units wide and 50 high: its ends at the picture's edges. */
export const storyFrame = {
  src: svg(
    `<g fill="none" stroke="#1f2a44" stroke-width="4">
      <circle cx="40" cy="25" r="22"/><circle cx="100" cy="25" r="22"/>
      <path d="M62,22 Q70,14 78,22"/><path d="M18,20 L2,18"/><path d="M122,20 L138,18"/>
    </g>`,
    140,
    50,
  ),
  aspectRatio: 140 / 50,
} as const;
