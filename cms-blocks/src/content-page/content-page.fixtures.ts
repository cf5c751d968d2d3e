import type { ContentPageBlok } from './content-page.schema.ts';

/*
 * Content pages as the content API delivers them (a story's `content`): pages the seed writes for
 * de-de, fr-ch, pl-pl and cs-cz (api/src/seed/content/pages/), copied here because cms-blocks
 * must not import the api. The seed gives no side navigation; the German page adds one, as an
 * editor would for the service pages.
 */

/** The de-de frame guide exactly as seeded (intro, a hero teaser): the schema test parses this copy. */
export const contentPageSeededFixture: ContentPageBlok = {
  _uid: '7d1dcaa8-9e80-5928-8323-6bb56d1f99ad',
  component: 'content_page',
  title: 'Brillen-Ratgeber',
  seo: {
    _uid: '8de5d902-18bc-5d33-93df-244f38848527',
    plugin: 'seo_metatags',
    title: 'Brillen-Ratgeber | Lumen Optik',
    description: 'Gesichtsform, Material und Gläser: unser Ratgeber hilft bei der Wahl der Fassung.',
    og_title: 'Brillen-Ratgeber | Lumen Optik',
    og_description: 'Gesichtsform, Material und Gläser: unser Ratgeber hilft bei der Wahl der Fassung.',
    og_image: '',
    twitter_title: 'Brillen-Ratgeber | Lumen Optik',
    twitter_description: 'Gesichtsform, Material und Gläser: unser Ratgeber hilft bei der Wahl der Fassung.',
    twitter_image: '',
  },
  robots: '',
  intro: {
    type: 'doc',
    content: [
      {
        type: 'heading',
        attrs: {
          level: 2,
        },
        content: [
          {
            type: 'text',
            text: 'Runde Gesichter',
          },
        ],
      },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Eckige und rechteckige Fassungen setzen einen Kontrast und strecken das Gesicht.',
          },
        ],
      },
      {
        type: 'heading',
        attrs: {
          level: 2,
        },
        content: [
          {
            type: 'text',
            text: 'Eckige Gesichter',
          },
        ],
      },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Runde und ovale Formen machen markante Züge weicher.',
          },
        ],
      },
      {
        type: 'heading',
        attrs: {
          level: 2,
        },
        content: [
          {
            type: 'text',
            text: 'Ovale Gesichter',
          },
        ],
      },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Hier passt fast jede Form; achten Sie darauf, dass die Fassung nicht breiter ist als Ihr Gesicht.',
          },
        ],
      },
    ],
  },
  body: [
    {
      _uid: 'e0b45151-43bd-5abf-a1dd-07ce9b48234b',
      component: 'hero_teaser',
      headline: 'Welche Brille passt zu mir?',
      text: 'Gesichtsform, Material und Gläser: unser Ratgeber hilft bei der Wahl der Fassung.',
      image: {
        id: 130125738,
        alt: 'Brillenfassung aus Acetat',
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
      cta_label: 'Fassungen ansehen',
      cta_link: {
        id: '',
        url: '/brillen/brillenfassungen/',
        linktype: 'url',
        fieldtype: 'multilink',
        cached_url: '/brillen/brillenfassungen/',
      },
      theme: 'light',
    },
  ],
};

/** The side navigation an editor gives the de-de service pages. */
export const serviceNavigation = {
  side_navigation_title: 'Service und Beratung',
  side_navigation: [
    {
      _uid: 'ae11d3f0-7a4c-5e8b-9d2f-1c3b5a7e9f01',
      component: 'side_navigation_link',
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
      _uid: 'b2c3d4e5-8b5d-5f9c-8e3a-2d4c6b8f0a12',
      component: 'side_navigation_link',
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
      _uid: 'c3d4e5f6-9c6e-5a0d-9f4b-3e5d7c9a1b23',
      component: 'side_navigation_link',
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
      _uid: 'd4e5f6a7-0d7f-5b1e-8a5c-4f6e8d0b2c34',
      component: 'side_navigation_link',
      label: 'Gebrauchsanweisungen',
      link: {
        id: '6a0b5c2e-55b4-5f0b-9f3f-6f8a47d2a1c4',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'de-de/service/gebrauchsanweisungen/',
      },
    },
  ],
} satisfies Pick<ContentPageBlok, 'side_navigation_title' | 'side_navigation'>;

export const contentPageFixtures: Record<'de' | 'fr' | 'pl' | 'cs', ContentPageBlok> = {
  /** The de-de frame guide with the service navigation. */
  de: { ...contentPageSeededFixture, ...serviceNavigation },
  /** The fr-ch frame guide. */
  fr: {
    _uid: 'cf61f658-47a2-5772-a5a6-303c3727b377',
    component: 'content_page',
    title: 'Guide des lunettes',
    seo: {
      _uid: 'dfe8f8cd-3c2b-5123-bdcb-d2debefbbddb',
      plugin: 'seo_metatags',
      title: 'Guide des lunettes | Lumen Optik',
      description: 'Forme du visage, matériau et verres : notre guide vous aide à choisir votre monture.',
      og_title: 'Guide des lunettes | Lumen Optik',
      og_description: 'Forme du visage, matériau et verres : notre guide vous aide à choisir votre monture.',
      og_image: '',
      twitter_title: 'Guide des lunettes | Lumen Optik',
      twitter_description:
        'Forme du visage, matériau et verres : notre guide vous aide à choisir votre monture.',
      twitter_image: '',
    },
    robots: '',
    intro: {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: {
            level: 2,
          },
          content: [
            {
              type: 'text',
              text: 'Visages ronds',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Les montures carrées et rectangulaires créent un contraste et allongent le visage.',
            },
          ],
        },
        {
          type: 'heading',
          attrs: {
            level: 2,
          },
          content: [
            {
              type: 'text',
              text: 'Visages carrés',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Les formes rondes et ovales adoucissent les traits marqués.',
            },
          ],
        },
        {
          type: 'heading',
          attrs: {
            level: 2,
          },
          content: [
            {
              type: 'text',
              text: 'Visages ovales',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Presque toutes les formes conviennent ; veillez simplement à ce que la monture ne soit pas plus large que votre visage.',
            },
          ],
        },
      ],
    },
    body: [
      {
        _uid: '0a679dca-b519-55d7-a307-064740d18c5d',
        component: 'hero_teaser',
        headline: 'Quelles lunettes me vont ?',
        text: 'Forme du visage, matériau et verres : notre guide vous aide à choisir votre monture.',
        image: {
          id: 130125738,
          alt: 'Monture en acétate',
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
        cta_label: 'Voir les montures',
        cta_link: {
          id: '',
          url: '/lunettes/montures/',
          linktype: 'url',
          fieldtype: 'multilink',
          cached_url: '/lunettes/montures/',
        },
        theme: 'light',
      },
    ],
  },
  /** The pl-pl imprint: an intro, no blocks. */
  pl: {
    _uid: '54d5125d-f45a-5714-94dc-c77aeacafeb6',
    component: 'content_page',
    title: 'Nota prawna',
    seo: {
      _uid: 'f39ddeb3-1814-5dcb-9c85-8616b9b21ff2',
      plugin: 'seo_metatags',
      title: 'Nota prawna | Lumen Optyk',
      description: 'Lumen Optyk sp. z o.o. jest operatorem tego sklepu internetowego.',
      og_title: 'Nota prawna | Lumen Optyk',
      og_description: 'Lumen Optyk sp. z o.o. jest operatorem tego sklepu internetowego.',
      og_image: '',
      twitter_title: 'Nota prawna | Lumen Optyk',
      twitter_description: 'Lumen Optyk sp. z o.o. jest operatorem tego sklepu internetowego.',
      twitter_image: '',
    },
    robots: '',
    intro: {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: {
            level: 2,
          },
          content: [
            {
              type: 'text',
              text: 'Lumen Optyk sp. z o.o.',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'ul. Marszałkowska 84/92, 00-514 Warszawa, Polska',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Reprezentowana przez: Agnieszka Zielińska',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Wpis do rejestru: Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS, KRS 0000784512',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'NIP UE: PL5252817346',
            },
          ],
        },
        {
          type: 'heading',
          attrs: {
            level: 2,
          },
          content: [
            {
              type: 'text',
              text: 'Kontakt',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Telefon: +48 22 307 4150 (pn.–pt. 8–18)',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'E-mail: ',
            },
            {
              type: 'text',
              text: 'obsluga@lumen-optyk.pl',
              marks: [
                {
                  type: 'link',
                  attrs: {
                    href: 'obsluga@lumen-optyk.pl',
                    uuid: null,
                    anchor: null,
                    target: null,
                    linktype: 'email',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
    body: [],
  },
  /** The cs-cz overview of the declarations of conformity: links to its pages in the intro. */
  cs: {
    _uid: '07902a87-cdee-5b34-a667-e757c5343263',
    component: 'content_page',
    title: 'Prohlášení o shodě',
    seo: {
      _uid: 'c5266491-28fa-5d47-90ac-4c5477a2b86b',
      plugin: 'seo_metatags',
      title: 'Prohlášení o shodě | Lumen Optika',
      description: '',
      og_title: 'Prohlášení o shodě | Lumen Optika',
      og_description: '',
      og_image: '',
      twitter_title: 'Prohlášení o shodě | Lumen Optika',
      twitter_description: '',
      twitter_image: '',
    },
    robots: '',
    intro: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Kontaktní čočky, prostředky péče a brýle na čtení naší vlastní značky jsou zdravotnické prostředky s označením CE. Zde najdete jejich EU prohlášení o shodě.',
            },
          ],
        },
        {
          type: 'bullet_list',
          content: [
            {
              type: 'list_item',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'Kontaktní čočky',
                      marks: [
                        {
                          type: 'link',
                          attrs: {
                            href: '/cs-cz/service/konformitaetserklaerungen/kontaktlinsen',
                            uuid: 'd852b940-12e4-53a3-b694-7c6b4501d8fa',
                            anchor: null,
                            target: '_self',
                            linktype: 'story',
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              type: 'list_item',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'Prostředky péče',
                      marks: [
                        {
                          type: 'link',
                          attrs: {
                            href: '/cs-cz/service/konformitaetserklaerungen/pflegemittel',
                            uuid: '05a280be-2413-5dc9-9ff0-2d4e7b6633ef',
                            anchor: null,
                            target: '_self',
                            linktype: 'story',
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              type: 'list_item',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'Hotové brýle na čtení',
                      marks: [
                        {
                          type: 'link',
                          attrs: {
                            href: '/cs-cz/service/konformitaetserklaerungen/lesebrillen',
                            uuid: 'b80ed456-229f-51ad-8896-f16231e88825',
                            anchor: null,
                            target: '_self',
                            linktype: 'story',
                          },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    body: [],
  },
};

/** A draft an editor has not finished: no title, a script link in the intro, an unnamed navigation. */
export const contentPageDraftFixture: ContentPageBlok = {
  _uid: '4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d',
  component: 'content_page',
  title: '',
  robots: '',
  intro: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Alle Termine finden Sie im ' },
          {
            type: 'text',
            text: 'Kalender',
            marks: [
              { type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url', target: '_self' } },
            ],
          },
        ],
      },
    ],
  },
  body: [],
  side_navigation: serviceNavigation.side_navigation.slice(0, 2),
};
