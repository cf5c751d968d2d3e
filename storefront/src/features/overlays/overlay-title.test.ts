import { describe, expect, it } from 'vitest';
import { overlayTitle } from './overlay-title.ts';

const shippingInFrench = {
  name: 'Versand und Lieferung',
  lang: 'fr',
  translated_slugs: [
    { path: 'overlays/service/versand', name: 'Expédition et livraison', lang: 'fr', published: true },
    { path: 'overlays/service/versand', name: 'Spedizione e consegna', lang: 'it', published: true },
  ],
  content: { _uid: 'page-1', component: 'content_page', title: 'Expédition et livraison (Suisse)' },
};

describe('overlayTitle: what the overlay sheet is called (§2 overlay dialogs)', () => {
  it.each([
    ['the page’s own title first', shippingInFrench, 'Expédition et livraison (Suisse)'],
    [
      'else the name in the shop’s language',
      { ...shippingInFrench, content: { _uid: 'page-1', component: 'content_page', title: '  ' } },
      'Expédition et livraison',
    ],
    [
      'else the editors’ name',
      {
        ...shippingInFrench,
        lang: 'default',
        translated_slugs: null,
        content: { _uid: 'p', component: 'page' },
      },
      'Versand und Lieferung',
    ],
  ])('%s', (_case, story, expected) => {
    expect(overlayTitle(story)).toBe(expected);
  });
});
