import type { FooterColumnBlok } from './footer-column.schema.ts';

/*
 * Footer columns as the content API delivers them: columns of the global footer story the seed
 * writes for de-de, fr-ch, pl-pl and cs-cz (api/src/seed/content/pages/global.ts), copied here
 * because cms-blocks must not import the api. Story links carry the shop folder in cached_url.
 */

/** The de-de service column exactly as seeded: the schema test parses this copy. */
export const footerColumnSeededFixture: FooterColumnBlok = {
  _uid: 'c315ad2d-5f5d-5cb7-b300-8d7f9b0d6970',
  component: 'footer_column',
  headline: 'Service',
  links: [
    {
      _uid: '0acc888a-cf1e-5691-9d56-56960ec2a103',
      component: 'footer_link',
      label: 'Versand',
      link: {
        id: 'fc4c40f0-bb19-5882-b73b-1860a1ab8eab',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'de-de/overlays/service/versand',
      },
    },
    {
      _uid: 'd902a0b5-825c-5117-88e1-40e7f39ad576',
      component: 'footer_link',
      label: 'Rückgabe',
      link: {
        id: '21a5a3d2-6cf4-5a89-be6d-0dee6b2b8363',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'de-de/overlays/service/rueckgabe',
      },
    },
    {
      _uid: 'b85140cb-48aa-5b85-8786-ecd91cc0827d',
      component: 'footer_link',
      label: 'Zahlungsarten',
      link: {
        id: 'e1a779d6-c202-5d62-8bd8-a8895826176f',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'de-de/overlays/service/zahlung',
      },
    },
    {
      _uid: 'd1a7c3d5-4750-5be3-89b9-11db3671766a',
      component: 'footer_link',
      label: 'Auftragsstatus',
      link: {
        id: '',
        url: '/service/auftragsstatus/',
        linktype: 'url',
        fieldtype: 'multilink',
        cached_url: '/service/auftragsstatus/',
      },
    },
  ],
};

export const footerColumnFixtures: Record<'de' | 'fr' | 'pl' | 'cs', FooterColumnBlok> = {
  de: footerColumnSeededFixture,
  /** The fr-ch company column: branches, appointment, guide and an email link. */
  fr: {
    _uid: 'dddd7395-0e43-5e91-a32d-0bf2165bbcf8',
    component: 'footer_column',
    headline: 'Lumen Optik',
    links: [
      {
        _uid: 'f34ca8c6-0b36-5514-8809-f9bf2aee3e38',
        component: 'footer_link',
        label: 'Magasins',
        link: {
          id: '',
          url: '/succursales/',
          linktype: 'url',
          fieldtype: 'multilink',
          cached_url: '/succursales/',
        },
      },
      {
        _uid: '63076f18-2364-58ca-9e82-79cfd65371a1',
        component: 'footer_link',
        label: 'Prendre rendez-vous',
        link: {
          id: '9c10bc6d-867a-5d66-9bcb-736dfc6f60c6',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'fr-ch/global/navigation/termin-buchen',
        },
      },
      {
        _uid: 'af764bc2-8fa3-5e4c-b5a8-92b6e45e4d0f',
        component: 'footer_link',
        label: 'Guide des lunettes',
        link: {
          id: 'b33aef70-c94a-5356-a2aa-1acd5ca0f667',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'fr-ch/global/navigation/brillen-ratgeber',
        },
      },
      {
        _uid: '69467b3f-14be-5e3e-b8f2-c23d54b3ea8c',
        component: 'footer_link',
        label: 'Contact',
        link: {
          id: '',
          email: 'service@lumen-optik.ch',
          linktype: 'email',
          fieldtype: 'multilink',
        },
      },
    ],
  },
  /** The pl-pl legal column. */
  pl: {
    _uid: '8057b471-9039-55d7-adf9-883f1be3480f',
    component: 'footer_column',
    headline: 'Informacje prawne',
    links: [
      {
        _uid: '0e77e9d0-cbb6-565d-aeea-4aa0f8646d3e',
        component: 'footer_link',
        label: 'Polityka prywatności',
        link: {
          id: 'cf75e225-31a0-5f3e-a66d-d75fc3618906',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'pl-pl/datenschutz',
        },
      },
      {
        _uid: '2cd7669d-ce53-5efc-96a5-a3332d99a7f3',
        component: 'footer_link',
        label: 'Nota prawna',
        link: {
          id: 'c961642d-1735-570a-bfa3-6d65ab8b2a7f',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'pl-pl/impressum',
        },
      },
      {
        _uid: '7fd607df-444a-52c3-8e22-66c8d932e798',
        component: 'footer_link',
        label: 'Instrukcje użytkowania',
        link: {
          id: '3ef6f796-6477-524a-85d8-d7e860cf6613',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'pl-pl/service/gebrauchsanweisungen/',
        },
      },
      {
        _uid: 'bff04d68-4d3e-57a5-9ade-3b23611b630f',
        component: 'footer_link',
        label: 'Deklaracje zgodności',
        link: {
          id: '74417213-4de7-5236-a4f4-bbcd87319e72',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'pl-pl/service/konformitaetserklaerungen/',
        },
      },
    ],
  },
  /** The cs-cz service column: no order status link, §2 lists no such route for cs. */
  cs: {
    _uid: 'd25191c6-a186-5744-8b32-a205a28488d0',
    component: 'footer_column',
    headline: 'Zákaznický servis',
    links: [
      {
        _uid: '805cbcd2-5057-5a6a-8959-be64159c3312',
        component: 'footer_link',
        label: 'Doprava',
        link: {
          id: '0ff12e58-4044-5dfd-a9c5-f63023b43c93',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'cs-cz/overlays/service/versand',
        },
      },
      {
        _uid: '5e5fd307-d792-5b2f-82a7-8988bf6e1a13',
        component: 'footer_link',
        label: 'Vrácení zboží',
        link: {
          id: '703fd3e0-a1e2-537a-8e80-c5312f2f9cb7',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'cs-cz/overlays/service/rueckgabe',
        },
      },
      {
        _uid: 'ab5cb625-6ab2-58c5-89a0-b0c473aae1aa',
        component: 'footer_link',
        label: 'Způsoby platby',
        link: {
          id: '9e85e299-3252-5740-9ddc-be550c0e1c5b',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'cs-cz/overlays/service/zahlung',
        },
      },
    ],
  },
};

/** The three de-de columns, as the footer lays them out. */
export const footerColumnsFixture: readonly FooterColumnBlok[] = [
  footerColumnSeededFixture,
  {
    _uid: 'b9f3326f-f22a-5a6a-b14f-50f161728bf1',
    component: 'footer_column',
    headline: 'Lumen Optik',
    links: [
      {
        _uid: 'ef603036-6909-5e09-bc66-85c7b2b10476',
        component: 'footer_link',
        label: 'Filialen',
        link: {
          id: '',
          url: '/niederlassungen/',
          linktype: 'url',
          fieldtype: 'multilink',
          cached_url: '/niederlassungen/',
        },
      },
      {
        _uid: '9a78d1cf-aa8a-50c0-8100-ce7682fb2c06',
        component: 'footer_link',
        label: 'Termin buchen',
        link: {
          id: 'c01959c8-bbeb-516f-b954-a56fe07839f7',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'de-de/global/navigation/termin-buchen',
        },
      },
      {
        _uid: '6af2a73a-a9d2-506b-808b-d170d84ed342',
        component: 'footer_link',
        label: 'Brillen-Ratgeber',
        link: {
          id: '845dd512-8f34-5ecc-a0df-ea95cb6b26d0',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'de-de/global/navigation/brillen-ratgeber',
        },
      },
      {
        _uid: '06a081fa-2fdb-52d1-bff0-733ad483c6aa',
        component: 'footer_link',
        label: 'Kontakt',
        link: {
          id: '',
          email: 'service@lumen-optik.de',
          linktype: 'email',
          fieldtype: 'multilink',
        },
      },
    ],
  },
  {
    _uid: '75fc020c-7800-513b-9d8d-47a2c4dd86f0',
    component: 'footer_column',
    headline: 'Rechtliches',
    links: [
      {
        _uid: 'a32a9bca-207f-5d3b-9d2c-66cdcd8f034b',
        component: 'footer_link',
        label: 'Datenschutz',
        link: {
          id: 'e1f95cc2-5e4e-597f-b1c2-1c7ccf3383df',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'de-de/datenschutz',
        },
      },
      {
        _uid: '4204955e-cb0b-5d45-8eef-de3c16247463',
        component: 'footer_link',
        label: 'Impressum',
        link: {
          id: '45e58b06-2650-5609-93a7-a6a6cb11209c',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'de-de/impressum',
        },
      },
      {
        _uid: '0d999d00-bd80-5bde-b8f8-95f03703b746',
        component: 'footer_link',
        label: 'Gebrauchsanweisungen',
        link: {
          id: '17b54598-5b1c-5edb-9aea-f2271c6e6e40',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'de-de/service/gebrauchsanweisungen/',
        },
      },
      {
        _uid: '2c745149-6469-5802-8e36-1833d2a4a601',
        component: 'footer_link',
        label: 'Konformitätserklärungen',
        link: {
          id: '40477f94-010f-54d0-bbea-6d6c63a3883e',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'de-de/service/konformitaetserklaerungen/',
        },
      },
    ],
  },
];

/** A draft an editor has not finished: a link without text, one going nowhere, a script link. */
export const footerColumnDraftFixture: FooterColumnBlok = {
  _uid: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  component: 'footer_column',
  headline: 'Service',
  links: [
    {
      _uid: '1d2e3f4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a',
      component: 'footer_link',
      label: '',
      link: {
        id: '',
        url: '/service/auftragsstatus/',
        linktype: 'url',
        fieldtype: 'multilink',
        cached_url: '/service/auftragsstatus/',
      },
    },
    {
      _uid: '2e3f4a5b-6c7d-4e8f-8a9b-1c2d3e4f5a6b',
      component: 'footer_link',
      label: 'Versand',
      link: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
    },
    {
      _uid: '3f4a5b6c-7d8e-4f9a-9b0c-2d3e4f5a6b7c',
      component: 'footer_link',
      label: 'Gutscheine',
      link: { id: '', url: 'javascript:alert(1)', linktype: 'url', fieldtype: 'multilink', cached_url: '' },
    },
  ],
};
