import type { FaceScanBlok } from './face-scan.schema.ts';

/*
 * Face scan content as the content API delivers it, in four shop languages. The editor writes the
 * headline and intro and picks the listing the result filters: frames in most shops, sunglasses in
 * the Czech one (a summer campaign page). Italian (it-ch, it-it) is here for the matrix story.
 */

export const faceScanFixtures: Record<'de' | 'fr' | 'it' | 'pl' | 'cs', FaceScanBlok> = {
  de: {
    _uid: '2b7f4c1a-9e3d-4a6b-8c5f-1d2e3f4a5b6c',
    component: 'face_scan',
    _editable:
      '<!--#storyblok#{"name": "face_scan", "space": "287411", "uid": "2b7f4c1a-9e3d-4a6b-8c5f-1d2e3f4a5b6c", "id": "531822988"}-->',
    headline: 'Welche Brillenform passt zu meinem Gesicht?',
    text: 'Finden Sie in einer Minute heraus, welche Gesichtsform Sie haben und welche Fassungen Ihre Züge am besten betonen.',
    listing_link: {
      id: '7d6c5b4a-3f2e-4d1c-9b8a-7f6e5d4c3b2a',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'brillen/brillenfassungen',
    },
  },
  fr: {
    _uid: '4c8a0e2b-1f3d-4b5c-9d7e-2a3b4c5d6e7f',
    component: 'face_scan',
    headline: 'Quelle forme de lunettes convient à mon visage\u00a0?',
    text: 'Découvrez en une minute la forme de votre visage et les montures qui mettent le mieux vos traits en valeur.',
    listing_link: {
      id: '',
      linktype: 'url',
      fieldtype: 'multilink',
      url: '/lunettes/montures/',
      cached_url: '/lunettes/montures/',
    },
  },
  it: {
    _uid: '5d9b1f3c-2e4a-4b6d-8f0e-2b3c4d5e6f70',
    component: 'face_scan',
    headline: 'Quale forma di occhiali si adatta al mio viso?',
    text: 'Scopri in un minuto che forma ha il tuo viso e quali montature valorizzano meglio i tuoi lineamenti.',
    listing_link: {
      id: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'occhiali/montature',
    },
  },
  pl: {
    _uid: '6e0c2a4b-3d5f-4c7e-8a9b-3c4d5e6f7a8b',
    component: 'face_scan',
    headline: 'Jaki kształt okularów pasuje do mojej twarzy?',
    text: 'Sprawdź w minutę, jaki masz kształt twarzy i które oprawki najlepiej podkreślą Twoje rysy.',
    listing_link: {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'okulary/oprawki',
    },
  },
  cs: {
    _uid: '8a2e4c6d-5f7b-4e9a-9c0d-4e5f6a7b8c9d',
    component: 'face_scan',
    headline: 'Jaký tvar brýlí se hodí k mému obličeji?',
    text: 'Zjistěte za minutu, jaký tvar obličeje máte a které sluneční brýle vám budou nejvíc slušet.',
    listing_link: {
      id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'bryle/slunecni-bryle',
    },
  },
};

/** A draft an editor left unfinished: no headline and a listing link to another site. */
export const faceScanDraftFixture: FaceScanBlok = {
  _uid: '9f1b3d5e-7a9c-4b1d-8e2f-5a6b7c8d9e0f',
  component: 'face_scan',
  headline: '',
  text: 'Finden Sie Ihre Brillenform.',
  listing_link: {
    id: '',
    linktype: 'url',
    fieldtype: 'multilink',
    url: 'https://www.example.com/brillen/',
    cached_url: 'https://www.example.com/brillen/',
  },
};
