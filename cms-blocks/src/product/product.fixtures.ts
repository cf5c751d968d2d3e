import { fixtureProductIds } from '../block-data/block-data.fixtures.ts';
import type { ProductBlok } from './product.schema.ts';

/*
 * Product blocks as the content API delivers them. The products are the block data fixtures'
 * (block-data.fixtures.ts): stories fill the provider with those of the shop they show.
 */

export const productFixtures = {
  /** The Nova frame by id, in draft content (the visual editor's comment). */
  byId: {
    _uid: '8a1f3c52-0d4e-4b7a-9c61-2e5f7a8b9c01',
    component: 'product',
    _editable:
      '<!--#storyblok#{"name": "product", "space": "287411", "uid": "8a1f3c52-0d4e-4b7a-9c61-2e5f7a8b9c01", "id": "531822961"}-->',
    product_id: String(fixtureProductIds.novaHavana),
    reference_key: '',
    size: '',
  },
  /** The Vela sunglasses by reference key, as a narrow tile. */
  byReferenceKey: {
    _uid: '4c7e2a90-5b1d-4f3e-8a26-7d9c0e1f2a34',
    component: 'product',
    product_id: '',
    reference_key: 'FJO-S1020-BLK',
    size: 'sm',
  },
  /** The reduced Lyra frame. */
  reduced: {
    _uid: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
    component: 'product',
    product_id: String(fixtureProductIds.lyra),
    size: 'md',
  },
} satisfies Record<string, ProductBlok>;

/** A product that left the range: valid content, but the shop no longer has the product. */
export const productGoneFixture: ProductBlok = {
  _uid: '5f4dcc3b-5aa7-4d61-8d32-7b1e0c9a2f10',
  component: 'product',
  product_id: '99871',
};

/** A draft without a product chosen, and a reference key besides a broken id. */
export const productDraftFixture: ProductBlok = {
  _uid: '9b2c7d41-3e8a-4f0b-a1c5-6d7e8f9a0b12',
  component: 'product',
  product_id: 'Nova',
  reference_key: '',
  size: 'xl' as 'sm',
};
