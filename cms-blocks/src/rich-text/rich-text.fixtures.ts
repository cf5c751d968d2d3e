/*
 * Storyblok rich text documents as the content API delivers them, in four shop languages. The
 * blocks' fixtures and stories use them. The link marks are those the seed writes
 * (api/src/seed/content/richtext.ts): story links carry the shop folder in their href.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const text = (value: string, marks?: Node[]): Node =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const paragraph = (...content: Node[]): Node => ({ type: 'paragraph', content });
const heading = (level: number, value: string): Node => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const bulletList = (...items: Node[][]): Node => ({
  type: 'bullet_list',
  content: items.map((content) => ({ type: 'list_item', content: [paragraph(...content)] })),
});
const bold = { type: 'bold' };

function storyLink(fullSlug: string, uuid: string): Node {
  return {
    type: 'link',
    attrs: { href: `/${fullSlug}`, uuid, anchor: null, target: '_self', linktype: 'story' },
  };
}

function urlLink(href: string, target: '_self' | '_blank' = '_self'): Node {
  return { type: 'link', attrs: { href, uuid: null, anchor: null, target, linktype: 'url' } };
}

function emailLink(email: string): Node {
  return { type: 'link', attrs: { href: email, uuid: null, anchor: null, target: null, linktype: 'email' } };
}

/** A Storyblok rich text document: `{ type: 'doc', content }`. */
export type RichTextJson = { type: 'doc'; content: Node[] };

const doc = (...content: Node[]): RichTextJson => ({ type: 'doc', content });

/** Page intros: a heading, running text with every kind of link, a list. */
export const richTextFixtures: Record<'de' | 'fr' | 'pl' | 'cs', RichTextJson> = {
  de: doc(
    heading(2, 'Welche Brille passt zu mir?'),
    paragraph(
      text('Gesichtsform, Material und Gläser entscheiden. Lassen Sie sich in einer unserer '),
      text('Filialen', [urlLink('/niederlassungen/')]),
      text(' beraten oder lesen Sie unsere '),
      text('Datenschutzerklärung', [storyLink('de-de/datenschutz', '3f8e1c52-6a1d-5b7e-9c40-2d5e8f1a7b93')]),
      text('.'),
    ),
    bulletList(
      [text('Runde Gesichter: ', [bold]), text('eckige und rechteckige Fassungen')],
      [text('Eckige Gesichter: ', [bold]), text('runde und ovale Formen')],
    ),
    paragraph(
      text('Fragen? Schreiben Sie an '),
      text('service@lumen-optik.de', [emailLink('service@lumen-optik.de')]),
      text('.'),
    ),
  ),
  fr: doc(
    heading(2, 'Quelles lunettes me vont ?'),
    paragraph(
      text(
        'La forme du visage, le matériau et les verres font la différence. Faites-vous conseiller dans l’une de nos ',
      ),
      text('magasins', [urlLink('/succursales/')]),
      text(' ou consultez le '),
      text('guide de l’Association suisse des opticiens', [
        urlLink('https://www.optikschweiz.ch/fr/', '_blank'),
      ]),
      text('.'),
    ),
    bulletList(
      [text('Visages ronds : ', [bold]), text('montures carrées et rectangulaires')],
      [text('Visages carrés : ', [bold]), text('formes rondes et ovales')],
    ),
  ),
  pl: doc(
    heading(2, 'Jakie okulary do mnie pasują?'),
    paragraph(
      text('Liczy się kształt twarzy, materiał i soczewki. Skorzystaj z porady w jednym z naszych '),
      text('salonów', [urlLink('/salony/')]),
      text(' albo przeczytaj naszą '),
      text('politykę prywatności', [
        storyLink('pl-pl/ochronadanych', '0b7d2e94-1c3a-5f68-8d2b-6e4f9a1c3d57'),
      ]),
      text('.'),
    ),
    bulletList(
      [text('Okrągła twarz: ', [bold]), text('kanciaste i prostokątne oprawki')],
      [text('Kwadratowa twarz: ', [bold]), text('okrągłe i owalne kształty')],
    ),
  ),
  cs: doc(
    heading(2, 'Jaké brýle mi sluší?'),
    paragraph(
      text('Rozhoduje tvar obličeje, materiál a skla. Nechte si poradit na některé z našich '),
      text('poboček', [urlLink('/pobocky/')]),
      text(' nebo nám napište na '),
      text('zakaznici@lumen-optik.cz', [emailLink('zakaznici@lumen-optik.cz')]),
      text('.'),
    ),
    bulletList(
      [text('Kulatý obličej: ', [bold]), text('hranaté a obdélníkové obroučky')],
      [text('Hranatý obličej: ', [bold]), text('kulaté a oválné tvary')],
    ),
  ),
};

/**
 * Every node and mark a Storyblok editor can set, in German: the rich text's screenshot target.
 * (Emoji aside: the test browser has no emoji font; the schema test covers them.)
 */
export const richTextShowcaseFixture: RichTextJson = doc(
  heading(2, 'Pflege Ihrer Kontaktlinsen'),
  paragraph(
    text('Reinigen Sie Ihre Linsen '),
    text('jeden Abend', [bold]),
    text(', am besten mit '),
    text('frischer', [{ type: 'italic' }]),
    text(' Lösung. '),
    text('Leitungswasser', [{ type: 'strike' }]),
    text(' ist tabu; '),
    text('wichtig', [{ type: 'underline' }]),
    text(' ist auch der Behälter. Chemisch: H'),
    text('2', [{ type: 'subscript' }]),
    text('O'),
    text('2', [{ type: 'subscript' }]),
    text(', Härte 10'),
    text('3', [{ type: 'superscript' }]),
    text('. Der Code '),
    text('PFLEGE10', [{ type: 'code' }]),
    text(' gilt bis Monatsende, '),
    text('solange der Vorrat reicht', [{ type: 'highlight', attrs: { color: '#fff59d' } }]),
    text('. '),
    text('In Rot', [{ type: 'textStyle', attrs: { color: '#ff0000' } }]),
    text(' wird nichts hervorgehoben.'),
  ),
  heading(3, 'Schritt für Schritt'),
  {
    type: 'ordered_list',
    attrs: { order: 1 },
    content: [
      { type: 'list_item', content: [paragraph(text('Hände waschen und abtrocknen.'))] },
      { type: 'list_item', content: [paragraph(text('Linse mit Lösung abreiben und spülen.'))] },
      { type: 'list_item', content: [paragraph(text('Mindestens sechs Stunden in frische Lösung legen.'))] },
    ],
  },
  {
    type: 'blockquote',
    content: [paragraph(text('Eine saubere Linse ist die halbe Miete. – Ihre Augenoptikerin'))],
  },
  paragraph(text('Erste Zeile der Adresse'), { type: 'hard_break' }, text('Hohe Bleichen 12, 20354 Hamburg')),
  { type: 'horizontal_rule' },
  {
    type: 'table',
    content: [
      {
        type: 'tableRow',
        content: [
          { type: 'tableHeader', attrs: { colspan: 1, rowspan: 1 }, content: [paragraph(text('Linsentyp'))] },
          { type: 'tableHeader', attrs: { colspan: 1, rowspan: 1 }, content: [paragraph(text('Wechsel'))] },
        ],
      },
      {
        type: 'tableRow',
        content: [
          { type: 'tableCell', attrs: { colspan: 1, rowspan: 1 }, content: [paragraph(text('Tageslinsen'))] },
          { type: 'tableCell', attrs: { colspan: 1, rowspan: 1 }, content: [paragraph(text('täglich'))] },
        ],
      },
      {
        type: 'tableRow',
        content: [
          {
            type: 'tableCell',
            attrs: { colspan: 1, rowspan: 1 },
            content: [paragraph(text('Monatslinsen'))],
          },
          {
            type: 'tableCell',
            attrs: { colspan: 1, rowspan: 1 },
            content: [paragraph(text('nach 30 Tagen'))],
          },
        ],
      },
    ],
  },
  {
    type: 'code_block',
    attrs: { class: 'language-text' },
    content: [text('Artikelnummer: 4012345678901')],
  },
  paragraph(
    text('Mehr in der '),
    text('Gebrauchsanweisung', [
      storyLink('de-de/service/gebrauchsanweisungen/kontaktlinsen', '8c2f6a1e-4b3d-5e79-a0c1-9d8e7f6a5b4c'),
    ]),
    text(' und bei der '),
    text('Bundeszentrale für gesundheitliche Aufklärung', [urlLink('https://www.bzga.de/', '_blank')]),
    text('.'),
  ),
);
