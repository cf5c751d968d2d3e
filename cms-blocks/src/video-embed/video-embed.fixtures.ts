import type { VideoEmbedBlok } from './video-embed.schema.ts';

/*
 * Video embeds as the content API delivers them, in four shop languages. The seed has none yet;
 * these are what editors of the service pages would add. Posters are inline SVG drawings (no
 * network in tests and Storybook), 16:9 like the players.
 */

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const lensOnFingertip = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
  <rect width="1600" height="900" fill="#dbeafe"/>
  <path d="M560 900 C560 640 640 520 800 520 C960 520 1040 640 1040 900 Z" fill="#f1c6a8"/>
  <ellipse cx="800" cy="470" rx="170" ry="70" fill="#93c5fd" opacity="0.75" stroke="#1d4ed8" stroke-width="8"/>
  <path d="M680 455 Q800 410 920 455" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8"/>
</svg>`,
);

const cleaningGlasses = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
  <rect width="1600" height="900" fill="#f4efe6"/>
  <g fill="none" stroke="#5b3a29" stroke-width="26">
    <rect x="420" y="330" width="330" height="220" rx="100"/>
    <rect x="850" y="330" width="330" height="220" rx="100"/>
    <path d="M750 410 Q800 370 850 410"/>
  </g>
  <path d="M900 620 Q1080 520 1260 640 L1220 760 Q1060 660 900 740 Z" fill="#0d5c63" opacity="0.85"/>
</svg>`,
);

/** Storyblok's shape of an asset field. */
function asset(filename: string, alt: string) {
  return {
    id: 40_118_400 + alt.length,
    filename,
    alt,
    name: '',
    focus: '',
    title: '',
    copyright: 'Lumen Optik',
    fieldtype: 'asset',
    is_external_url: false,
  };
}

export const videoEmbedFixtures: Record<'de' | 'fr' | 'pl' | 'cs', VideoEmbedBlok> = {
  de: {
    _uid: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
    component: 'video_embed',
    _editable:
      '<!--#storyblok#{"name": "video_embed", "space": "287411", "uid": "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e", "id": "531822961"}-->',
    url: 'https://www.youtube.com/watch?v=k3Xy9TqL2mA',
    title: 'So setzen Sie Ihre Kontaktlinsen richtig ein',
    image: asset(lensOnFingertip, 'Kontaktlinse auf einer Fingerkuppe'),
  },
  fr: {
    _uid: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
    component: 'video_embed',
    url: 'https://vimeo.com/824615302',
    title: 'Bien nettoyer ses lunettes en trois gestes',
    image: asset(cleaningGlasses, 'Lunettes et chiffon microfibre'),
  },
  pl: {
    _uid: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
    component: 'video_embed',
    url: 'https://youtu.be/Qm7Lp4Zr8sE',
    title: 'Jak dobrać oprawki do kształtu twarzy',
    image: asset(cleaningGlasses, 'Okulary i ściereczka z mikrofibry'),
  },
  cs: {
    _uid: '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
    component: 'video_embed',
    url: 'https://vimeo.com/824615417/5e1c9a7b3d',
    title: 'Jak probíhá vyšetření zraku na pobočce',
    // No poster chosen: Storyblok sends the empty asset field.
    image: {
      id: null,
      alt: null,
      name: '',
      focus: null,
      title: null,
      filename: '',
      copyright: null,
      fieldtype: 'asset',
    },
  },
};

/** A draft an editor has not finished: a video of another host, no title. */
export const videoEmbedDraftFixture: VideoEmbedBlok = {
  _uid: '9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  component: 'video_embed',
  url: 'https://www.dailymotion.com/video/x8p3k2l',
  title: ' ',
  image: asset(lensOnFingertip, 'Kontaktlinse auf einer Fingerkuppe'),
};
