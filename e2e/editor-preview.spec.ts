import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { getShopByCode, shopIdHeader } from '@lumen/domain';
import { shopUrl } from './shop-url.ts';

/*
 * §6 visual-editor mode: Storyblok's visual editor opens a page with its proof in the
 * query (`_storyblok_tk[...]`); the page shows the draft and follows the editor as it types. The
 * e2e server reads its own content space: space id 310427 (api `content-space.ts`) and, with no
 * CONTENT_PREVIEW_TOKEN set, the development preview token (api `config.ts`,
 * `developmentContentTokens`). The seed's `home` story has an unpublished autumn campaign hero,
 * and `overlays/aktion/herbstaktion` was never published.
 */
const spaceId = '310427';
const previewToken = 'lumen-dev-preview-token';

const draftHeadline = 'Neu: die Herbstkollektion';
// The published home story's campaign hero, which shoppers see.
const publishedHeadline = 'Sonnenbrillen für den Sommer';

/** The editor's query: its token is the SHA-1 of `{space id}:{preview token}:{timestamp}`. */
function editorQuery(options: { storyId?: number; token?: string; ageSeconds?: number } = {}): string {
  const timestamp = String(Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 30));
  const token = createHash('sha1')
    .update(`${spaceId}:${options.token ?? previewToken}:${timestamp}`)
    .digest('hex');
  const story = options.storyId === undefined ? '' : `_storyblok=${options.storyId}&`;
  return `?${story}_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
}

/** What a shopper could put in the address: a well-formed proof the api refuses. */
const refusedQueries = [
  ['a token made with a guessed preview token', editorQuery({ token: 'guessed-preview-token' })],
  ['an expired preview link', editorQuery({ ageSeconds: 2 * 3600 })],
  [
    'a token of zeros',
    `?_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${Math.floor(Date.now() / 1000)}&_storyblok_tk[token]=${'0'.repeat(40)}`,
  ],
] as const;

const liveSlot = '[data-slot="live-preview"]';

async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).not.toBe(500);
  return response;
}

test.describe('§6 editor preview of the homepage', () => {
  test('with the editor’s proof: the draft of the home story, uncached and not indexed', async ({
    page,
    baseURL,
  }) => {
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await openPage(page, shopUrl(baseURL, 'de-de', `/${editorQuery()}`));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1, name: draftHeadline })).toBeVisible();
    await expect(page.locator(liveSlot)).toBeVisible();
    // The blocks carry the editor's markers, so the editor can outline and open them.
    await expect(page.locator(`${liveSlot} [data-blok-uid]`).first()).toBeAttached();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The live preview and the editor's bridge are loaded here, and only here.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => page.evaluate(() => 'StoryblokBridge' in window)).toBe(true);
    expect(scripts.some((url) => /cms-story-preview/.test(url))).toBe(true);
    // The server's draft and the browser's hydrate alike.
    expect(errors).toEqual([]);
  });

  test('without a proof: the shop’s homepage, and no editor code is loaded', async ({ page, baseURL }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await openPage(page, shopUrl(baseURL, 'de-de'));
    expect(response?.headers()['cache-control']).toBeUndefined();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: publishedHeadline })).toBeVisible();
    await expect(page.getByText(draftHeadline)).toHaveCount(0);
    await expect(page.locator(liveSlot)).toHaveCount(0);
    expect(scripts.filter((url) => /cms-story-preview/.test(url))).toEqual([]);
    expect(await page.evaluate(() => 'storyblokRegisterEvent' in window || 'StoryblokBridge' in window)).toBe(
      false,
    );
  });

  for (const [name, query] of refusedQueries) {
    test(`with ${name}: the shop’s homepage, never the draft`, async ({ page, baseURL }) => {
      const response = await openPage(page, shopUrl(baseURL, 'de-de', `/${query}`));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBeUndefined();
      await expect(page.getByRole('heading', { level: 1, name: publishedHeadline })).toBeVisible();
      await expect(page.getByText(draftHeadline)).toHaveCount(0);
      await expect(page.locator(liveSlot)).toHaveCount(0);
    });
  }
});

test.describe('§6 editor preview of CMS pages', () => {
  const overlay = '/overlays/aktion/herbstaktion/';

  test('an overlay never published shows in the editor’s preview only', async ({ page, baseURL }) => {
    const preview = await openPage(page, shopUrl(baseURL, 'de-de', `${overlay}${editorQuery()}`));
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByText('Vom 1. bis 31. Oktober')).toBeVisible();
    await expect(page.locator(liveSlot)).toBeVisible();

    for (const query of ['', refusedQueries[0][1]]) {
      const published = await openPage(page, shopUrl(baseURL, 'de-de', `${overlay}${query}`));
      expect(published?.status()).toBe(404);
      await expect(page.getByText('Vom 1. bis 31. Oktober')).toHaveCount(0);
    }
  });

  test('a content page (catch-all route): the preview with the proof, the published page without', async ({
    page,
    baseURL,
  }) => {
    const preview = await openPage(page, shopUrl(baseURL, 'de-de', `/impressum/${editorQuery()}`));
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator(liveSlot).getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();

    for (const query of ['', refusedQueries[0][1]]) {
      const published = await openPage(page, shopUrl(baseURL, 'de-de', `/impressum/${query}`));
      expect(published?.status()).toBe(200);
      expect(published?.headers()['cache-control']).toBeUndefined();
      await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
      await expect(page.locator(liveSlot)).toHaveCount(0);
    }
  });
});

/** The draft of the de-de homepage story, as the editor holds it. */
async function homeDraft(request: APIRequestContext, baseURL: string | undefined) {
  const query = new URLSearchParams(editorQuery().slice(1));
  const response = await request.post(`${baseURL}/api/rpc/getCmsStory`, {
    headers: { [shopIdHeader]: String(getShopByCode('de-de').shopId) },
    data: {
      payload: {
        slug: 'home',
        version: 'draft',
        preview: {
          spaceId: query.get('_storyblok_tk[space_id]'),
          timestamp: query.get('_storyblok_tk[timestamp]'),
          token: query.get('_storyblok_tk[token]'),
        },
      },
    },
  });
  expect(response.status()).toBe(200);
  const { story } = (await response.json()) as {
    story: { id: number; content: { body: { headline?: string }[] } };
  };
  return story;
}

test.describe('§6 the preview in Storyblok’s visual editor, through its bridge', () => {
  // The editor (app.storyblok.com) frames a shop on this machine: Chromium asks first (local network access).
  test.use({ permissions: ['local-network-access'] });

  test('edits show as the editor types, with no request beyond the shop', async ({
    page,
    request,
    baseURL,
  }) => {
    const story = await homeDraft(request, baseURL);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    const previewUrl = shopUrl(baseURL, 'de-de', `/${editorQuery({ storyId: story.id })}`);
    // The visual editor: Storyblok's app frames the page (the pages' CSP lets app.storyblok.com frame them).
    await page.route('https://app.storyblok.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Visual editor</title>
          <iframe title="preview" src="${previewUrl}" width="1200" height="900"></iframe>`,
      }),
    );
    await page.goto('https://app.storyblok.com/#/me/spaces/310427/stories/0/0/edit');
    const preview = page.frameLocator('iframe[title="preview"]');
    await expect(preview.getByRole('heading', { level: 1, name: draftHeadline })).toBeVisible();
    await expect(preview.locator('html')).toHaveAttribute('data-hydrated', 'true');

    // What the editor sends on every keystroke: the story with its content as typed so far.
    const typed = structuredClone(story);
    typed.content.body[0]!.headline = 'Herbst, live getippt';
    await expect(async () => {
      await page.evaluate(
        (message) => document.querySelector('iframe')!.contentWindow!.postMessage(message, '*'),
        { action: 'input', story: typed },
      );
      await expect(preview.getByRole('heading', { level: 1, name: 'Herbst, live getippt' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    // The bridge comes from the shop itself and talks to the editor by postMessage only: the page's
    // policy needs no third-party host, and the frame asks nothing of any.
    expect(blocked).toEqual([]);
    expect([...hosts].sort()).toEqual(['app.storyblok.com', new URL(previewUrl).host]);
  });
});
