import { describe, expect, it } from 'vitest';
import {
  accordionDraftFixture,
  accordionFixtures,
  accordionSectionsFixture,
  accordionSeededFixture,
} from './accordion.fixtures.ts';
import { AccordionContentSchema } from './accordion.schema.ts';

const answer = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'In 2 bis 4 Werktagen.' }] }],
};
const item = (fields: object = {}) => ({
  _uid: 'i1',
  component: 'accordion_item',
  title: 'Wie lange dauert der Versand?',
  content: answer,
  ...fields,
});

/** The smallest valid accordion as the CMS sends it, to vary one field at a time. */
const minimal = { _uid: 'a1', component: 'accordion', items: [item()] };

describe('§2 content blocks: accordion content from the CMS', () => {
  it('parses the seeded de-de homepage FAQ into questions and rich-text answers', () => {
    const content = AccordionContentSchema.parse(accordionSeededFixture);
    expect(content.headline).toBe('Häufige Fragen');
    expect(content.items.map((entry) => entry.title)).toEqual([
      'Wie lange dauert der Versand?',
      'Kann ich meine Bestellung zurückgeben?',
      'Wie finde ich meine Brillenwerte heraus?',
    ]);
    expect(content.items[0]?.id).toBe(accordionSeededFixture.items[0]?._uid);
    expect(content.items[2]?.content.content[0]).toMatchObject({ type: 'paragraph' });
    expect(content).not.toHaveProperty('faq');
  });

  it('parses snake_case CMS fields into props', () => {
    expect(AccordionContentSchema.parse({ ...minimal, headline: ' Häufige Fragen ', faq: true })).toEqual({
      headline: 'Häufige Fragen',
      items: [{ id: 'i1', title: 'Wie lange dauert der Versand?', content: answer }],
      faq: true,
    });
  });

  it.for([
    { name: 'no headline (sections of a legal page)', fields: {} },
    { name: 'an empty headline, as the seed writes it', fields: { headline: '' } },
    { name: 'FAQ not ticked', fields: { faq: false } },
  ])('leaves the optional props out for $name', ({ fields }) => {
    expect(AccordionContentSchema.parse({ ...minimal, ...fields })).toEqual({
      items: [{ id: 'i1', title: 'Wie lange dauert der Versand?', content: answer }],
    });
  });

  it.for([
    { name: 'no items', fields: { items: [] }, paths: ['items'] },
    { name: 'no items field', fields: { items: undefined }, paths: ['items'] },
    { name: 'a question without text', fields: { items: [item({ title: ' ' })] }, paths: ['items.0.title'] },
    { name: 'an empty answer', fields: { items: [item({ content: '' })] }, paths: ['items.0.content'] },
    {
      name: 'another block among the questions',
      fields: { items: [item(), { _uid: 'h1', component: 'hero', headline: 'Sommer' }] },
      paths: ['items.1.component', 'items.1.title', 'items.1.content'],
    },
    { name: 'an FAQ flag that is not a checkbox', fields: { faq: 'yes' }, paths: ['faq'] },
  ])('names the failing field for $name', ({ fields, paths }) => {
    const result = AccordionContentSchema.safeParse({ ...minimal, ...fields });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });

  it('names every failing field of an unfinished draft at once', () => {
    const result = AccordionContentSchema.safeParse(accordionDraftFixture);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'items.0.title',
      'items.1.content',
      'items.2.content.content.0.content.1.marks.0.attrs.href',
    ]);
  });

  it.for([...Object.entries(accordionFixtures), ['sections', accordionSectionsFixture] as const])(
    'the %s fixture is valid content',
    ([, blok]) => {
      expect(AccordionContentSchema.safeParse(blok).success).toBe(true);
    },
  );
});
