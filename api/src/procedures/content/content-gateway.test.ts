import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installHttpRetries } from '../../commerce-client/http-retries.ts';
import { AppError } from '../../rpc/app-error.ts';
import { createCapturingLogger } from '../../testing/test-api.ts';
import { contentClientLimits, createContentGateway } from './content-gateway.ts';
import type { StoryRequest } from './content-gateway.ts';

/*
 * §8/§9: the content calls' client limits, against a content API that answers a script of
 * statuses (a story on 200) and notes when each request came.
 */

const story = {
  name: 'Startseite',
  created_at: '2025-03-03T09:00:00.000Z',
  published_at: '2025-06-16T07:30:00.000Z',
  id: 101,
  uuid: '6f1c2b6e-8c5d-4c1e-9a4b-1f2e3d4c5b6a',
  content: { _uid: 'c', component: 'content_page', body: [] },
  slug: 'home',
  full_slug: 'de-de/home',
  sort_by_date: null,
  position: 0,
  tag_list: [],
  parent_id: 100,
  meta_data: null,
  group_id: '8c2f0b3e-1111-4222-8333-444455556666',
  lang: 'default',
  alternates: [],
};

let script: number[] = [200];
const arrivals: number[] = [];
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    arrivals.push(Date.now());
    const status = script.length > 1 ? script.shift()! : script[0]!;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        status >= 200 && status < 300 ? { story, rels: [], links: [], cv: 1 } : { error: `status ${status}` },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  vi.restoreAllMocks();
});

function answer(...statuses: number[]) {
  script = statuses;
  arrivals.length = 0;
}

const published: StoryRequest = {
  version: 'published',
  language: undefined,
  resolveRelations: [],
  resolveLinks: undefined,
};
const silent = pino({ level: 'silent' });
const gatewayFor = () =>
  createContentGateway({
    endpoint,
    token: 'public-token-000',
    previewToken: undefined,
    spaceId: undefined,
    cacheSeconds: 0,
  });

describe('§9 content API client: 429 retried after 0.3 s up to 10 times', () => {
  it('retries a 429 until the API answers, 0.3 s apart, saying it hit the rate limit', async () => {
    const said = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    answer(429, 429, 200);
    const { story: read } = await gatewayFor().story('de-de/home', published, silent);
    expect(read.full_slug).toBe('de-de/home');
    expect(arrivals).toHaveLength(3);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(contentClientLimits.retriesDelay - 20);
    expect(said).toHaveBeenCalledWith('Hit rate limit. Retrying in 0.3 seconds.');
  });

  it('gives up after the 10th retry: the call is unavailable', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    answer(429);
    const failure = await gatewayFor()
      .story('de-de/home', published, silent)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('UNAVAILABLE');
    expect(arrivals).toHaveLength(1 + contentClientLimits.maxRetries);
  });
});

describe('§9 content API client: one layer of retries', () => {
  it('makes 11 requests of a permanent 429 with the process’s retry rule installed, not 22', async () => {
    const before = getGlobalDispatcher();
    installHttpRetries({ delayMs: 0 });
    try {
      answer(429);
      await expect(gatewayFor().story('de-de/home', published, silent)).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
      expect(arrivals).toHaveLength(1 + contentClientLimits.maxRetries);
    } finally {
      setGlobalDispatcher(before);
    }
  });
});

describe('§8 content API client: a status outside 200-206 rejects', () => {
  it.each([200, 201, 203, 206])('%i is an answer', async (status) => {
    const { logger, lines } = createCapturingLogger();
    answer(status);
    expect(await gatewayFor().story('de-de/home', published, logger)).toMatchObject({
      story: { id: story.id },
    });
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
  });

  it.each([500, 503, 301, 401, 207])('%i: the last good answer is served, then kept', async (status) => {
    const { logger, lines } = createCapturingLogger();
    const gateway = gatewayFor();
    answer(200);
    const first = await gateway.story('de-de/home', published, logger);
    answer(status);
    expect(await gateway.story('de-de/home', published, logger)).toEqual(first);
    expect(lines.at(-1)).toMatchObject({
      level: 40,
      msg: 'content API failed: answering with the last good answer',
    });
  });

  it('404 is an answer: not found, and the kept answer is dropped', async () => {
    const gateway = gatewayFor();
    answer(200);
    await gateway.story('de-de/home', published, silent);
    answer(404);
    await expect(gateway.story('de-de/home', published, silent)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    answer(500);
    await expect(gateway.story('de-de/home', published, silent)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('an answer of the wrong shape is a failure too', async () => {
    answer(200);
    const gateway = gatewayFor();
    await expect(gateway.stories({ ...published, perPage: 25, page: 1 }, silent)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });
});

describe('§9 content API client: 5 requests per second', () => {
  it('starts the sixth request a second after the first', async () => {
    answer(200);
    const gateway = gatewayFor();
    // Measured from when the calls start: the throttle holds the sixth back a second from the
    // first one's start, while a busy machine may delay the first one's arrival but not that hold.
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 6 }, (_, index) => gateway.story(`de-de/page-${index}`, published, silent)),
    );
    const sorted = [...arrivals].sort((a, b) => a - b);
    expect(sorted).toHaveLength(6);
    // The first five go at once: none of them waits out the second.
    expect(sorted[4]! - started).toBeLessThan(1000);
    expect(sorted[5]! - started).toBeGreaterThanOrEqual(1000);
  });
});

describe('content API client: answers kept fresh for cacheSeconds', () => {
  it('answers a published request again from its kept answer, and always asks for drafts', async () => {
    answer(200);
    const gateway = createContentGateway({
      endpoint,
      token: 'public-token-000',
      previewToken: 'preview-token-000',
      spaceId: 1,
      cacheSeconds: 60,
    });
    await gateway.story('de-de/home', published, silent);
    await gateway.story('de-de/home', published, silent);
    expect(arrivals).toHaveLength(1);
    await gateway.story('de-de/home', { ...published, version: 'draft' }, silent);
    await gateway.story('de-de/home', { ...published, version: 'draft' }, silent);
    expect(arrivals).toHaveLength(3);
  });
});

describe('§9 content API client: uuids asked for in batches of 50', () => {
  // A content API that finds a story for each uuid asked for, pages them as Storyblok does, and
  // notes each request's uuids.
  const asked: string[][] = [];
  let storiesServer: http.Server;
  let storiesEndpoint: string;
  const uuidOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

  beforeAll(async () => {
    storiesServer = http.createServer((req, res) => {
      const params = new URL(req.url ?? '/', 'http://x').searchParams;
      const uuids = params.get('by_uuids')?.split(',') ?? [];
      asked.push(uuids);
      const [perPage, page] = [Number(params.get('per_page')), Number(params.get('page'))];
      const stories = uuids
        .map((uuid, index) => ({ ...story, id: 1000 + index, uuid, full_slug: uuid }))
        .slice((page - 1) * perPage, page * perPage);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ stories, rels: [story], links: [], cv: 7 }));
    });
    await new Promise<void>((resolve) => storiesServer.listen(0, '127.0.0.1', resolve));
    storiesEndpoint = `http://127.0.0.1:${(storiesServer.address() as AddressInfo).port}/v2`;
  });
  afterAll(async () => {
    storiesServer.closeAllConnections();
    await new Promise<void>((resolve) => storiesServer.close(() => resolve()));
  });

  const gateway = () =>
    createContentGateway({
      endpoint: storiesEndpoint,
      token: 'public-token-000',
      previewToken: undefined,
      spaceId: undefined,
      cacheSeconds: 0,
    });

  it.each([
    [1, [1], 1, 25, 1],
    [50, [50], 1, 25, 25],
    [51, [50, 1], 1, 25, 25],
    [120, [50, 50, 20], 1, 100, 100],
    [120, [50, 50, 20], 2, 100, 20],
    [120, [50, 50, 20], 3, 100, 0],
  ])(
    '%i uuids go in batches of %j; page %i of %i holds %i stories',
    async (count, batches, page, perPage, shown) => {
      asked.length = 0;
      const uuids = Array.from({ length: count }, (_, index) => uuidOf(index));
      const answer = await gateway().stories({ ...published, byUuids: uuids, perPage, page }, silent);
      expect(asked.map((batch) => batch.length).sort((a, b) => b - a)).toEqual(batches);
      expect(asked.flat().sort()).toEqual(uuids);
      expect(answer.stories.map((found) => found.uuid)).toEqual(
        uuids.slice((page - 1) * perPage, (page - 1) * perPage + shown),
      );
      // The relation every batch names comes once.
      expect(answer.rels).toHaveLength(1);
      expect(answer.cv).toBe(7);
    },
  );
});
