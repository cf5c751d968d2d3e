import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestContext } from '../http/request-context.ts';
import { rpcErrorHandler } from '../rpc/error-handler.ts';
import { createCapturingLogger } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { createAnalyticsRouter } from './analytics-router.ts';

// §7 analytics: the page view beacon `POST /api/dt/report`, mounted as the api mounts it (under
// /api, behind the request context, before the error handler), driven over HTTP.

let database: TestDatabase;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase();
  const { logger } = createCapturingLogger();
  const app = express();
  app.use(
    '/api',
    requestContext(logger),
    createAnalyticsRouter({ db: database.db, logger }),
    rpcErrorHandler,
  );
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});
afterAll(async () => {
  await close();
  await database.cleanup();
});
beforeEach(async () => {
  await database.db.query('delete from page_views');
});

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const report = {
  baseUrl: 'https://www.lumen-optik.de',
  path: '/brillen/sonnenbrillen/',
  referrer: 'https://www.google.com/',
  language: 'de',
  country: 'DE',
  pageType: 'category',
  pageTitle: 'Sonnenbrillen | Lumen Optik',
  isBotTraffic: false,
  ua: firefox,
  uamb: false,
};

function beacon(body: unknown, options: { type?: string; userAgent?: string } = {}) {
  return fetch(`${baseUrl}/api/dt/report`, {
    method: 'POST',
    headers: {
      'content-type': options.type ?? 'text/plain;charset=UTF-8',
      'user-agent': options.userAgent ?? firefox,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface PageViewRow {
  base_url: string;
  path: string;
  referrer: string | null;
  language: string;
  country: string;
  page_type: string;
  page_title: string;
  cbd_token_hash: string | null;
  is_bot_traffic: boolean;
  user_agent: string;
  is_mobile: boolean;
}

async function pageViews(): Promise<PageViewRow[]> {
  const { rows } = await database.db.query<PageViewRow>(
    `select base_url, path, referrer, language, country, page_type, page_title, cbd_token_hash,
            is_bot_traffic, user_agent, is_mobile
       from page_views order by id`,
  );
  return rows;
}

describe('POST /api/dt/report (§7 analytics beacon)', () => {
  it.each(['text/plain;charset=UTF-8', 'application/json'])(
    'stores a page view sent as %s, answering 204',
    async (type) => {
      const response = await beacon(report, { type });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(await pageViews()).toEqual([
        {
          base_url: 'https://www.lumen-optik.de',
          path: '/brillen/sonnenbrillen/',
          referrer: 'https://www.google.com/',
          language: 'de',
          country: 'DE',
          page_type: 'category',
          page_title: 'Sonnenbrillen | Lumen Optik',
          cbd_token_hash: null,
          is_bot_traffic: false,
          user_agent: firefox,
          is_mobile: false,
        },
      ]);
    },
  );

  it("keeps the success page's cbd token only as its SHA-256, and no referrer as null", async () => {
    const cbdToken = 'cbd_7f3a9c2e41b84d6fa0c1';
    const response = await beacon({
      ...report,
      path: '/success/',
      pageType: 'other',
      referrer: '',
      country: 'AT-AUT',
      cbdToken,
      uamb: true,
    });
    expect(response.status).toBe(204);
    expect(await pageViews()).toMatchObject([
      {
        referrer: null,
        country: 'AT',
        cbd_token_hash: createHash('sha256').update(cbdToken).digest('hex'),
        is_mobile: true,
      },
    ]);
  });

  it('never stores the view of an error page, and answers 204 all the same', async () => {
    const response = await beacon({ ...report, pageType: 'error', pageTitle: 'Seite nicht gefunden' });
    expect(response.status).toBe(204);
    expect(await pageViews()).toEqual([]);
  });

  it.each([
    ['a browser', { isBotTraffic: false, ua: firefox }, firefox, false],
    ['the page flagging it', { isBotTraffic: true, ua: firefox }, firefox, true],
    ['a crawler in the report', { isBotTraffic: false, ua: googlebot }, firefox, true],
    ['a crawler sending the request', { isBotTraffic: false, ua: firefox }, googlebot, true],
    [
      'a headless browser',
      { isBotTraffic: false, ua: 'Mozilla/5.0 HeadlessChrome/120.0.0.0' },
      firefox,
      true,
    ],
  ])('§6 flags bot traffic from %s: %s', async (_case, fields, userAgent, bot) => {
    expect((await beacon({ ...report, ...fields }, { userAgent })).status).toBe(204);
    expect((await pageViews()).map((row) => row.is_bot_traffic)).toEqual([bot]);
  });

  it.each([
    [{ ...report, pageType: undefined }, 'body.pageType'],
    [{ ...report, pageType: 'landing' }, 'body.pageType'],
    [{ ...report, country: 'US' }, 'body.country'],
    [{ ...report, country: 'DE-AUT' }, 'body.country'],
    [{ ...report, language: 'en' }, 'body.language'],
    [{ ...report, baseUrl: 'javascript:alert(1)' }, 'body.baseUrl'],
    [{ ...report, path: 'brillen/' }, 'body.path'],
    [{ ...report, referrer: 'not a url' }, 'body.referrer'],
    [{ ...report, uamb: '?1' }, 'body.uamb'],
    [{ ...report, isBotTraffic: 'false' }, 'body.isBotTraffic'],
    [{ ...report, cbdToken: 'short' }, 'body.cbdToken'],
    [{ ...report, sessionId: 'abc' }, 'body.sessionId'],
    [[report], 'body'],
  ])('refuses %j with a 400 naming %s, storing nothing', async (body, field) => {
    const response = await beacon(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { code: string; details: { field: string }[] } };
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(answer.error.details.map((detail) => detail.field)).toContain(field);
    expect(await pageViews()).toEqual([]);
  });

  it.each([
    ['not JSON', '{"path": "/"', 'text/plain', 'body'],
    ['empty', '', 'text/plain', 'body'],
    ['a form', 'path=%2F', 'application/x-www-form-urlencoded', 'header.content-type'],
  ])('refuses a body that is %s (400)', async (_case, body, type, field) => {
    const response = await beacon(body, { type });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { details: { field: string }[] } };
    expect(answer.error.details.map((detail) => detail.field)).toEqual([field]);
  });

  it('refuses a body larger than a report can be (413)', async () => {
    const response = await beacon({ ...report, pageTitle: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });
});
