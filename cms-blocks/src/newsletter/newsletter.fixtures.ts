import type { NewsletterBlok } from './newsletter.schema.ts';

/*
 * Newsletter blocks as the content API delivers them: copies of the seeded homepage's block
 * (api/src/seed/content/pages/home.ts) in de-de, fr-ch, it-ch, pl-pl and cs-cz.
 */

type Seeded = { headline: string; text: string; placeholder: string; button: string };

function seeded(
  shop: string,
  uuid: string,
  texts: Seeded,
  consent: readonly [before: string, link: string, after: string],
): NewsletterBlok {
  return {
    _uid: '460d0f3a-c209-52db-8850-d0920963d29c',
    component: 'newsletter',
    headline: texts.headline,
    text: texts.text,
    placeholder: texts.placeholder,
    button_label: texts.button,
    consent: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: consent[0] },
            {
              type: 'text',
              text: consent[1],
              marks: [
                {
                  type: 'link',
                  attrs: {
                    href: `/${shop}/datenschutz`,
                    uuid,
                    anchor: null,
                    target: '_self',
                    linktype: 'story',
                  },
                },
              ],
            },
            { type: 'text', text: consent[2] },
          ],
        },
      ],
    },
  };
}

export const newsletterFixtures = {
  de: seeded(
    'de-de',
    'e1f95cc2-5e4e-597f-b1c2-1c7ccf3383df',
    {
      headline: 'Newsletter abonnieren',
      text: 'Neuheiten, Pflegetipps und exklusive Angebote: einmal im Monat in Ihrem Postfach.',
      placeholder: 'Ihre E-Mail-Adresse',
      button: 'Anmelden',
    },
    [
      'Mit der Anmeldung willige ich ein, den Newsletter per E-Mail zu erhalten; abmelden kann ich mich jederzeit. Mehr dazu in der ',
      'Datenschutzerklärung',
      '.',
    ],
  ),
  fr: seeded(
    'fr-ch',
    '2d7aeccf-0414-57f1-857d-581de203165e',
    {
      headline: 'S’abonner à la newsletter',
      text: 'Nouveautés, conseils d’entretien et offres exclusives : une fois par mois dans votre boîte mail.',
      placeholder: 'Votre adresse e-mail',
      button: 'S’inscrire',
    },
    [
      'En m’inscrivant, j’accepte de recevoir la newsletter par e-mail ; je peux me désinscrire à tout moment. Plus d’informations dans la ',
      'déclaration de protection des données',
      '.',
    ],
  ),
  it: seeded(
    'it-ch',
    'a3376283-5541-5b72-8aa3-45877347729f',
    {
      headline: 'Iscriviti alla newsletter',
      text: 'Novità, consigli per la cura e offerte esclusive: una volta al mese nella tua casella di posta.',
      placeholder: 'Il tuo indirizzo e-mail',
      button: 'Iscriviti',
    },
    [
      'Iscrivendomi acconsento a ricevere la newsletter via e-mail; posso annullare l’iscrizione in qualsiasi momento. Maggiori informazioni nell’',
      'informativa sulla privacy',
      '.',
    ],
  ),
  pl: seeded(
    'pl-pl',
    'cf75e225-31a0-5f3e-a66d-d75fc3618906',
    {
      headline: 'Zapisz się do newslettera',
      text: 'Nowości, porady dotyczące pielęgnacji i ekskluzywne oferty: raz w miesiącu w Twojej skrzynce.',
      placeholder: 'Twój adres e-mail',
      button: 'Zapisz się',
    },
    [
      'Zapisując się, zgadzam się na otrzymywanie newslettera e-mailem; zgodę mogę wycofać w każdej chwili. Więcej w ',
      'polityce prywatności',
      '.',
    ],
  ),
  cs: seeded(
    'cs-cz',
    '670bf9ed-45ae-5300-ad99-80c8ad56a578',
    {
      headline: 'Přihlaste se k odběru newsletteru',
      text: 'Novinky, tipy pro péči a exkluzivní nabídky: jednou měsíčně ve vaší schránce.',
      placeholder: 'Vaše e-mailová adresa',
      button: 'Přihlásit se',
    },
    [
      'Přihlášením souhlasím se zasíláním newsletteru e-mailem; odhlásit se mohu kdykoli. Více v ',
      'zásadách ochrany osobních údajů',
      '.',
    ],
  ),
} satisfies Record<string, NewsletterBlok>;

/** A draft: no headline, and a consent text that is a heading with a script link. */
export const newsletterDraftFixture: NewsletterBlok = {
  _uid: '0b1c2d3e-4f5a-4b6c-7d8e-9f0a1b2c3d4e',
  component: 'newsletter',
  headline: '',
  placeholder: 'Ihre E-Mail-Adresse',
  button_label: 'Anmelden',
  consent: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Einwilligung',
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }],
          },
        ],
      },
    ],
  },
};
