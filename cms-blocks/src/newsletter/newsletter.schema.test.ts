import { describe, expect, it } from 'vitest';
import { ConsentTextSchema } from './consent-text.schema.ts';
import { newsletterDraftFixture, newsletterFixtures } from './newsletter.fixtures.ts';
import { NewsletterContentSchema } from './newsletter.schema.ts';

/** A copy of the cs-cz homepage's newsletter block (api seed content/pages/home.ts) as the content API answers it. */
const seededCzech = {
  _uid: '460d0f3a-c209-52db-8850-d0920963d29c',
  component: 'newsletter',
  headline: 'Přihlaste se k odběru newsletteru',
  text: 'Novinky, tipy pro péči a exkluzivní nabídky: jednou měsíčně ve vaší schránce.',
  placeholder: 'Vaše e-mailová adresa',
  button_label: 'Přihlásit se',
  consent: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Přihlášením souhlasím se zasíláním newsletteru e-mailem; odhlásit se mohu kdykoli. Více v ',
          },
          {
            type: 'text',
            text: 'zásadách ochrany osobních údajů',
            marks: [
              {
                type: 'link',
                attrs: {
                  href: '/cs-cz/datenschutz',
                  uuid: '670bf9ed-45ae-5300-ad99-80c8ad56a578',
                  anchor: null,
                  target: '_self',
                  linktype: 'story',
                },
              },
            ],
          },
          { type: 'text', text: '.' },
        ],
      },
    ],
  },
};

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, ...marks: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks.length > 0 && { marks }),
});
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs });

describe('§2 content blocks: the newsletter block’s content from the CMS', () => {
  it('§9 a privacy link the content client resolved leads to the page at its translated slug', () => {
    const resolved = {
      ...seededCzech,
      consent: doc(
        paragraph(
          text(
            'zásadách ochrany osobních údajů',
            link({
              href: '/cs-cz/datenschutz',
              linktype: 'story',
              story: { full_slug: 'cs-cz/ochrana-udaju', url: 'cs-cz/ochrana-udaju' },
            }),
          ),
        ),
      ),
    };
    expect(NewsletterContentSchema.parse(resolved).consent).toEqual([
      [{ kind: 'text', text: 'zásadách ochrany osobních údajů', href: '/ochrana-udaju/' }],
    ]);
  });

  it('parses the seeded homepage block exactly as delivered', () => {
    expect(seededCzech).toEqual(newsletterFixtures.cs);
    expect(NewsletterContentSchema.parse(seededCzech)).toEqual({
      headline: 'Přihlaste se k odběru newsletteru',
      text: 'Novinky, tipy pro péči a exkluzivní nabídky: jednou měsíčně ve vaší schránce.',
      placeholder: 'Vaše e-mailová adresa',
      buttonLabel: 'Přihlásit se',
      consent: [
        [
          {
            kind: 'text',
            text: 'Přihlášením souhlasím se zasíláním newsletteru e-mailem; odhlásit se mohu kdykoli. Více v ',
          },
          // The story link's shop folder is the site's root (§2 paths end with a slash).
          { kind: 'text', text: 'zásadách ochrany osobních údajů', href: '/datenschutz/' },
          { kind: 'text', text: '.' },
        ],
      ],
    });
  });

  it('leaves out empty optional texts (the button then reads the shop’s word)', () => {
    expect(
      NewsletterContentSchema.parse({ ...seededCzech, text: '', placeholder: ' ', button_label: '' }),
    ).not.toHaveProperty('buttonLabel');
  });

  it.for([
    { name: 'no headline', fields: { headline: ' ' }, paths: ['headline'] },
    { name: 'no consent text', fields: { consent: undefined }, paths: ['consent'] },
    { name: 'an empty consent document', fields: { consent: doc() }, paths: ['consent'] },
    {
      name: 'a consent of empty paragraphs',
      fields: { consent: doc(paragraph(), paragraph(text(' '))) },
      paths: ['consent'],
    },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = NewsletterContentSchema.safeParse({ ...seededCzech, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = NewsletterContentSchema.safeParse(newsletterDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'headline',
      'consent.content.0',
    ]);
  });

  it.for(Object.entries(newsletterFixtures))('the seeded %s block is valid content', ([, blok]) => {
    expect(NewsletterContentSchema.safeParse(blok).success).toBe(true);
  });
});

describe('§2 the consent text: what a checkbox label can hold', () => {
  it.for([
    {
      name: 'bold and italic text',
      consent: doc(
        paragraph(
          text('Ich willige ein', { type: 'bold' }),
          text(' – jederzeit widerruflich.', { type: 'italic' }),
        ),
      ),
      paragraphs: [
        [
          { kind: 'text', text: 'Ich willige ein', bold: true },
          { kind: 'text', text: ' – jederzeit widerruflich.', italic: true },
        ],
      ],
    },
    {
      name: 'a line break and a second paragraph',
      consent: doc(
        paragraph(text('Zeile eins'), { type: 'hard_break' }, text('Zeile zwei')),
        paragraph(text('Absatz')),
      ),
      paragraphs: [
        [{ kind: 'text', text: 'Zeile eins' }, { kind: 'break' }, { kind: 'text', text: 'Zeile zwei' }],
        [{ kind: 'text', text: 'Absatz' }],
      ],
    },
    {
      name: 'a URL link and an email link',
      consent: doc(
        paragraph(
          text('Datenschutz', link({ href: 'https://www.lumen-optik.ch/datenschutz/', linktype: 'url' })),
          text(' oder ', { type: 'textStyle' }),
          text('E-Mail', link({ href: 'datenschutz@lumen-optik.de', linktype: 'email' })),
        ),
      ),
      paragraphs: [
        [
          { kind: 'text', text: 'Datenschutz', href: 'https://www.lumen-optik.ch/datenschutz/' },
          { kind: 'text', text: ' oder ' },
          { kind: 'text', text: 'E-Mail', href: 'mailto:datenschutz@lumen-optik.de' },
        ],
      ],
    },
    {
      name: 'an empty link: plain text',
      consent: doc(paragraph(text('Datenschutz', link({ href: '', linktype: 'story' })))),
      paragraphs: [[{ kind: 'text', text: 'Datenschutz' }]],
    },
  ])('$name', ({ consent, paragraphs }) => {
    expect(ConsentTextSchema.parse(consent)).toEqual(paragraphs);
  });

  it.for([
    {
      name: 'a script link',
      consent: doc(paragraph(text('Hier', link({ href: 'javascript:alert(1)', linktype: 'url' })))),
    },
    {
      name: 'a heading',
      consent: doc({ type: 'heading', attrs: { level: 2 }, content: [text('Einwilligung')] }),
    },
    { name: 'a list', consent: doc({ type: 'bullet_list', content: [] }) },
    {
      name: 'an image inside a paragraph',
      consent: doc(paragraph({ type: 'image', attrs: { src: 'x.png' } })),
    },
    { name: 'a plain string', consent: 'Ich willige ein.' },
  ])('refuses $name', ({ consent }) => {
    expect(ConsentTextSchema.safeParse(consent).success).toBe(false);
  });
});
