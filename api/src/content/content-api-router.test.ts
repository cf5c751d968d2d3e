import { CmsStoriesAnswerSchema, CmsStoryAnswerSchema, CmsStorySchema } from '@lumen/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategoryTree } from '../seed/catalog/category-tree.ts';
import { seedContent } from '../seed/content/seed-content.ts';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { testContentTokens } from './content-api.fixtures.ts';
import { createContentApiRouter, maxResolvedInline } from './content-api-router.ts';
import { lumenContentSpace } from './content-space.ts';

let database: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedContent(database.db);
  const contentApi = createContentApiRouter({
    db: database.db,
    spaceId: lumenContentSpace.id,
    tokens: testContentTokens,
    logger: pino({ level: 'silent' }),
  });
  api = await startTestApi({ db: database.db, contentApi });
});
afterAll(async () => {
  await api?.close();
  await database?.cleanup();
});

/** The fields of Storyblok's answers these tests read (the 404 body is an array instead). */
interface Blok {
  _uid: string;
  component: string;
  _editable?: string;
  headline?: string;
  title?: string;
  [field: string]: unknown;
}
interface StoryJson {
  id: number;
  uuid: string;
  full_slug: string;
  content: Blok & { body: Blok[]; default_content_pages: string[] };
  alternates: { full_slug: string }[];
  translated_slugs: unknown[];
}
interface Body {
  story: StoryJson;
  stories: StoryJson[];
  rels: StoryJson[];
  rel_uuids?: string[];
  links: { name: string }[];
  error: string;
  datasource_entries: { name: string }[];
}

interface Answer {
  status: number;
  headers: Headers;
  body: Body;
}

/** GET `/api/content/v2/cdn/{path}`, with the public token unless the query names another. */
async function cdn(path: string, query: Record<string, string> = {}): Promise<Answer> {
  const params = new URLSearchParams({ token: testContentTokens.public, ...query });
  if (query['token'] === '') params.delete('token');
  const response = await fetch(`${api.baseUrl}/api/content/v2/cdn/${path}?${params.toString()}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

/** A story of its own, outside the shop folders, for cases the seed does not have. */
async function insertStory(slug: string, content: unknown): Promise<void> {
  await database.db.query(
    `insert into content_stories (id, space_id, uuid, name, slug, full_slug, group_id, draft_content,
                                  published_content, created_at, updated_at, published_at)
     values ($1, $2, gen_random_uuid(), $3, $3, $3, gen_random_uuid(), $4::jsonb, $4::jsonb, now(), now(), now())`,
    [990_000_000 + slug.length, lumenContentSpace.id, slug, JSON.stringify(content)],
  );
}

const preview = { token: testContentTokens.preview, version: 'draft' };
const fullSlugs = (body: { stories: { full_slug: string }[] }) =>
  body.stories.map((story) => story.full_slug);

describe('content API: GET cdn/stories/{slug} (§7, Storyblok CDN v2)', () => {
  it('answers a story in the default language with story, rels, links and cv', async () => {
    const { status, body } = await cdn('stories/de-de/home');
    expect(status).toBe(200);
    expect(CmsStoryAnswerSchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({ rels: [], links: [], cv: expect.any(Number) as unknown });
    expect(body.story).toMatchObject({
      full_slug: 'de-de/home',
      default_full_slug: null,
      lang: 'default',
      is_startpage: false,
      tag_list: ['homepage'],
      content: { component: 'content_page' },
    });
    expect(body.story.content.body[0]!).toMatchObject({
      component: 'hero',
      headline: 'Sonnenbrillen für den Sommer',
    });
  });

  it('language=pl answers the Polish translation of each field, and no translation fields', async () => {
    const { body } = await cdn('stories/pl-pl/home', { language: 'pl' });
    expect(body.story).toMatchObject({
      lang: 'pl',
      full_slug: 'pl/pl-pl/home',
      default_full_slug: 'pl-pl/home',
    });
    expect(body.story.content.body[0]!.headline).toBe('Okulary przeciwsłoneczne na lato');
    expect(JSON.stringify(body)).not.toContain('__i18n__');
    // Without a language, the same story is the German master text.
    expect((await cdn('stories/pl-pl/home')).body.story.content.body[0]!.headline).toBe(
      'Sonnenbrillen für den Sommer',
    );
  });

  it.each(['de', 'en', 'default'])(
    'language=%s (no language the space translates into) answers the default language, as Storyblok does',
    async (language) => {
      const { status, body } = await cdn('stories/de-de/home', { language });
      expect(status).toBe(200);
      expect(body.story).toMatchObject({ lang: 'default', full_slug: 'de-de/home', default_full_slug: null });
      expect(body.story).toEqual((await cdn('stories/de-de/home')).body.story);
      const list = await cdn('stories', { language, starts_with: 'de-de/' });
      expect(list.status).toBe(200);
      expect(list.body.stories.map((story) => story.full_slug)).toEqual(
        (await cdn('stories', { starts_with: 'de-de/' })).body.stories.map((story) => story.full_slug),
      );
    },
  );

  it.each([
    ['de-de', undefined, 'de-de/datenschutz', 'Datenschutzerklärung'],
    ['fr-ch', 'fr', 'fr-ch/protectiondesdonnees', 'Déclaration de protection des données'],
    ['it-ch', 'it', 'it-ch/protezionedeidati', 'Informativa sulla privacy'],
    ['it-it', 'it', 'it-it/protezionedeidati', 'Informativa sulla privacy'],
    ['pl-pl', 'pl', 'pl-pl/ochronadanych', 'Polityka prywatności'],
    ['cs-cz', 'cs', 'cs-cz/ochrana-udaju', 'Zásady ochrany osobních údajů'],
  ])('§9 %s: the privacy page answers at its translated slug %s %s', async (_shop, language, path, title) => {
    const { status, body } = await cdn(`stories/${path}`, language ? { language } : {});
    expect(status).toBe(200);
    expect(body.story.content.title).toBe(title);
    expect(body.story.full_slug).toBe(language ? `${language}/${path}` : path);
  });

  it('reads a language prefix in the path, as Storyblok does (pl/pl-pl/uslugi/...)', async () => {
    const { status, body } = await cdn('stories/pl/pl-pl/uslugi/instrukcje-uzytkowania/soczewki-kontaktowe');
    expect(status).toBe(200);
    expect(body.story).toMatchObject({
      lang: 'pl',
      default_full_slug: 'pl-pl/service/gebrauchsanweisungen/kontaktlinsen',
    });
    expect(body.story.content.title).toBe('Instrukcja użytkowania soczewek kontaktowych');
  });

  it('lists every translation language in translated_slugs', async () => {
    const { body } = await cdn('stories/cs-cz/datenschutz');
    expect(body.story.translated_slugs).toEqual([
      { path: 'cs-cz/protectiondesdonnees', name: 'Protection des données', lang: 'fr', published: true },
      { path: 'cs-cz/protezionedeidati', name: 'Protezione dei dati', lang: 'it', published: true },
      { path: 'cs-cz/ochronadanych', name: 'Ochrona danych', lang: 'pl', published: true },
      { path: 'cs-cz/ochrana-udaju', name: 'Ochrana údajů', lang: 'cs', published: true },
    ]);
  });

  it('answers a folder’s path with its start page', async () => {
    const { body } = await cdn('stories/de-de/service/gebrauchsanweisungen');
    expect(body.story).toMatchObject({
      is_startpage: true,
      slug: 'uebersicht',
      full_slug: 'de-de/service/gebrauchsanweisungen/',
    });
  });

  it('find_by=uuid finds a story by its uuid', async () => {
    const { body: home } = await cdn('stories/cs-cz/home');
    const { status, body } = await cdn(`stories/${home.story.uuid}`, { find_by: 'uuid' });
    expect(status).toBe(200);
    expect(body.story.full_slug).toBe('cs-cz/home');
    expect((await cdn('stories/not-a-uuid', { find_by: 'uuid' })).status).toBe(404);
  });

  it('lists the same page in the other shop folders of its market as alternates', async () => {
    const { body } = await cdn('stories/de-ch/home');
    expect(body.story.alternates.map((alternate) => alternate.full_slug).sort()).toEqual([
      'fr-ch/home',
      'it-ch/home',
    ]);
  });

  it('404s an unknown slug in Storyblok’s body shape', async () => {
    const { status, body } = await cdn('stories/de-de/gibt-es-nicht');
    expect(status).toBe(404);
    expect(body).toEqual(['This record could not be found']);
  });
});

describe('content API: tokens, draft and published (§7 token, version)', () => {
  it.each([
    ['a missing token', { token: '' }, /token parameter is missing/],
    ['an unknown token', { token: 'nobody-knows-this' }, /unknown token/],
    ['the public token asking for drafts', { version: 'draft' }, /public token reads published content only/],
  ])('401s %s', async (_case, query, message) => {
    const { status, body } = await cdn('stories/de-de/home', query);
    expect(status).toBe(401);
    expect(body.error).toMatch(message);
  });

  it('the preview token reads the draft: unpublished changes, each block marked for the visual editor', async () => {
    const published = await cdn('stories/de-de/home', { token: testContentTokens.preview });
    const draft = await cdn('stories/de-de/home', preview);
    expect(published.body.story.content.body[0]!.headline).toBe('Sonnenbrillen für den Sommer');
    expect(published.body.story.content.body[0]!._editable).toBeUndefined();
    const hero = draft.body.story.content.body[0]!;
    expect(hero.headline).toBe('Neu: die Herbstkollektion');
    expect(JSON.parse(/^<!--#storyblok#(.*)-->$/.exec(hero._editable ?? '')![1]!) as unknown).toEqual({
      name: 'hero',
      space: String(lumenContentSpace.id),
      uid: hero._uid,
      id: String(draft.body.story.id),
    });
    expect(CmsStoryAnswerSchema.parse(draft.body).story.content._editable).toMatch(/content_page/);
  });

  it('a story never published is a 404 with the public token and answers in the draft', async () => {
    const path = 'stories/de-at/overlays/aktion/herbstaktion';
    expect((await cdn(path)).status).toBe(404);
    const { status, body } = await cdn(path, preview);
    expect(status).toBe(200);
    expect(body.story).toMatchObject({ published_at: null, first_published_at: null });
  });
});

describe('content API: 400 names the parameter', () => {
  it.each([
    ['stories/de-de/home', { version: 'latest' }, 'version'],
    ['stories/de-de/home', { language: 'english' }, 'language'],
    ['stories/de-de/home', { resolve_links: 'all' }, 'resolve_links'],
    ['stories/de-de/home', { resolve_relations: 'default_content_pages' }, 'resolve_relations'],
    ['stories/de-de/home', { resolve_level: '3' }, 'resolve_level'],
    ['stories/de-de/home', { find_by: 'slug' }, 'find_by'],
    ['stories/de-de/home', { cv: 'yesterday' }, 'cv'],
    ['stories', { per_page: '0' }, 'per_page'],
    ['stories', { per_page: '101' }, 'per_page'],
    ['stories', { page: '0' }, 'page'],
    ['stories', { by_uuids: 'not-a-uuid' }, 'by_uuids'],
    ['stories', { sort_by: 'position:desc' }, 'sort_by'],
    ['stories', { 'filter_query[categoryId][like]': '7' }, 'filter_query[categoryId][like]'],
    ['datasource_entries', { datasource: 'Lens Colours' }, 'datasource'],
    ['datasource_entries', { per_page: '1001' }, 'per_page'],
  ])('%s %j', async (path, query, parameter) => {
    const { status, body } = await cdn(path, query);
    expect(status).toBe(400);
    expect(body.error).toContain(`Invalid query parameter ${parameter}:`);
  });
});

describe('content API: GET cdn/stories (starts_with, by_uuids, per_page, page)', () => {
  it('starts_with lists a folder’s stories (never folders) in position order, the start page first', async () => {
    const { body } = await cdn('stories', { starts_with: 'de-de/service/gebrauchsanweisungen/' });
    expect(CmsStoriesAnswerSchema.parse(body)).toBeTruthy();
    expect(fullSlugs(body)).toEqual([
      'de-de/service/gebrauchsanweisungen/',
      'de-de/service/gebrauchsanweisungen/kontaktlinsen',
      'de-de/service/gebrauchsanweisungen/pflegemittel',
      'de-de/service/gebrauchsanweisungen/brillen',
    ]);
  });

  it('starts_with is a plain prefix: _ and % match only themselves', async () => {
    expect((await cdn('stories', { starts_with: 'de_de/' })).body.stories).toEqual([]);
    expect((await cdn('stories', { starts_with: 'de%' })).body.stories).toEqual([]);
  });

  it('pages with per_page (default 25) and page, and says Total and Per-Page', async () => {
    const first = await cdn('stories', { starts_with: 'de-de/' });
    // 29 stories per shop folder, one never published.
    expect([first.headers.get('total'), first.headers.get('per-page'), first.body.stories.length]).toEqual([
      '28',
      '25',
      25,
    ]);
    const all = await cdn('stories', { starts_with: 'de-de/', per_page: '100' });
    expect(fullSlugs(all.body).slice(0, 25)).toEqual(fullSlugs(first.body));
    const third = await cdn('stories', { starts_with: 'de-de/', per_page: '10', page: '3' });
    expect([third.headers.get('total'), third.headers.get('per-page')]).toEqual(['28', '10']);
    expect(fullSlugs(third.body)).toEqual(fullSlugs(all.body).slice(20, 28));
    expect((await cdn('stories', { starts_with: 'de-de/', page: '2' })).body.stories).toHaveLength(3);
    expect((await cdn('stories', { starts_with: 'de-de/', page: '3' })).body.stories).toEqual([]);
    const drafts = await cdn('stories', { starts_with: 'de-de/', ...preview });
    expect(drafts.headers.get('total')).toBe('29');
  });

  it('by_uuids answers those stories', async () => {
    const { body: privacy } = await cdn('stories/it-it/datenschutz');
    const { body: imprint } = await cdn('stories/it-it/impressum');
    const { body } = await cdn('stories', { by_uuids: `${privacy.story.uuid},${imprint.story.uuid}` });
    expect(fullSlugs(body).sort()).toEqual(['it-it/datenschutz', 'it-it/impressum']);
  });

  it('filter_query[field][in] filters on a root content field', async () => {
    const sunglasses = String(buildCategoryTree().idOf('Eyewear|Sunglasses'));
    const { body } = await cdn('stories', {
      starts_with: 'pl-pl/categories/',
      'filter_query[categoryId][in]': `${sunglasses},99999`,
    });
    expect(fullSlugs(body)).toEqual(['pl-pl/categories/sonnenbrillen']);
    const others = await cdn('stories', {
      starts_with: 'pl-pl/categories/',
      'filter_query[categoryId][not_in]': sunglasses,
    });
    expect(fullSlugs(others.body)).toEqual([
      'pl-pl/categories/kontaktlinsen',
      'pl-pl/categories/lesebrillen',
    ]);
  });
});

describe('content API: resolve_relations and resolve_links', () => {
  it('resolve_relations puts the related stories into rels, in the language asked for', async () => {
    const { body } = await cdn('stories/fr-ch/global/header', {
      language: 'fr',
      resolve_relations: 'header.default_content_pages',
    });
    expect(body.story.content.default_content_pages).toHaveLength(3);
    expect(body.rels.map((story) => story.full_slug)).toEqual([
      'fr/fr-ch/global/navigation/conseils-lunettes',
      'fr/fr-ch/global/navigation/magasins',
      'fr/fr-ch/global/navigation/prendre-rendez-vous',
    ]);
    expect(body.rels.map((story) => story.uuid)).toEqual(body.story.content.default_content_pages);
    expect(body.rels.every((story) => CmsStorySchema.safeParse(story).success)).toBe(true);
  });

  it.each([
    ['url', { url: 'fr/fr-ch/protectiondesdonnees', full_slug: 'fr/fr-ch/protectiondesdonnees' }],
    ['link', { real_path: '/fr/fr-ch/protectiondesdonnees', is_folder: false, published: true }],
    ['story', { lang: 'fr', content: expect.objectContaining({ component: 'content_page' }) as unknown }],
  ])('resolve_links=%s puts each story link’s target into links', async (mode, expected) => {
    const { body } = await cdn('stories/fr-ch/global/footer', { language: 'fr', resolve_links: mode });
    const privacy = body.links.find((link) => link.name === 'Datenschutz');
    expect(privacy).toMatchObject(expected);
    // Footer story links: shipping, returns, payment, guide, frame advice, privacy, imprint, two
    // start pages (the appointment link leads to the store finder, a shop route).
    expect(body.links).toHaveLength(9);
    expect(CmsStoryAnswerSchema.parse(body).links).toHaveLength(9);
  });

  it('resolve_links=0 resolves nothing', async () => {
    expect((await cdn('stories/fr-ch/global/footer', { resolve_links: '0' })).body.links).toEqual([]);
  });

  it(`answers more than ${maxResolvedInline} relations as rel_uuids, for the client to fetch`, async () => {
    const { rows } = await database.db.query<{ uuid: string }>(
      `select uuid::text as uuid from content_stories
        where not is_folder and published_content is not null order by id limit 60`,
    );
    const uuids = rows.map((row) => row.uuid);
    await insertStory('many-relations', { _uid: 'r1', component: 'header', default_content_pages: uuids });
    const { body } = await cdn('stories/many-relations', {
      resolve_relations: 'header.default_content_pages',
    });
    expect(body.rels).toEqual([]);
    expect(body.rel_uuids).toEqual(uuids);
  });
});

describe('content API: GET cdn/datasource_entries (datasource, dimension)', () => {
  it('pages the entries (25 by default) and answers the value of the dimension asked for', async () => {
    const first = await cdn('datasource_entries', { datasource: 'lens-colours', dimension: 'fr' });
    expect(first.status).toBe(200);
    expect([first.headers.get('total'), first.headers.get('per-page')]).toEqual(['28', '25']);
    expect(first.body.datasource_entries[0]).toEqual({
      id: expect.any(Number) as unknown,
      name: 'grey',
      value: 'Grau',
      dimension_value: 'Gris',
    });
    const second = await cdn('datasource_entries', {
      datasource: 'lens-colours',
      dimension: 'fr',
      page: '2',
    });
    expect(second.body.datasource_entries.map((entry) => entry.name)).toEqual([
      'olive-gradient',
      'turquoise-gradient',
      'smoke-gradient',
    ]);
  });

  it('without a dimension the dimension value is null; without a datasource, every entry', async () => {
    const { body } = await cdn('datasource_entries', { datasource: 'frame-materials' });
    expect(body.datasource_entries[0]).toMatchObject({
      name: 'acetate',
      value: 'Acetat',
      dimension_value: null,
    });
    expect((await cdn('datasource_entries', { per_page: '100' })).body.datasource_entries).toHaveLength(36);
  });

  it('404s an unknown datasource', async () => {
    expect((await cdn('datasource_entries', { datasource: 'temple-lengths' })).status).toBe(404);
  });

  it('can be read from a browser (CORS), as Storyblok’s CDN', async () => {
    expect(
      (await cdn('datasource_entries', { datasource: 'frame-materials' })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('*');
  });
});
