import { lettering, svgDataUri } from '../drawings/lettering.fixtures.ts';
import type { HeroTeaserBlok } from './hero-teaser.schema.ts';

// The seed's drawings of the eye test and the shop front.
const eyeTestDrawing = svgDataUri(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">',
    '<rect width="1600" height="900" fill="#e3f0f0"/>',
    '<rect x="500" y="60" width="600" height="780" rx="24" fill="#fff" stroke="#0d5c63" stroke-width="8"/>',
    lettering('E', { x: 800, y: 250, size: 170, fill: '#17212b' }),
    lettering('F P', { x: 800, y: 420, size: 110, letterSpacing: 40, fill: '#17212b' }),
    lettering('T O Z', { x: 800, y: 550, size: 76, letterSpacing: 28, fill: '#17212b' }),
    lettering('L P E D', { x: 800, y: 650, size: 52, letterSpacing: 20, fill: '#17212b' }),
    '</svg>',
  ].join(''),
);

const storeDrawing = svgDataUri(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">',
    '<rect width="1200" height="900" fill="#e5e7eb"/>',
    '<rect x="200" y="250" width="800" height="520" fill="#fff" stroke="#0d5c63" stroke-width="10"/>',
    '<rect x="200" y="180" width="800" height="110" fill="#0d5c63"/>',
    lettering('LUMEN', { x: 600, y: 255, size: 64, fill: '#fff' }),
    '<rect x="260" y="340" width="300" height="250" fill="#bae6fd"/>',
    '<rect x="640" y="340" width="300" height="430" fill="#cbd5e1"/>',
    '</svg>',
  ].join(''),
);

/*
 * Hero teaser content as the content API delivers it: teasers the seed writes for de-de, fr-ch,
 * pl-pl and cs-cz (api/src/seed/content/pages/home.ts, global.ts, categories.ts), copied here
 * because cms-blocks must not import the api. Their images are the seed's inline SVG drawings.
 */

/** The eye-test teaser of the de-de homepage exactly as seeded: the schema test parses this copy. */
export const heroTeaserSeededFixture: HeroTeaserBlok = {
  _uid: 'd9e04d3c-ddab-534f-8ffa-c83ed915366f',
  component: 'hero_teaser',
  headline: 'Sehtest in Ihrer Filiale',
  text: 'Kostenlos und in 20 Minuten: Unsere Augenoptikerinnen und Augenoptiker prüfen Ihre Sehstärke, mit oder ohne Termin.',
  image: {
    id: 596875525,
    alt: 'Sehtafel mit Buchstaben in abnehmender Größe',
    name: '',
    focus: '',
    title: '',
    source: '',
    filename: eyeTestDrawing,
    copyright: 'Lumen Optik',
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: false,
  },
  cta_label: 'Termin vereinbaren',
  cta_link: {
    id: 'c01959c8-bbeb-516f-b954-a56fe07839f7',
    url: '',
    linktype: 'story',
    fieldtype: 'multilink',
    cached_url: 'de-de/global/navigation/termin-buchen',
  },
  theme: 'dark',
};

export const heroTeaserFixtures: Record<'de' | 'fr' | 'pl' | 'cs', HeroTeaserBlok> = {
  // Draft content, as the visual editor loads it, carries the editor's comment.
  de: {
    ...heroTeaserSeededFixture,
    _editable:
      '<!--#storyblok#{"name": "hero_teaser", "space": "287411", "uid": "e562dfc5-df05-5bc2-b647-587e06a83c01", "id": "531822961"}-->',
  },
  /** The branches page of the fr-ch navigation: light, a link to the branch list. */
  fr: {
    _uid: '661b27ae-ce4a-5ea0-b771-7c281a31802a',
    component: 'hero_teaser',
    headline: 'Des conseils près de chez vous',
    text: 'Examen de la vue, ajustage et service : trouvez votre magasin avec ses horaires et prestations.',
    image: {
      id: 281206765,
      alt: 'Façade d’un magasin',
      name: '',
      focus: '',
      title: '',
      source: '',
      filename: storeDrawing,
      copyright: 'Lumen Optik',
      fieldtype: 'asset',
      meta_data: {},
      is_external_url: false,
    },
    cta_label: 'Trouver un magasin',
    cta_link: {
      id: '',
      url: '/succursales/',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: '/succursales/',
    },
    theme: 'light',
  },
  /** Above the pl-pl sunglasses listing: no call to action. */
  pl: {
    _uid: '7dcecc1c-4115-5d4e-b8bd-b72d938425e5',
    component: 'hero_teaser',
    headline: 'Widzieć i być widzianym',
    text: 'Wszystkie okulary przeciwsłoneczne ze 100% ochroną UV, na życzenie z soczewkami polaryzacyjnymi lub korekcyjnymi.',
    image: {
      id: 537865798,
      alt: 'Okulary przeciwsłoneczne',
      name: '',
      focus: '',
      title: '',
      source: '',
      filename:
        'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%201600%20900%22%20width%3D%221600%22%20height%3D%22900%22%3E%3Cdefs%3E%3ClinearGradient%20id%3D%22sky%22%20x1%3D%220%22%20y1%3D%220%22%20x2%3D%220%22%20y2%3D%221%22%3E%3Cstop%20offset%3D%220%22%20stop-color%3D%22%23f6c177%22%2F%3E%3Cstop%20offset%3D%221%22%20stop-color%3D%22%23e07a5f%22%2F%3E%3C%2FlinearGradient%3E%3C%2Fdefs%3E%3Crect%20width%3D%221600%22%20height%3D%22900%22%20fill%3D%22url(%23sky)%22%2F%3E%3Ccircle%20cx%3D%221240%22%20cy%3D%22230%22%20r%3D%22120%22%20fill%3D%22%23fff3d6%22%2F%3E%3Cg%20fill%3D%22%2317212b%22%20stroke%3D%22%2317212b%22%20stroke-width%3D%2228%22%20stroke-linejoin%3D%22round%22%3E%3Cpath%20d%3D%22M360%20430%20Q560%20380%20760%20430%20L740%20600%20Q560%20680%20390%20600%20Z%22%2F%3E%3Cpath%20d%3D%22M840%20430%20Q1040%20380%201240%20430%20L1210%20600%20Q1040%20680%20860%20600%20Z%22%2F%3E%3Cpath%20d%3D%22M760%20440%20Q800%20400%20840%20440%22%20fill%3D%22none%22%2F%3E%3C%2Fg%3E%3C%2Fsvg%3E',
      copyright: 'Lumen Optik',
      fieldtype: 'asset',
      meta_data: {},
      is_external_url: false,
    },
    theme: 'light',
  },
  /** The cs-cz frame guide. */
  cs: {
    _uid: '502e4ab8-7be0-5d8a-93d5-07317bea6b7b',
    component: 'hero_teaser',
    headline: 'Jaké brýle mi sluší?',
    text: 'Tvar obličeje, materiál a skla: náš průvodce vám pomůže vybrat obroučky.',
    image: {
      id: 130125738,
      alt: 'Acetátová obroučka',
      name: '',
      focus: '',
      title: '',
      source: '',
      filename:
        'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%201200%20900%22%20width%3D%221200%22%20height%3D%22900%22%3E%3Crect%20width%3D%221200%22%20height%3D%22900%22%20fill%3D%22%23f4efe6%22%2F%3E%3Cg%20fill%3D%22none%22%20stroke%3D%22%235b3a29%22%20stroke-width%3D%2222%22%3E%3Crect%20x%3D%22250%22%20y%3D%22360%22%20width%3D%22300%22%20height%3D%22200%22%20rx%3D%2290%22%2F%3E%3Crect%20x%3D%22650%22%20y%3D%22360%22%20width%3D%22300%22%20height%3D%22200%22%20rx%3D%2290%22%2F%3E%3Cpath%20d%3D%22M550%20430%20Q600%20395%20650%20430%22%2F%3E%3Cpath%20d%3D%22M250%20400%20L150%20370%20M950%20400%20L1050%20370%22%2F%3E%3C%2Fg%3E%3C%2Fsvg%3E',
      copyright: 'Lumen Optik',
      fieldtype: 'asset',
      meta_data: {},
      is_external_url: false,
    },
    cta_label: 'Prohlédnout obroučky',
    cta_link: {
      id: '',
      url: '/bryle/obroucky/',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: '/bryle/obroucky/',
    },
    theme: 'light',
  },
};

/** A draft an editor has not finished: no headline, no image, a button label without a link. */
export const heroTeaserDraftFixture: HeroTeaserBlok = {
  _uid: 'f4a5b6c7-d8e9-4f0a-8b1c-2d3e4f5a6b7c',
  component: 'hero_teaser',
  headline: ' ',
  text: 'Zweite Brille zum halben Preis, nur bis Ende des Monats.',
  image: {
    id: null,
    alt: null,
    name: '',
    focus: '',
    title: '',
    filename: '',
    copyright: '',
    fieldtype: 'asset',
  },
  cta_label: 'Zur Aktion',
  cta_link: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
  theme: 'light',
};
