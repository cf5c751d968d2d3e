import { describe, expect, it } from 'vitest';
import { linkUuids, parseRelationField, relationUuids } from './content-references.ts';
import { localizeContent, markEditable } from './localize-content.ts';

const page = {
  _uid: 'p1',
  component: 'content_page',
  title: 'Datenschutz',
  title__i18n__fr: 'Protection des données',
  title__i18n__pl: '',
  body: [
    { _uid: 'h1', component: 'hero', headline: 'Sommer', headline__i18n__fr: 'Été', theme: 'light' },
    { _uid: 'h2', component: 'hero', headline: 'Herbst', headline__i18n__es_co: 'Otoño' },
  ],
};

describe('field-level translation as the content API answers it', () => {
  it.each([
    ['no language: the default fields', undefined, 'Datenschutz', ['Sommer', 'Herbst']],
    ['a translated field takes its translation', 'fr', 'Protection des données', ['Été', 'Herbst']],
    ['an empty translation falls back to the default', 'pl', 'Datenschutz', ['Sommer', 'Herbst']],
    ['a language code with a region reads its underscore key', 'es-co', 'Datenschutz', ['Sommer', 'Otoño']],
  ])('%s', (_case, language, title, headlines) => {
    const localized = localizeContent(page, language) as unknown as {
      title: string;
      body: { headline: string }[];
    };
    expect(localized.title).toBe(title);
    expect(localized.body.map((block) => block.headline)).toEqual(headlines);
    expect(JSON.stringify(localized)).not.toContain('__i18n__');
  });

  it('marks every block of a draft for the visual editor, and nothing else', () => {
    const marked = markEditable(
      {
        _uid: 'p1',
        component: 'page',
        seo: { _uid: 's', plugin: 'seo_metatags' },
        body: [{ _uid: 'b', component: 'hero' }],
      },
      { spaceId: 7, storyId: 42 },
    ) as { _editable: string; seo: Record<string, unknown>; body: { _editable: string }[] };
    expect(marked._editable).toBe('<!--#storyblok#{"name":"page","space":"7","uid":"p1","id":"42"}-->');
    expect(marked.body[0]?._editable).toBe(
      '<!--#storyblok#{"name":"hero","space":"7","uid":"b","id":"42"}-->',
    );
    expect(marked.seo['_editable']).toBeUndefined();
  });
});

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('what resolve_relations and resolve_links collect', () => {
  const content = {
    _uid: 'r',
    component: 'header',
    default_content_pages: [uuid(1), uuid(2), 'not-a-uuid'],
    body: [
      {
        _uid: 'a',
        component: 'teaser',
        story: uuid(3),
        cta: { linktype: 'story', fieldtype: 'multilink', id: uuid(4) },
      },
      { _uid: 'b', component: 'other', story: uuid(5), cta: { linktype: 'url', id: '', url: '/x/' } },
      {
        _uid: 'c',
        component: 'text',
        text: {
          type: 'doc',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [{ type: 'link', attrs: { linktype: 'story', uuid: uuid(6) } }],
            },
          ],
        },
      },
    ],
  };

  it.each([
    ['header.default_content_pages', [uuid(1), uuid(2)]],
    ['teaser.story', [uuid(3)]],
    ['header.default_content_pages,teaser.story', [uuid(1), uuid(2), uuid(3)]],
    ['hero.story', []],
  ])('resolve_relations=%s collects %j', (spec, expected) => {
    expect(relationUuids(content, spec.split(',').map(parseRelationField))).toEqual(expected);
  });

  it('links: story multilinks and richtext story links, each once', () => {
    expect(linkUuids({ ...content, again: { linktype: 'story', id: uuid(4) } })).toEqual([uuid(4), uuid(6)]);
  });
});
