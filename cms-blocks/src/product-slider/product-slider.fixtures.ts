import { fixtureProductIds } from '../block-data/block-data.fixtures.ts';
import type { ProductSliderBlok } from './product-slider.schema.ts';

/*
 * Product sliders as the content API delivers them. `seeded` are copies of the seed's homepage
 * block "new arrivals" (api/src/seed/content/pages/home.ts) in de-de and cs-cz, and its
 * not-found page's "bestsellers" (pages/global.ts), exactly as the content API answers them.
 */

export const seededProductSliders = {
  /** de-de homepage: the newest sunglasses (category 6), twelve of them, with a link to all. */
  de: {
    _uid: '2f21d072-7a6c-5538-a321-7421cf299d76',
    component: 'product_slider',
    headline: 'Neu im Sortiment',
    category_id: '6',
    sort: 'new',
    limit: '12',
    cta_label: 'Alle Sonnenbrillen',
    cta_link: {
      id: '',
      url: '/brillen/sonnenbrillen/',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: '/brillen/sonnenbrillen/',
    },
  },
  cs: {
    _uid: '2f21d072-7a6c-5538-a321-7421cf299d76',
    component: 'product_slider',
    headline: 'Novinky',
    category_id: '6',
    sort: 'new',
    limit: '12',
    cta_label: 'Všechny sluneční brýle',
    cta_link: {
      id: '',
      url: '/bryle/slunecni-bryle/',
      linktype: 'url',
      fieldtype: 'multilink',
      cached_url: '/bryle/slunecni-bryle/',
    },
  },
  /** pl-pl not-found page: popular frames (category 2), eight, no call to action. */
  notFoundPl: {
    _uid: 'ff0e1d54-a312-5804-b82e-f1faf94496f7',
    component: 'product_slider',
    headline: 'Popularne oprawki',
    category_id: '2',
    sort: 'new',
    limit: '8',
  },
} satisfies Record<string, ProductSliderBlok>;

/** Products an editor picked for a campaign page, in her order. */
export const pickedProductSliders = {
  fr: {
    _uid: 'b7e1a2c3-4d5f-4e6a-9b8c-0d1e2f3a4b5c',
    component: 'product_slider',
    headline: 'Nos coups de cœur de l’été',
    product_ids: [
      String(fixtureProductIds.vela),
      String(fixtureProductIds.alba),
      String(fixtureProductIds.lyra),
      String(fixtureProductIds.novaHavana),
      String(fixtureProductIds.kiel),
    ],
    category_id: '',
    sort: '',
    limit: '',
  },
  /** Ids typed into a text field, one of them no longer in the range. */
  pl: {
    _uid: 'c8f2b3d4-5e6a-4f7b-8c9d-1e2f3a4b5c6d',
    component: 'product_slider',
    headline: 'Polecane przez naszych optyków',
    product_ids: `${fixtureProductIds.kiel}, ${fixtureProductIds.novaBlack}, 99871, ${fixtureProductIds.orbit}`,
  },
} satisfies Record<string, ProductSliderBlok>;

/** A draft: no headline, neither products nor a category, a button label without a link. */
export const productSliderDraftFixture: ProductSliderBlok = {
  _uid: 'd9a3c4e5-6f7b-4a8c-9d0e-2f3a4b5c6d7e',
  component: 'product_slider',
  headline: ' ',
  product_ids: [],
  category_id: '',
  sort: 'popular',
  limit: '12',
  cta_label: 'Alle ansehen',
  cta_link: { id: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
};
