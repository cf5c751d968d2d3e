import { lettering } from '../drawings/lettering.fixtures.ts';
import type { HeroBlok } from './hero.schema.ts';

/*
 * Hero content as the content API delivers it, in four of the shop languages. Stories, storefront
 * tests and the seed use these. Images are inline SVG drawings (no network in tests and Storybook),
 * drawn at the hero's 16:9 fallback size because a data URI carries no size in its path.
 */

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const sunglassesDrawing = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c177"/><stop offset="1" stop-color="#e07a5f"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1240" cy="230" r="120" fill="#fff3d6"/>
  <rect y="640" width="1600" height="260" fill="#3d405b" opacity="0.35"/>
  <g fill="#17212b" stroke="#17212b" stroke-width="28" stroke-linejoin="round">
    <path d="M360 430 Q560 380 760 430 L740 600 Q560 680 390 600 Z"/>
    <path d="M840 430 Q1040 380 1240 430 L1210 600 Q1040 680 860 600 Z"/>
    <path d="M760 440 Q800 400 840 440" fill="none"/>
    <path d="M360 430 L250 400 M1240 430 L1350 400" fill="none"/>
  </g>
  <path d="M420 460 Q470 440 520 450" stroke="#ffffff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.6"/>
  <path d="M900 460 Q950 440 1000 450" stroke="#ffffff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.6"/>
</svg>`,
);

const eyeChartDrawing = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
  <rect width="1600" height="900" fill="#e3f0f0"/>
  <rect x="500" y="60" width="600" height="780" rx="24" fill="#ffffff" stroke="#0d5c63" stroke-width="8"/>
  ${lettering('E', { x: 800, y: 250, size: 170, fill: '#17212b' })}
  ${lettering('F P', { x: 800, y: 420, size: 110, letterSpacing: 40, fill: '#17212b' })}
  ${lettering('T O Z', { x: 800, y: 550, size: 76, letterSpacing: 28, fill: '#17212b' })}
  ${lettering('L P E D', { x: 800, y: 650, size: 52, letterSpacing: 20, fill: '#17212b' })}
  ${lettering('P E C F D', { x: 800, y: 730, size: 36, letterSpacing: 14, fill: '#17212b' })}
</svg>`,
);

/** Storyblok's shape of an asset field, with the fields the hero does not read. */
function asset(filename: string, alt: string) {
  return {
    id: 40_112_233,
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

export const heroFixtures: Record<'de' | 'fr' | 'pl' | 'cs', HeroBlok> = {
  de: {
    _uid: '6f0d2c1e-3b7a-4c5e-9d21-8a4f6b2c9e10',
    component: 'hero',
    // Draft content carries the visual editor's comment; published content does not.
    _editable:
      '<!--#storyblok#{"name": "hero", "space": "287411", "uid": "6f0d2c1e-3b7a-4c5e-9d21-8a4f6b2c9e10", "id": "531822961"}-->',
    headline: 'Die neue Sonnenbrillen-Kollektion ist da',
    text: 'Leichte Acetatfassungen, polarisierte Gläser und 100\u00a0% UV-Schutz: jetzt online entdecken oder in Ihrer Filiale anprobieren.',
    image: asset(sunglassesDrawing, 'Schwarze Sonnenbrille vor einem Sonnenuntergang'),
    cta_label: 'Kollektion entdecken',
    cta_link: {
      id: 'b5e0f1a2-7c3d-4e8f-a9b0-c1d2e3f4a5b6',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'sonnenbrillen/neue-kollektion',
    },
    theme: 'light',
    heading_level: 'h1',
  },
  fr: {
    _uid: '0a7e9b34-52c1-4d8e-b6f3-1c2d3e4f5a6b',
    component: 'hero',
    headline: 'Examen de la vue gratuit dans votre magasin',
    text: 'En 20 minutes, nos opticiennes et opticiens contrôlent votre acuité visuelle, sans engagement.',
    image: asset(eyeChartDrawing, 'Tableau de lecture avec des lettres de taille décroissante'),
    cta_label: 'Trouver un magasin',
    cta_link: {
      id: '',
      linktype: 'url',
      fieldtype: 'multilink',
      url: '/succursales/',
      cached_url: '/succursales/',
    },
    theme: '',
    heading_level: 'h1',
  },
  pl: {
    _uid: '3c9d1e7f-8a2b-4c6d-9e0f-a1b2c3d4e5f6',
    component: 'hero',
    headline: 'Nowa kolekcja okularów przeciwsłonecznych',
    text: 'Soczewki polaryzacyjne i pełna ochrona UV 400: sprawdź modele na lato w salonie lub online.',
    image: asset(sunglassesDrawing, 'Czarne okulary przeciwsłoneczne na tle zachodzącego słońca'),
    cta_label: 'Zobacz kolekcję',
    cta_link: {
      id: 'd4c3b2a1-0f9e-4d8c-b7a6-958473625140',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'okulary-przeciwsloneczne',
    },
    theme: 'dark',
    heading_level: 'h1',
  },
  cs: {
    _uid: '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4',
    component: 'hero',
    headline: 'Vyšetření zraku zdarma',
    text: 'Přijďte na bezplatné vyšetření zraku do kterékoli naší pobočky. Trvá jen 20 minut.',
    image: asset(eyeChartDrawing, 'Optotypová tabule s písmeny zmenšující se velikosti'),
    cta_label: 'Objednat se e-mailem',
    cta_link: {
      id: '',
      linktype: 'email',
      fieldtype: 'multilink',
      email: 'zakaznici@lumen-optik.cz',
      url: '',
      cached_url: '',
    },
  },
};

/** A draft an editor has not finished: no headline, no image, a button label without a link. */
export const heroDraftFixture: HeroBlok = {
  _uid: 'c2b1a090-8f7e-4d6c-b5a4-938271605f4e',
  component: 'hero',
  headline: '',
  text: 'Gleitsichtbrillen zum Aktionspreis',
  image: {
    id: null,
    filename: '',
    alt: null,
    name: '',
    focus: null,
    title: null,
    copyright: null,
    fieldtype: 'asset',
    is_external_url: false,
  },
  cta_label: 'Jetzt entdecken',
  cta_link: { id: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
};
