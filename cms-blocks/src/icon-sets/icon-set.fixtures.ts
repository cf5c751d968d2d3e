import type { z } from 'zod';
import type { MultilinkSchema } from '../fields/multilink.schema.ts';
import type { IconSetBlok, IconSetName } from './icon-set.schema.ts';

/*
 * Icon set content as the content API delivers it, from pages of several shops: a frame-shape
 * guide on a German glasses page, colours on a Swiss-French sunglasses page, payment methods in
 * the Polish and Swiss footers, face shapes on a Czech advice page, rim types in Austria, head
 * widths in Italy. Stories, storefront tests and the seed use these.
 */

type RawLink = z.input<typeof MultilinkSchema>;

/** Storyblok's empty multilink: the editor chose no link. */
const noLink: RawLink = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' };

function storyLink(fullSlug: string): RawLink {
  return {
    id: '3f1e2d4c-5b6a-4789-8a0b-1c2d3e4f5a6b',
    url: '',
    linktype: 'story',
    fieldtype: 'multilink',
    cached_url: fullSlug,
  };
}

function urlLink(url: string): RawLink {
  return { id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url };
}

/** One icon of a set, as the editor added it; `label` and `link` left empty unless given. */
function item<const Key extends string>(
  uid: string,
  key: Key,
  { label = '', link = noLink }: { label?: string; link?: RawLink } = {},
) {
  return { _uid: uid, component: 'icon_set_item' as const, key, label, link };
}

export const iconSetFixtures = {
  /** de-de, glasses category: frame shapes linking to the listing filtered by shape. */
  frameShapesDe: {
    _uid: '8c7b6a59-4e3d-4c2b-9a18-0f9e8d7c6b5a',
    component: 'icon_set_frame_shapes',
    _editable:
      '<!--#storyblok#{"name": "icon_set_frame_shapes", "space": "287411", "uid": "8c7b6a59-4e3d-4c2b-9a18-0f9e8d7c6b5a", "id": "531823004"}-->',
    headline: 'Welche Fassungsform passt zu Ihnen?',
    heading_level: 'h2',
    items: [
      item('fs-1', 'round'),
      item('fs-2', 'oval'),
      item('fs-3', 'rectangular'),
      item('fs-4', 'cat_eye'),
      item('fs-5', 'aviator', { label: 'Pilotenbrille' }),
      item('fs-6', 'panto'),
    ],
    listing_link: storyLink('de-de/brillen'),
    hide_labels: false,
  },
  /** fr-ch, sunglasses page: colours linking to the sunglasses listing filtered by colour. */
  coloursFr: {
    _uid: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    component: 'icon_set_colours',
    headline: 'Nos couleurs de monture préférées',
    heading_level: 'h2',
    items: [
      item('co-1', 'black'),
      item('co-2', 'havana'),
      item('co-3', 'tortoise'),
      item('co-4', 'gold'),
      item('co-5', 'transparent'),
      item('co-6', 'navy'),
    ],
    listing_link: urlLink('/lunettes-de-soleil/'),
  },
  /** pl-pl footer: the payment methods of the Polish shop; BLIK links to its help page. */
  paymentMethodsPl: {
    _uid: 'c9d8e7f6-a5b4-4c3d-8e2f-1a0b9c8d7e6f',
    component: 'icon_set_payment_methods',
    headline: 'Wygodne metody płatności',
    heading_level: 'h3',
    items: [
      item('pm-1', 'blik', { link: storyLink('pl-pl/pomoc/platnosci-blik') }),
      item('pm-2', 'p24'),
      item('pm-3', 'payu'),
      item('pm-4', 'paypal_instant'),
      item('pm-5', 'cash_on_delivery'),
    ],
  },
  /** cs-cz advice page: face shapes, each linking to the frames for it. */
  faceShapesCs: {
    _uid: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a',
    component: 'icon_set_face_shapes',
    headline: 'Jaký tvar obličeje máte?',
    items: [
      item('fa-1', 'oval'),
      item('fa-2', 'round'),
      item('fa-3', 'square'),
      item('fa-4', 'heart'),
      item('fa-5', 'long'),
      item('fa-6', 'diamond'),
    ],
    listing_link: storyLink('cs-cz/bryle'),
  },
  /** de-at glasses page: rim types, the Austrian labels the catalogue's. */
  rimTypesDe: {
    _uid: 'e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9',
    component: 'icon_set_rim_types',
    headline: 'Vollrand, Nylor oder randlos?',
    heading_level: 'h3',
    items: [
      item('rt-1', 'full_rim'),
      item('rt-2', 'nylor'),
      item('rt-3', 'rimless'),
      item('rt-4', 'inline_grooves'),
    ],
    listing_link: storyLink('de-at/brillen'),
  },
  /** it-it size guide: head widths, no links. */
  headWidthsIt: {
    _uid: 'f7a8b9c0-d1e2-4f3a-b4c5-d6e7f8a9b0c1',
    component: 'icon_set_head_widths',
    headline: 'Trovi la larghezza giusta',
    items: [
      item('hw-1', 'narrow', { label: 'Testa stretta' }),
      item('hw-2', 'medium', { label: 'Testa media' }),
      item('hw-3', 'wide', { label: 'Testa larga' }),
    ],
  },
  /** de-ch footer: payment methods as icons only, no headline. */
  paymentMethodsDeCh: {
    _uid: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    component: 'icon_set_payment_methods',
    items: [
      item('ch-1', 'twint'),
      item('ch-2', 'accounting'),
      item('ch-3', 'paypal_instant'),
      item('ch-4', 'computop_creditcard_visa'),
      item('ch-5', 'computop_creditcard_mastercard'),
      item('ch-6', 'computop_creditcard_amex'),
    ],
    hide_labels: true,
  },
  /** de-ch sunglasses page: white and silver frames (Swiss German writes "Weiss"). */
  coloursDeCh: {
    _uid: '0c1d2e3f-4a5b-4c6d-9e8f-7a6b5c4d3e2f',
    component: 'icon_set_colours',
    headline: 'Helle Fassungen für den Sommer',
    items: [item('cw-1', 'white'), item('cw-2', 'silver'), item('cw-3', 'beige')],
    listing_link: storyLink('de-ch/sonnenbrillen'),
  },
} satisfies Record<string, IconSetBlok>;

/**
 * A draft an editor has not finished: a frame shape the catalogue does not have, and a listing
 * link to another site.
 */
export const iconSetDraftFixture = {
  _uid: '9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b',
  component: 'icon_set_frame_shapes',
  headline: 'Unsere Formen',
  items: [item('d-1', 'round'), item('d-2', 'oval_round'), item('d-3', 'aviator')],
  listing_link: urlLink('https://www.example.com/brillen/'),
} satisfies { component: `icon_set_${IconSetName}` } & Record<string, unknown>;
