import type { AccordionBlok } from './accordion.schema.ts';

/*
 * Accordion content as the content API delivers it. The language fixtures are the homepage FAQs
 * the seed writes for de-de, fr-ch, pl-pl and cs-cz (api/src/seed/content/pages/home.ts),
 * copied here because cms-blocks must not import the api; the German one is ticked as FAQ.
 */

/** The de-de homepage FAQ exactly as seeded: the schema test parses this copy. */
export const accordionSeededFixture: AccordionBlok = {
  _uid: 'f5b3a1e7-978d-5ad3-b9a0-9b6b93197459',
  component: 'accordion',
  headline: 'Häufige Fragen',
  items: [
    {
      _uid: 'cd139eec-464b-5b7a-be4e-e7361997c956',
      component: 'accordion_item',
      title: 'Wie lange dauert der Versand?',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Wir liefern innerhalb von 2–3 Werktagen mit DHL. Ab 49 € ist der Versand kostenlos.',
              },
            ],
          },
        ],
      },
    },
    {
      _uid: 'e09a727b-cf8e-562d-aff0-999bdceb46fc',
      component: 'accordion_item',
      title: 'Kann ich meine Bestellung zurückgeben?',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Sie haben 30 Tage Zeit, unbenutzte Artikel zurückzusenden: kostenlos über unser Retourenportal oder in jeder Filiale.',
              },
            ],
          },
        ],
      },
    },
    {
      _uid: '08939a70-58ff-52fc-90ad-f5768508510b',
      component: 'accordion_item',
      title: 'Wie finde ich meine Brillenwerte heraus?',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Ihre Werte stehen in Ihrem Brillenpass oder auf dem Rezept Ihrer Augenärztin oder Ihres Augenarztes. Ist die letzte Messung älter als zwei Jahre, empfehlen wir einen kostenlosen Sehtest in einer unserer ',
              },
              {
                type: 'text',
                text: 'Filialen',
                marks: [
                  {
                    type: 'link',
                    attrs: {
                      href: '/niederlassungen/',
                      uuid: null,
                      anchor: null,
                      target: '_self',
                      linktype: 'url',
                    },
                  },
                ],
              },
              {
                type: 'text',
                text: '.',
              },
            ],
          },
        ],
      },
    },
  ],
};

export const accordionFixtures: Record<'de' | 'fr' | 'pl' | 'cs', AccordionBlok> = {
  de: { ...accordionSeededFixture, faq: true },
  fr: {
    _uid: '720ffd02-f813-5bad-9cbc-02262c7a317d',
    component: 'accordion',
    headline: 'Questions fréquentes',
    items: [
      {
        _uid: 'f3830b5b-75ed-5bab-952e-05abf4046360',
        component: 'accordion_item',
        title: 'Combien de temps dure la livraison ?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Nous livrons en 1–3 jours ouvrables par La Poste Suisse. La livraison est offerte dès 59 CHF.',
                },
              ],
            },
          ],
        },
      },
      {
        _uid: 'ac139981-0a0b-5de8-a3d9-0901a367bdae',
        component: 'accordion_item',
        title: 'Puis-je retourner ma commande ?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Vous disposez de 30 jours pour renvoyer les articles non utilisés, gratuitement via notre portail de retours ou dans l’un de nos magasins.',
                },
              ],
            },
          ],
        },
      },
      {
        _uid: 'f0fbc272-1e3a-59b2-ba24-f15e59937a37',
        component: 'accordion_item',
        title: 'Comment connaître ma correction ?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Vos valeurs figurent sur votre ordonnance, établie par votre opticien ou votre ophtalmologue. Si la dernière mesure date de plus de deux ans, nous vous conseillons un examen de la vue gratuit dans l’un de nos ',
                },
                {
                  type: 'text',
                  text: 'magasins',
                  marks: [
                    {
                      type: 'link',
                      attrs: {
                        href: '/succursales/',
                        uuid: null,
                        anchor: null,
                        target: '_self',
                        linktype: 'url',
                      },
                    },
                  ],
                },
                {
                  type: 'text',
                  text: '.',
                },
              ],
            },
          ],
        },
      },
    ],
  },
  pl: {
    _uid: '890f0eda-78cc-5207-93aa-1a7b429f0ada',
    component: 'accordion',
    headline: 'Najczęstsze pytania',
    items: [
      {
        _uid: 'e427d797-10ec-5948-b203-9ce993e1b70f',
        component: 'accordion_item',
        title: 'Jak długo trwa dostawa?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Dostarczamy w ciągu 1–3 dni roboczych kurierem InPost. Od 199 zł dostawa jest bezpłatna.',
                },
              ],
            },
          ],
        },
      },
      {
        _uid: '14637c6c-4ef8-5f16-a978-09976af5d4b5',
        component: 'accordion_item',
        title: 'Czy mogę zwrócić zamówienie?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Masz 30 dni na odesłanie nieużywanych produktów, bezpłatnie przez nasz portal zwrotów lub w każdym salonie.',
                },
              ],
            },
          ],
        },
      },
      {
        _uid: '34fe017e-1e19-52fe-a938-e9a2a9b20d37',
        component: 'accordion_item',
        title: 'Jak poznać swoje parametry wzroku?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Swoje parametry znajdziesz na recepcie od optometrysty lub okulisty. Jeśli ostatni pomiar ma więcej niż dwa lata, zapraszamy na bezpłatne badanie wzroku w jednym z naszych ',
                },
                {
                  type: 'text',
                  text: 'salonów',
                  marks: [
                    {
                      type: 'link',
                      attrs: {
                        href: '/salony/',
                        uuid: null,
                        anchor: null,
                        target: '_self',
                        linktype: 'url',
                      },
                    },
                  ],
                },
                {
                  type: 'text',
                  text: '.',
                },
              ],
            },
          ],
        },
      },
    ],
  },
  cs: {
    _uid: 'f6a5871f-d95a-53da-87e7-4c40bfd29b97',
    component: 'accordion',
    headline: 'Časté dotazy',
    items: [
      {
        _uid: 'c49d6742-980e-518d-a520-91f11eec2572',
        component: 'accordion_item',
        title: 'Jak dlouho trvá doručení?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Doručujeme do 1–3 pracovních dnů prostřednictvím České pošty. Od 1 190 Kč je doprava zdarma.',
                },
              ],
            },
          ],
        },
      },
      {
        _uid: '05ac78c6-b5a7-5cbe-9147-937559451391',
        component: 'accordion_item',
        title: 'Mohu objednávku vrátit?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Nepoužité zboží můžete do 30 dnů vrátit, zdarma přes náš portál pro vrácení nebo na kterékoli pobočce.',
                },
              ],
            },
          ],
        },
      },
      {
        _uid: '96a1e817-a0c9-5f64-bcfd-69397d9f3723',
        component: 'accordion_item',
        title: 'Jak zjistím své dioptrické hodnoty?',
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Hodnoty najdete na předpisu od optometristy nebo očního lékaře. Pokud je poslední měření starší než dva roky, doporučujeme bezplatné vyšetření zraku na některé z našich ',
                },
                {
                  type: 'text',
                  text: 'poboček',
                  marks: [
                    {
                      type: 'link',
                      attrs: {
                        href: '/pobocky/',
                        uuid: null,
                        anchor: null,
                        target: '_self',
                        linktype: 'url',
                      },
                    },
                  ],
                },
                {
                  type: 'text',
                  text: '.',
                },
              ],
            },
          ],
        },
      },
    ],
  },
};

/** The sections of an instructions page (seeded de-de glasses instructions): no headline, not FAQ. */
export const accordionSectionsFixture: AccordionBlok = {
  _uid: 'f9595569-c776-5dd3-98fd-967142e98969',
  component: 'accordion',
  headline: '',
  items: [
    {
      _uid: 'f6a0276e-4049-50e7-bf27-fb741246daa2',
      component: 'accordion_item',
      title: 'Auf- und Absetzen',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Fassen Sie die Brille immer mit beiden Händen an den Bügeln, damit sie sich nicht verzieht.',
              },
            ],
          },
        ],
      },
    },
    {
      _uid: '4dca002d-fdfb-5117-a57d-ed381f68628c',
      component: 'accordion_item',
      title: 'Reinigung',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Spülen Sie die Gläser unter lauwarmem Wasser ab und trocknen Sie sie mit einem Mikrofasertuch. Kein heißes Wasser, keine Papiertaschentücher.',
              },
            ],
          },
        ],
      },
    },
    {
      _uid: 'e02b098d-b32c-5e82-9bea-93cd85398920',
      component: 'accordion_item',
      title: 'Sonnenbrillen im Straßenverkehr',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Gläser der Filterkategorie 4 sind zum Autofahren nicht geeignet. Die Kategorie steht auf dem Bügel.',
              },
            ],
          },
        ],
      },
    },
  ],
};

/** A draft an editor has not finished: a question without text, an answer left empty, a script link. */
export const accordionDraftFixture: AccordionBlok = {
  _uid: 'b7c2d9e4-31a5-4f8b-9c6d-2e1f0a9b8c7d',
  component: 'accordion',
  headline: 'Häufige Fragen zu Gleitsichtbrillen',
  items: [
    {
      _uid: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
      component: 'accordion_item',
      title: '',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'Die Eingewöhnung dauert meist ein bis zwei Wochen.' }],
          },
        ],
      },
    },
    {
      _uid: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a',
      component: 'accordion_item',
      title: 'Übernimmt die Krankenkasse die Kosten?',
      content: { type: 'doc', content: [{ type: 'paragraph' }] },
    },
    {
      _uid: 'e3f4a5b6-c7d8-4e9f-0a1b-2c3d4e5f6a7b',
      component: 'accordion_item',
      title: 'Wo kann ich Gleitsichtgläser anpassen lassen?',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'In jeder ' },
              {
                type: 'text',
                text: 'Filiale',
                marks: [
                  { type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url', target: '_self' } },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
};
