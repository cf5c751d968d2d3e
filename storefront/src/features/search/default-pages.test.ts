import { describe, expect, it } from 'vitest';
import { CmsStorySchema } from '@lumen/domain';
import { defaultPageItems } from './default-pages.ts';

function story(fullSlug: string, name: string, body: unknown[], title?: string) {
  return CmsStorySchema.parse({
    id: fullSlug.length,
    uuid: `uuid-${fullSlug}`,
    name,
    slug: fullSlug.split('/').at(-1),
    full_slug: fullSlug,
    lang: 'default',
    created_at: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:00.000Z',
    sort_by_date: null,
    position: 0,
    tag_list: [],
    parent_id: null,
    group_id: 'group',
    meta_data: null,
    alternates: [],
    content: {
      _uid: 'page',
      component: 'content_page',
      robots: '',
      body,
      ...(title !== undefined ? { title } : {}),
    },
  });
}

const teaser = (url: string) => ({
  _uid: `teaser-${url}`,
  component: 'hero_teaser',
  cta_link: { id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url },
});

const guide = story(
  'cs/cs-cz/global/navigation/pruvodce-bryle',
  'Brillen-Ratgeber',
  [teaser('/bryle/obroucky/')],
  'Průvodce brýlemi',
);
const branches = story(
  'cs/cs-cz/global/navigation/prodejny',
  'Filialen',
  [{ _uid: 'text', component: 'text' }, teaser('/pobocky/')],
  'Prodejny',
);
const untitled = story('cs/cs-cz/global/navigation/objednat-termin', 'Objednat termín', [
  teaser('/pobocky/?service=GL'),
]);
const linkless = story('cs/cs-cz/global/navigation/bez-odkazu', 'Bez odkazu', [
  { _uid: 'text', component: 'text' },
]);
const external = story('cs/cs-cz/global/navigation/venku', 'Venku', [teaser('https://example.com/')]);

describe('the search flyout’s default pages (§2 fallback content, §3 navigationDefaultContents)', () => {
  it.each([
    [
      'in the order the shop settings name them, by their slug in the shop’s language',
      ['prodejny', 'pruvodce-bryle'],
      [
        ['Prodejny', '/pobocky/'],
        ['Průvodce brýlemi', '/bryle/obroucky/'],
      ],
    ],
    [
      'the story’s name when it has no title',
      ['objednat-termin'],
      [['Objednat termín', '/pobocky/?service=GL']],
    ],
    ['a page the content service lacks is left out', ['neni', 'prodejny'], [['Prodejny', '/pobocky/']]],
    ['a page without a link is left out', ['bez-odkazu'], []],
    ['a page leading out of the shop is left out', ['venku'], []],
    ['none named, none shown', [], []],
  ])('%s', (_case, slugs, expected) => {
    const items = defaultPageItems([guide, branches, untitled, linkless, external], slugs);
    expect(items.map((item) => [item.label, item.href])).toEqual(expected);
    expect(items.every((item) => item.type === 'navigationItem')).toBe(true);
  });
});
