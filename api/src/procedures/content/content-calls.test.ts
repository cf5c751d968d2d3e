import { createHash } from 'node:crypto';
import { getShopByCode, rpcContract, shops } from '@lumen/domain';
import type { RpcName, ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentApi, testContentTokens } from '../../content/content-api.fixtures.ts';
import type { ContentApiServer } from '../../content/content-api.fixtures.ts';
import { lumenContentSpace } from '../../content/content-space.ts';
import { buildCategoryTree } from '../../seed/catalog/category-tree.ts';
import { storyUuid } from '../../seed/content/page-context.ts';
import { seedContent } from '../../seed/content/seed-content.ts';
import { seedShops } from '../../seed/seed-shops.ts';
import { createCapturingLogger, startTestApi } from '../../testing/test-api.ts';
import type { TestApi } from '../../testing/test-api.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { createContentGateway } from './content-gateway.ts';
import type { ContentGatewaySettings } from './content-gateway.ts';
import { clockSkewSeconds, previewValidSeconds } from './content-requests.ts';

/*
 * The content calls over HTTP, through storyblok-js-client, against the shop's own
 * content API on a port of its own.
 */

let database: TestDatabase;
let contentApi: ContentApiServer;
let api: TestApi;
const { logger, lines } = createCapturingLogger();
const started: { close(): Promise<void> }[] = [];

const ownSpace = (endpoint: string): ContentGatewaySettings => ({
  endpoint,
  token: testContentTokens.public,
  previewToken: testContentTokens.preview,
  spaceId: lumenContentSpace.id,
  cacheSeconds: 0,
});

beforeAll(async () => {
  database = await openTestDatabase();
  await seedShops(database.db);
  await seedContent(database.db);
  contentApi = await startContentApi(database.db);
  api = await startTestApi({
    db: database.db,
    logger,
    content: createContentGateway(ownSpace(contentApi.endpoint)),
  });
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.close()));
  await api?.close();
  await contentApi?.close();
  await database?.cleanup();
});

/** The fields these tests read, of every call's answer in one type (entries answer an array). */
interface Blok {
  _uid: string;
  component: string;
  headline?: string;
  [field: string]: unknown;
}
interface StoryJson {
  uuid: string;
  full_slug: string;
  content: Blok & { title: string; body: Blok[]; default_content_pages: { full_slug: string }[] };
}
type Body = {
  story: StoryJson;
  stories: StoryJson[];
  rels: StoryJson[];
  links: { url: string }[];
  title: string;
  error: { code: string; message: string; details: { field: string }[] };
} & { name: string; dimensionValue: string }[];

interface Answer {
  status: number;
  body: Body;
}

async function call(
  name: RpcName,
  payload: unknown,
  shop: ShopCode = 'de-de',
  via: TestApi = api,
): Promise<Answer> {
  const response = await via.rpc(name, { shopId: getShopByCode(shop).shopId, body: { payload } });
  const body: unknown = await response.json();
  if (response.status === 200) rpcContract[name].response.parse(body);
  return { status: response.status, body: body as Body };
}

/** The visual editor's proof for a preview opened `ageSeconds` ago. */
function editorPreview(options: { ageSeconds?: number; spaceId?: number; previewToken?: string } = {}) {
  const spaceId = String(options.spaceId ?? lumenContentSpace.id);
  const timestamp = String(Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 60));
  const token = createHash('sha1')
    .update(`${spaceId}:${options.previewToken ?? testContentTokens.preview}:${timestamp}`)
    .digest('hex');
  return { spaceId, timestamp, token };
}

const sunglasses = buildCategoryTree().idOf('Eyewear|Sunglasses');

describe('getCmsStory: a story of the shop’s own folder (§3 cmsBaseFolder), in the shop’s language', () => {
  it.each([
    ['de-de', 'default', 'Startseite', 'Sonnenbrillen für den Sommer'],
    ['de-at', 'default', 'Startseite', 'Sonnenbrillen für den Sommer'],
    ['de-ch', 'default', 'Startseite', 'Sonnenbrillen für den Sommer'],
    ['fr-ch', 'fr', 'Accueil', 'Des lunettes de soleil pour l’été'],
    ['it-ch', 'it', 'Pagina iniziale', 'Occhiali da sole per l’estate'],
    ['it-it', 'it', 'Pagina iniziale', 'Occhiali da sole per l’estate'],
    ['de-it', 'default', 'Startseite', 'Sonnenbrillen für den Sommer'],
    ['pl-pl', 'pl', 'Strona główna', 'Okulary przeciwsłoneczne na lato'],
    ['cs-cz', 'cs', 'Úvodní stránka', 'Sluneční brýle na léto'],
  ] as const)('§3 %s: `home` is its own homepage, in %s', async (shop, lang, title, headline) => {
    const { status, body } = await call('getCmsStory', { slug: 'home' }, shop);
    expect(status).toBe(200);
    // The shop's own story (shops of one language differ only in folder and uuid), in its language.
    expect(body.story).toMatchObject({
      uuid: storyUuid(`${shop}/home`),
      full_slug: lang === 'default' ? `${shop}/home` : `${lang}/${shop}/home`,
      lang,
      content: { component: 'content_page', title },
    });
    expect(body.story.content.body[0]?.headline).toBe(headline);
  });

  it('covers all nine shops', () => {
    expect(shops).toHaveLength(9);
  });

  it.each([
    ['pl-pl', 'ochronadanych'],
    ['pl-pl', 'datenschutz'],
  ] as const)(
    '§9 %s: the privacy page by its slug %s, with the links of its richtext resolved',
    async (shop, slug) => {
      const { body } = await call('getCmsStory', { slug }, shop);
      expect(body.story.full_slug).toBe('pl/pl-pl/ochronadanych');
      expect(body.story.content.title).toBe('Polityka prywatności');
      expect(body.links.map((link) => link.url)).toEqual(['pl/pl-pl/nota-prawna']);
    },
  );

  it.each(shops.map((shop) => [shop.code]))(
    '§2 %s: the shop-wide stories of the error page and the footer live in its own global folder',
    async (code) => {
      for (const slug of ['global/not-found', 'global/error', 'global/footer']) {
        const { status, body } = await call('getCmsStory', { slug }, code);
        expect(status, slug).toBe(200);
        expect(body.story.uuid, slug).toBe(storyUuid(`${code}/${slug}`));
      }
    },
  );

  it('resolves the header’s navigation default pages into stories (resolve_relations)', async () => {
    const { body } = await call('getCmsStory', { slug: 'global/header' }, 'fr-ch');
    expect(body.rels).toHaveLength(3);
    expect(body.story.content.default_content_pages.map((page) => page.full_slug)).toEqual([
      'fr/fr-ch/global/navigation/conseils-lunettes',
      'fr/fr-ch/global/navigation/magasins',
      'fr/fr-ch/global/navigation/prendre-rendez-vous',
    ]);
  });

  it('404s a slug with no story', async () => {
    const { status, body } = await call('getCmsStory', { slug: 'gibt-es-nicht' });
    expect(status).toBe(404);
    expect(body.error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No content at cdn/stories/de-de/gibt-es-nicht',
    });
  });
});

describe('getCmsStory and the other versioned calls: drafts only in the visual editor’s preview', () => {
  it('answers the draft with the editor’s valid preview token', async () => {
    const { status, body } = await call(
      'getCmsStory',
      { slug: 'home', version: 'draft', preview: editorPreview() },
      'de-at',
    );
    expect(status).toBe(200);
    expect(body.story.content.body[0]?.headline).toBe('Neu: die Herbstkollektion');
    const unpublished = await call(
      'getCmsContent',
      { slug: 'overlays/aktion/herbstaktion', version: 'draft', preview: editorPreview() },
      'de-at',
    );
    expect(unpublished.body.title).toBe('Herbstaktion');
    expect((await call('getCmsContent', { slug: 'overlays/aktion/herbstaktion' }, 'de-at')).status).toBe(404);
  });

  it('answers the published story to a published request, whatever proof comes with it', async () => {
    for (const payload of [
      { slug: 'home' },
      { slug: 'home', version: 'published', preview: editorPreview() },
    ]) {
      const { status, body } = await call('getCmsStory', payload, 'de-at');
      expect(status).toBe(200);
      expect(body.story.content.body[0]?.headline).toBe('Sonnenbrillen für den Sommer');
      expect(JSON.stringify(body)).not.toContain('Herbstkollektion');
    }
  });

  it.each([
    ['an expired preview link', editorPreview({ ageSeconds: previewValidSeconds + 60 }), /expired/],
    ['another space', editorPreview({ spaceId: 4242 }), /another content space/],
    ['a preview link from the future', editorPreview({ ageSeconds: -(clockSkewSeconds + 60) }), /expired/],
    [
      'a token made without the preview token',
      editorPreview({ previewToken: 'guessed-token-0000' }),
      /not valid/,
    ],
    [
      'a valid token with another timestamp',
      { ...editorPreview({ ageSeconds: 600 }), timestamp: editorPreview().timestamp },
      /not valid/,
    ],
  ])('403s %s', async (_case, preview, message) => {
    for (const name of ['getCmsStory', 'getCmsContent'] as const) {
      const { status, body } = await call(name, { slug: 'home', version: 'draft', preview });
      expect(status).toBe(403);
      expect(body.error.code).toBe('FORBIDDEN');
      expect(body.error.message).toMatch(message);
    }
    const stories = await call('getCmsStories', { version: 'draft', preview });
    const folder = await call('getStoriesByFolder', { folder: 'global', version: 'draft', preview });
    expect([stories.status, folder.status]).toEqual([403, 403]);
  });

  it('answers no draft where the space id or the preview token is not configured, and logs it', async () => {
    const unchecked = await startTestApi({
      db: database.db,
      logger,
      content: createContentGateway({ ...ownSpace(contentApi.endpoint), spaceId: undefined }),
    });
    started.push(unchecked);
    const { status, body } = await call(
      'getCmsStory',
      { slug: 'home', version: 'draft', preview: editorPreview() },
      'de-at',
      unchecked,
    );
    expect([status, body.error.code]).toEqual([503, 'UNAVAILABLE']);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'content API preview token or space id missing: drafts cannot be answered',
      }),
    );
    expect((await call('getCmsStory', { slug: 'home' }, 'de-at', unchecked)).status).toBe(200);
  });
});

describe('getCmsContent, getCmsStories, getStoriesByFolder', () => {
  it('getCmsContent answers only the story’s body', async () => {
    const { body } = await call('getCmsContent', { slug: 'ochrana-udaju' }, 'cs-cz');
    expect(body).toMatchObject({
      component: 'content_page',
      title: 'Zásady ochrany osobních údajů',
      robots: 'index, follow',
    });
  });

  it('getCmsStories pages the stories under a prefix and finds stories by uuid', async () => {
    const first = await call('getCmsStories', { startsWith: 'overlays', perPage: 2 }, 'it-it');
    expect(first.body.stories.map((story) => story.full_slug)).toEqual([
      'it/it-it/overlays/service/versand',
      'it/it-it/overlays/rx/pupillendistanz',
    ]);
    const uuids = first.body.stories.map((story) => story.uuid);
    const byUuids = await call('getCmsStories', { byUuids: uuids }, 'it-it');
    expect(byUuids.body.stories.map((story) => story.uuid).sort()).toEqual([...uuids].sort());
  });

  it('getStoriesByFolder: the declarations of conformity, overview first, in the shop’s language', async () => {
    const { body } = await call(
      'getStoriesByFolder',
      { folder: 'service/konformitaetserklaerungen' },
      'pl-pl',
    );
    expect(body.stories.map((story) => story.full_slug)).toEqual([
      'pl/pl-pl/uslugi/deklaracje-zgodnosci/',
      'pl/pl-pl/uslugi/deklaracje-zgodnosci/soczewki-kontaktowe',
      'pl/pl-pl/uslugi/deklaracje-zgodnosci/plyny-pielegnacyjne',
      'pl/pl-pl/uslugi/deklaracje-zgodnosci/okulary-do-czytania',
    ]);
  });

  it('getStoriesByFolder: a folder name is not a prefix of its neighbours', async () => {
    const { body } = await call('getStoriesByFolder', { folder: 'global/navigation' });
    expect(body.stories).toHaveLength(3);
    expect((await call('getStoriesByFolder', { folder: 'glob' })).body.stories).toEqual([]);
  });
});

describe('§3 cmsBaseFolder: no content call reaches another shop’s folder', () => {
  it.each([
    ['getCmsStory', { slug: 'de-de/home' }],
    ['getCmsStory', { slug: 'fr-ch/home' }],
    ['getCmsContent', { slug: 'de-de/global/footer' }],
    ['getCmsStories', { startsWith: 'de-de' }],
    ['getCmsStories', { startsWith: 'de-de/overlays' }],
    ['getStoriesByFolder', { folder: 'de-de/global' }],
  ] as const)('fr-ch: %s %j is refused (400), naming the field', async (name, payload) => {
    const { status, body } = await call(name, payload, 'fr-ch');
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((detail) => detail.field)).toEqual([`payload.${Object.keys(payload)[0]}`]);
  });

  it.each(shops.map((shop) => [shop.code]))(
    '%s: getCmsStories without a prefix pages through its own folder only',
    async (code) => {
      const { body } = await call('getCmsStories', { perPage: 100 }, code);
      expect(body.stories.length).toBeGreaterThan(10);
      for (const story of body.stories) expect(story.full_slug).toMatch(new RegExp(`^([a-z]{2}/)?${code}/`));
    },
  );

  it('a uuid of another shop’s story finds nothing; of its own, the story', async () => {
    const german = storyUuid('de-de/home');
    const swiss = storyUuid('fr-ch/home');
    const { body } = await call('getCmsStories', { byUuids: [german, swiss] }, 'fr-ch');
    expect(body.stories.map((story) => story.uuid)).toEqual([swiss]);
  });

  it('a folder of the shop holds only the shop’s stories', async () => {
    const { body } = await call('getStoriesByFolder', { folder: 'global' }, 'cs-cz');
    expect(body.stories.length).toBeGreaterThan(0);
    for (const story of body.stories) expect(story.full_slug).toMatch(/^cs\/cs-cz\/global\//);
  });
});

describe('getDataSourceEntries and getCategoryComponentData', () => {
  it('answers every entry of a datasource (two pages of the content API) in the shop’s language', async () => {
    const { body } = await call('getDataSourceEntries', { datasource: 'lens-colours' }, 'fr-ch');
    expect(body).toHaveLength(28);
    expect(body[0]).toMatchObject({ name: 'grey', value: 'Grau', dimensionValue: 'Gris' });
    const czech = await call(
      'getDataSourceEntries',
      { datasource: 'frame-materials', dimension: 'cs' },
      'fr-ch',
    );
    expect(czech.body[0]).toMatchObject({ name: 'acetate', dimensionValue: 'Acetát' });
  });

  it('404s an unknown datasource', async () => {
    const { status, body } = await call('getDataSourceEntries', { datasource: 'temple-lengths' });
    expect([status, body.error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it.each(shops.map((shop) => [shop.code]))(
    '%s: the content attached to the sunglasses category',
    async (code) => {
      const { body } = await call('getCategoryComponentData', { categoryId: sunglasses }, code);
      expect(body).toMatchObject({ component: 'category_content', categoryId: String(sunglasses) });
    },
  );

  it('answers null for a category without content', async () => {
    const { status, body } = await call('getCategoryComponentData', { categoryId: 99_999 }, 'it-it');
    expect([status, body]).toEqual([200, null]);
  });
});

describe('content calls refuse a bad payload naming the field (400)', () => {
  it.each([
    ['getCmsStory', { slug: '../etc/passwd' }, 'payload.slug'],
    ['getCmsStory', { slug: 'home', lang: 'fr' }, 'payload.lang'],
    ['getCmsStory', { slug: 'home', version: 'draft' }, 'payload.preview'],
    [
      'getCmsStory',
      { slug: 'home', version: 'draft', preview: { spaceId: '1', timestamp: '1', token: 'x' } },
      'payload.preview.token',
    ],
    ['getCmsContent', { slug: 'home', version: 'latest' }, 'payload.version'],
    ['getCmsStories', { perPage: 0 }, 'payload.perPage'],
    ['getCmsStories', { byUuids: ['not-a-uuid'] }, 'payload.byUuids.0'],
    ['getStoriesByFolder', {}, 'payload.folder'],
    ['getStoriesByFolder', { folder: 'service/', page: 0 }, 'payload.folder'],
    ['getDataSourceEntries', { datasource: 'Lens Colours' }, 'payload.datasource'],
    ['getDataSourceEntries', { datasource: 'lens-colours', dimension: 'Deutsch (CH)' }, 'payload.dimension'],
    ['getCategoryComponentData', { categoryId: -1 }, 'payload.categoryId'],
    ['getCategoryComponentData', { categoryId: 1, slug: 'x' }, 'payload.slug'],
  ] as const)('%s %j at %s', async (name, payload, field) => {
    const { status, body } = await call(name, payload);
    expect(status).toBe(400);
    expect(body.error.details.map((detail) => detail.field)).toContain(field);
  });
});

describe('§8 content API down: the last good answer is served', () => {
  it('serves what it answered before, and fails unavailable where it has nothing kept', async () => {
    const own = await startContentApi(database.db);
    const failing = await startTestApi({
      db: database.db,
      logger,
      content: createContentGateway(ownSpace(own.endpoint)),
    });
    started.push(failing);
    const before = await call('getCmsStory', { slug: 'impressum' }, 'de-at', failing);
    expect(before.status).toBe(200);
    await own.close();

    const logged = lines.length;
    const after = await call('getCmsStory', { slug: 'impressum' }, 'de-at', failing);
    expect(after).toEqual(before);
    expect(lines.slice(logged)).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'content API failed: answering with the last good answer' }),
    );

    const never = await call('getCmsStory', { slug: 'datenschutz' }, 'de-at', failing);
    expect([never.status, never.body.error.code]).toEqual([503, 'UNAVAILABLE']);
  });

  it('§8 logs a missing token, and the call is unavailable', async () => {
    const tokenless = await startTestApi({
      db: database.db,
      logger,
      content: createContentGateway({ ...ownSpace(contentApi.endpoint), token: undefined }),
    });
    started.push(tokenless);
    const { status } = await call('getCmsStory', { slug: 'home' }, 'de-de', tokenless);
    expect(status).toBe(503);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'content API token missing: set CONTENT_API_TOKEN' }),
    );
  });
});
