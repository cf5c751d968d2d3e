import { CmsStoriesAnswerSchema, CmsStoryAnswerSchema } from '@lumen/domain';
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationLanguages } from '../seed/content/content-tree.ts';
import { seedContent } from '../seed/content/seed-content.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { startContentApi, testContentTokens } from './content-api.fixtures.ts';
import type { ContentApiServer } from './content-api.fixtures.ts';
import { lumenContentSpace } from './content-space.ts';

/*
 * The unmodified storyblok-js-client, its `endpoint` pointed at the shop's content API,
 * reads every seeded story in every language, and each answer is a story of the domain's schema.
 */

let database: TestDatabase;
let server: ContentApiServer;
let client: StoryblokClient;
let published: { full_slug: string }[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedContent(database.db);
  server = await startContentApi(database.db);
  // The client's own throttle (50 single-story requests a second) would make this test take a minute.
  client = new StoryblokClient({
    endpoint: server.endpoint,
    accessToken: testContentTokens.public,
    rateLimit: 1000,
  });
  ({ rows: published } = await database.db.query<{ full_slug: string }>(
    `select full_slug from content_stories where not is_folder and published_content is not null order by full_slug`,
  ));
});
afterAll(async () => {
  await server?.close();
  await database?.cleanup();
});

const languages = ['default', ...translationLanguages];

describe('storyblok-js-client reads every seeded story', () => {
  it('the seed has a story in every shop folder for each page of the tree', () => {
    expect(published.length).toBe(9 * 28);
  });

  it.each(languages)(
    'language %s: every published story, listed with getAll and read one by one with getStory',
    async (language) => {
      const listed = (await client.getAll('cdn/stories', {
        language,
        version: 'published',
        per_page: 100,
      })) as unknown[];
      const stories = CmsStoriesAnswerSchema.shape.stories.parse(listed);
      expect(stories.map((story) => story.default_full_slug ?? story.full_slug).sort()).toEqual(
        published.map((story) => story.full_slug),
      );
      for (const listedStory of stories) {
        // The story's address in its language: translated path, language prefix first.
        const { data } = await client.getStory(listedStory.full_slug, { version: 'published' });
        const { story } = CmsStoryAnswerSchema.parse(data);
        expect([story.uuid, story.lang]).toEqual([listedStory.uuid, language]);
        expect(JSON.stringify(story.content)).not.toContain('__i18n__');
      }
    },
  );

  it.each(languages)('language %s: every draft, with the preview token', async (language) => {
    const listed = (await client.getAll('cdn/stories', {
      language,
      version: 'draft',
      token: testContentTokens.preview,
      per_page: 100,
    })) as unknown[];
    const stories = CmsStoriesAnswerSchema.shape.stories.parse(listed);
    // Every shop folder also holds one story that was never published.
    expect(stories).toHaveLength(published.length + 9);
    expect(stories.every((story) => story.content._editable?.startsWith('<!--#storyblok#'))).toBe(true);
  });
});

describe('storyblok-js-client resolves relations and links against the content API', () => {
  it('replaces relation uuids in the content with the related stories', async () => {
    const { data } = await client.getStory('cs-cz/global/header', {
      version: 'published',
      language: 'cs',
      resolve_relations: 'header.default_content_pages',
    });
    const pages = (data.story.content as { default_content_pages: { full_slug: string }[] })
      .default_content_pages;
    expect(pages.map((page) => page.full_slug)).toEqual([
      'cs/cs-cz/global/navigation/pruvodce-bryle',
      'cs/cs-cz/global/navigation/prodejny',
      'cs/cs-cz/global/navigation/objednat-termin',
    ]);
  });

  it('§9: fetches more than 50 related stories itself, in batches of 50 uuids', async () => {
    const { rows } = await database.db.query<{ uuid: string }>(
      `select uuid::text as uuid from content_stories
        where not is_folder and published_content is not null order by id limit 70`,
    );
    const uuids = rows.map((row) => row.uuid);
    await database.db.query(
      `insert into content_stories (id, space_id, uuid, name, slug, full_slug, group_id, draft_content,
                                    published_content, created_at, updated_at, published_at)
       values (990000001, $1, gen_random_uuid(), 'Many', 'many', 'many', gen_random_uuid(), $2::jsonb, $2::jsonb,
               now(), now(), now())`,
      [
        lumenContentSpace.id,
        JSON.stringify({ _uid: 'm1', component: 'header', default_content_pages: uuids }),
      ],
    );
    server.requests.length = 0;
    const { data } = await client.getStory('many', {
      version: 'published',
      resolve_relations: 'header.default_content_pages',
    });
    const pages = (data.story.content as { default_content_pages: { uuid: string }[] }).default_content_pages;
    expect(pages.map((page) => page.uuid)).toEqual(uuids);
    const batches = server.requests
      .filter((url) => url.includes('by_uuids='))
      .map((url) => new URL(url, 'http://x').searchParams);
    expect(
      batches.map((params) => [params.get('per_page'), params.get('by_uuids')?.split(',').length]),
    ).toEqual([
      ['50', 50],
      ['50', 20],
    ]);
  });

  it('reads every entry of a datasource across its pages', async () => {
    const entries = (await client.getAll('cdn/datasource_entries', {
      datasource: 'lens-colours',
      dimension: 'it',
    })) as { name: string; dimension_value: string }[];
    expect(entries).toHaveLength(28);
    expect(entries.find((entry) => entry.name === 'amber-gradient')?.dimension_value).toBe('Ambra sfumato');
  });

  it.each([
    ['an unknown story', () => client.getStory('de-de/nirgends', { version: 'published' }), 404],
    [
      'a wrong token',
      () =>
        new StoryblokClient({ endpoint: server.endpoint, accessToken: 'wrong-token-0000' }).getStory(
          'de-de/home',
        ),
      401,
    ],
  ])('rejects %s with its status', async (_case, read, status) => {
    await expect(read()).rejects.toMatchObject({ status });
  });
});
