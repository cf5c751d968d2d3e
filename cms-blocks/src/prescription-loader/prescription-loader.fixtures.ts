import type { PrescriptionLoaderBlok } from './prescription-loader.schema.ts';

/*
 * Prescription loader content as the content API delivers it, in four shop languages: the
 * account's "my prescriptions" page (German), the varifocal service page (French), a
 * single-vision page without the addition (Polish) and a page where the values must be typed
 * (Czech, no upload).
 */

export const prescriptionLoaderFixtures: Record<'de' | 'fr' | 'pl' | 'cs', PrescriptionLoaderBlok> = {
  de: {
    _uid: '3f5a7c9e-1b2d-4e6f-8a0b-6c7d8e9f0a1b',
    component: 'prescription_loader',
    _editable:
      '<!--#storyblok#{"name": "prescription_loader", "space": "287411", "uid": "3f5a7c9e-1b2d-4e6f-8a0b-6c7d8e9f0a1b", "id": "531822995"}-->',
    headline: 'Ihr Brillenpass',
    text: 'Hinterlegen Sie die Werte Ihres Brillenpasses oder laden Sie ein Foto davon hoch. So haben Sie sie bei der nächsten Brille gleich zur Hand.',
    show_addition: true,
    allow_upload: true,
  },
  fr: {
    _uid: '5b7d9f1a-3c4e-4a6b-9c2d-7e8f9a0b1c2d',
    component: 'prescription_loader',
    headline: 'Votre ordonnance pour des verres progressifs',
    text: 'Saisissez les valeurs de votre ordonnance ou envoyez-nous une photo\u00a0: nos opticiennes et opticiens les vérifient avant la commande.',
    show_addition: true,
    allow_upload: true,
  },
  pl: {
    _uid: '7d9f1b3c-5e6a-4c8d-8e4f-8a9b0c1d2e3f',
    component: 'prescription_loader',
    headline: 'Twoja recepta na okulary jednoogniskowe',
    text: 'Wpisz wartości z recepty lub prześlij jej zdjęcie.',
    show_addition: false,
    allow_upload: true,
  },
  cs: {
    _uid: '9f1b3d5e-7a8c-4e0f-9a6b-9c0d1e2f3a4b',
    component: 'prescription_loader',
    headline: 'Hodnoty z vašeho předpisu',
    text: 'Opište hodnoty z předpisu od očního lékaře nebo optometristy.',
    allow_upload: false,
  },
};

/** A draft an editor has not finished: no headline, and a switch the CMS sent as text. */
export const prescriptionLoaderDraftFixture = {
  _uid: 'b1d3f5a7-9c0e-4a2b-8c4d-0e1f2a3b4c5d',
  component: 'prescription_loader',
  headline: ' ',
  text: 'Laden Sie Ihr Rezept hoch.',
  allow_upload: 'ja',
};
