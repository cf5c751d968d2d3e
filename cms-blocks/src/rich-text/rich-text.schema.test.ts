import { describe, expect, it } from 'vitest';
import { richTextFixtures, richTextShowcaseFixture } from './rich-text.fixtures.ts';
import { OptionalRichTextSchema, RichTextSchema } from './rich-text.schema.ts';

const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const linked = (attrs: object) => doc(paragraph(text('Mehr'), text('hier', [{ type: 'link', attrs }])));

/** The intro of the seeded not-found page (global/not-found, de-de): a paragraph with a URL link. */
const seededNotFoundIntro = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Die Seite, die Sie suchen, gibt es nicht oder nicht mehr. Vielleicht hilft die Suche weiter, oder Sie starten auf der ',
        },
        {
          type: 'text',
          text: 'Startseite',
          marks: [
            {
              type: 'link',
              attrs: { href: '/', uuid: null, anchor: null, target: '_self', linktype: 'url' },
            },
          ],
        },
        { type: 'text', text: '.' },
      ],
    },
  ],
};

function linkAttrs(document: unknown) {
  const parsed = RichTextSchema.parse(document);
  const [first] = parsed.content;
  const linkedText = first?.type === 'paragraph' ? first.content?.[1] : undefined;
  const mark = linkedText?.type === 'text' ? linkedText.marks?.[0] : undefined;
  return mark?.type === 'link' ? mark.attrs : undefined;
}

describe('§2 content blocks: Storyblok rich text', () => {
  it('parses the seeded not-found intro and keeps its link to the homepage', () => {
    expect(linkAttrs(seededNotFoundIntro)).toMatchObject({ href: '/', linktype: 'url', target: null });
  });

  it.for(Object.entries(richTextFixtures))('the %s fixture is valid rich text', ([, document]) => {
    expect(RichTextSchema.safeParse(document).success).toBe(true);
  });

  it('the showcase of every node and mark is valid rich text', () => {
    expect(RichTextSchema.safeParse(richTextShowcaseFixture).success).toBe(true);
  });

  it.for([
    {
      name: 'a story link (seeded with the shop folder) becomes the shop path with a trailing slash (§2)',
      attrs: { href: '/de-de/datenschutz', uuid: 'a1', anchor: null, target: '_self', linktype: 'story' },
      expected: { href: '/datenschutz/', uuid: 'a1', target: null, linktype: 'story', custom: null },
    },
    {
      name: 'a story link the client resolved leads to the story’s slug in the shop’s language (§9)',
      attrs: {
        href: '/fr-ch/datenschutz',
        uuid: 'a1',
        linktype: 'story',
        story: { uuid: 'a1', full_slug: 'fr-ch/protectiondesdonnees', url: 'fr-ch/protectiondesdonnees' },
      },
      expected: { href: '/protectiondesdonnees/', uuid: 'a1', linktype: 'story' },
    },
    {
      name: 'a story link with an anchor',
      attrs: { href: '/de-de/service/sehtest', anchor: 'termin', linktype: 'story' },
      expected: { href: '/service/sehtest/#termin', anchor: null },
    },
    {
      name: 'an email link becomes mailto:',
      attrs: { href: 'service@lumen-optik.de', linktype: 'email', target: null },
      expected: { href: 'mailto:service@lumen-optik.de', linktype: 'email' },
    },
    {
      name: 'a path of the shop stays as it is',
      attrs: { href: '/niederlassungen/', linktype: 'url' },
      expected: { href: '/niederlassungen/', custom: null },
    },
    {
      name: 'an address of another site is marked external',
      attrs: { href: 'https://www.bzga.de/', linktype: 'url' },
      expected: { href: 'https://www.bzga.de/', custom: { external: true } },
    },
    {
      name: 'a link to open in a new tab keeps its target',
      attrs: { href: 'https://www.bzga.de/', linktype: 'url', target: '_blank' },
      expected: { target: '_blank' },
    },
    {
      name: 'a link without a link type is read as a URL',
      attrs: { href: '/salony/' },
      expected: { href: '/salony/', linktype: 'url' },
    },
  ])('$name', ({ attrs, expected }) => {
    expect(linkAttrs(linked(attrs))).toMatchObject(expected);
  });

  it('an empty link leaves its text as plain text', () => {
    const parsed = RichTextSchema.parse(linked({ href: '', linktype: 'story' }));
    expect(parsed.content[0]).toEqual(paragraph(text('Mehr'), text('hier')));
  });

  it.for([
    { name: 'a script address', attrs: { href: 'javascript:alert(1)', linktype: 'url' } },
    { name: 'a protocol-relative address', attrs: { href: '//evil.example/', linktype: 'url' } },
    { name: 'a malformed email address', attrs: { href: 'kein-at-zeichen', linktype: 'email' } },
  ])('names the link of $name as the failing field', ({ attrs }) => {
    const result = RichTextSchema.safeParse(linked(attrs));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'content.0.content.1.marks.0.attrs.href',
    ]);
  });

  it('drops raw colours and CSS classes: the design tokens style the text', () => {
    const parsed = RichTextSchema.parse(
      doc(
        paragraph(
          text('rot', [{ type: 'textStyle', attrs: { color: '#ff0000' } }]),
          text('gelb', [{ type: 'highlight', attrs: { color: '#ffff00' } }]),
          text('klasse', [{ type: 'styled', attrs: { class: 'red' } }]),
        ),
      ),
    );
    expect(parsed.content[0]).toEqual(
      paragraph(text('rot'), text('gelb', [{ type: 'highlight', attrs: { color: null } }]), text('klasse')),
    );
  });

  it.for([
    {
      name: 'an unknown node shows its text unwrapped',
      node: { type: 'callout', content: [paragraph(text('Hinweis'))] },
      expected: [paragraph(text('Hinweis'))],
    },
    {
      name: 'a heading without a level is a level-two heading',
      node: { type: 'heading', content: [text('Titel')] },
      expected: [{ type: 'heading', attrs: { level: 2, textAlign: null }, content: [text('Titel')] }],
    },
    {
      name: 'a heading with a level out of range is a level-two heading',
      node: { type: 'heading', attrs: { level: 9 }, content: [text('Titel')] },
      expected: [{ type: 'heading', attrs: { level: 2, textAlign: null }, content: [text('Titel')] }],
    },
    {
      name: 'an inline image keeps its address and alt text',
      node: {
        type: 'image',
        attrs: { src: 'https://a.storyblok.com/f/1/800x600/a/brille.jpg', alt: 'Brille' },
      },
      expected: [
        {
          type: 'image',
          attrs: {
            id: null,
            src: 'https://a.storyblok.com/f/1/800x600/a/brille.jpg',
            alt: 'Brille',
            title: null,
            source: null,
            copyright: null,
            meta_data: null,
          },
        },
      ],
    },
    {
      name: 'an emoji keeps its character',
      node: {
        type: 'emoji',
        attrs: { name: 'eyes', emoji: '👀', fallbackImage: 'https://cdn.example/eyes.png' },
      },
      expected: [{ type: 'emoji', attrs: { name: 'eyes', emoji: '👀', fallbackImage: '' } }],
    },
    {
      name: 'an image without an address is left out',
      node: { type: 'image', attrs: { src: '' } },
      expected: [],
    },
  ])('$name', ({ node, expected }) => {
    expect(RichTextSchema.parse(doc(paragraph(text('Text')), node)).content.slice(1)).toEqual(expected);
  });

  it.for([
    {
      name: 'an image from a script address',
      node: { type: 'image', attrs: { src: 'javascript:alert(1)' } },
      path: 'content.1.attrs.src',
    },
    {
      name: 'a block inside the text',
      node: { type: 'blok', attrs: { id: 'b1', body: [] } },
      path: 'content.1',
    },
    { name: 'content that is not a node', node: 'Absatz', path: 'content.1' },
  ])('names the failing node for $name', ({ node, path }) => {
    const result = RichTextSchema.safeParse(doc(paragraph(text('Text')), node));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });

  it.for([
    { name: 'an empty string (an untouched field)', value: '' },
    { name: 'null', value: null },
    { name: 'a document with one empty paragraph', value: doc({ type: 'paragraph' }) },
    { name: 'a document of blank text', value: doc(paragraph(text('  '))) },
    { name: 'a document without content', value: { type: 'doc' } },
  ])('a required text refuses $name, an optional one reads it as no text', ({ value }) => {
    expect(RichTextSchema.safeParse(value).success).toBe(false);
    expect(OptionalRichTextSchema.parse(value)).toBeUndefined();
  });

  it('an optional text that is not missing must still be a document', () => {
    expect(OptionalRichTextSchema.safeParse('Nur Text').success).toBe(false);
  });
});
