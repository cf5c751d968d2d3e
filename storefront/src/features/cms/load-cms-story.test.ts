import { QueryClient } from '@tanstack/react-query';
import { RpcError } from '@lumen/domain';
import type { CmsEditorPreview, CmsStoryAnswer, RpcCall, RpcErrorCode } from '@lumen/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsStoryQuery } from '../../queries/content-queries.ts';
import { loadCmsStory } from './load-cms-story.ts';

const preview: CmsEditorPreview = {
  spaceId: '310427',
  timestamp: '1751032200',
  token: 'f3a1c2d4e5b6a7980f1e2d3c4b5a69788796a5b4',
};

/** Only the field these tests tell apart: which version the api answered. */
function answerOf(headline: string): CmsStoryAnswer {
  return { story: { content: { headline } } } as unknown as CmsStoryAnswer;
}
const published = answerOf('Sonnenbrillen für den Sommer');
const draft = answerOf('Neu: die Herbstkollektion');

const refusal = (code: RpcErrorCode, status: number) => new RpcError({ code, status, message: code });

/** The api's `getCmsStory`: the published story, and the draft or what it answers a draft request. */
function fakeApi(answers: { published: CmsStoryAnswer | RpcError; draft: CmsStoryAnswer | RpcError }) {
  const getCmsStory = vi.fn((payload: { version?: string }) => {
    const answer = payload.version === 'draft' ? answers.draft : answers.published;
    return answer instanceof RpcError ? Promise.reject(answer) : Promise.resolve(answer);
  });
  const rpc = ((_name: string, payload: { version?: string }) => getCmsStory(payload)) as unknown as RpcCall;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { context: { rpc, queryClient }, getCmsStory, queryClient, rpc };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§6 visual-editor mode: which version of a story a CMS page loads', () => {
  it('shows the draft when the api accepts the editor’s proof, and asks for nothing else', async () => {
    const api = fakeApi({ published, draft });
    expect(await loadCmsStory(api.context, 'home', preview)).toEqual({ answer: draft, preview });
    expect(api.getCmsStory.mock.calls).toEqual([[{ slug: 'home', version: 'draft', preview }]]);
  });

  it('shows the published story without a proof, and never asks for the draft', async () => {
    const api = fakeApi({ published, draft });
    expect(await loadCmsStory(api.context, 'home', undefined)).toEqual({
      answer: published,
      preview: undefined,
    });
    expect(api.getCmsStory.mock.calls).toEqual([[{ slug: 'home', version: 'published' }]]);
  });

  it.each([
    ['refuses the proof (403)', refusal('FORBIDDEN', 403), false],
    ['cannot answer drafts (503)', refusal('UNAVAILABLE', 503), true],
    ['finds a bad payload (400)', refusal('VALIDATION_FAILED', 400), true],
  ])('shows the published story when the api %s, never an error page', async (_case, error, warned) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi({ published, draft: error });
    expect(await loadCmsStory(api.context, 'home', preview)).toEqual({
      answer: published,
      preview: undefined,
    });
    expect(api.getCmsStory.mock.calls.map(([payload]) => payload.version)).toEqual(['draft', 'published']);
    // Anyone may put a proof in an address: only a failure that is not a refusal is worth a warning.
    expect(warn).toHaveBeenCalledTimes(warned ? 1 : 0);
  });

  it('shows the published story when there is no draft of it', async () => {
    const api = fakeApi({ published, draft: refusal('NOT_FOUND', 404) });
    expect(await loadCmsStory(api.context, 'home', preview)).toEqual({
      answer: published,
      preview: undefined,
    });
  });

  it('is null when there is no story at all, with a proof or without', async () => {
    const api = fakeApi({ published: refusal('NOT_FOUND', 404), draft: refusal('NOT_FOUND', 404) });
    expect(await loadCmsStory(api.context, 'gibt-es-nicht', preview)).toBeNull();
    expect(await loadCmsStory(api.context, 'gibt-es-nicht', undefined)).toBeNull();
  });

  it('keeps the draft apart from the published story in the cache', async () => {
    const api = fakeApi({ published, draft });
    await loadCmsStory(api.context, 'home', preview);
    await loadCmsStory(api.context, 'home', undefined);
    expect(api.queryClient.getQueryData(cmsStoryQuery(api.rpc, 'home', preview).queryKey)).toBe(draft);
    expect(api.queryClient.getQueryData(cmsStoryQuery(api.rpc, 'home').queryKey)).toBe(published);
    expect(cmsStoryQuery(api.rpc, 'home').queryKey).toEqual([
      'getCmsStory',
      { slug: 'home', version: 'published' },
    ]);
  });

  it('asks again for a draft under another proof (a new visit of the editor)', async () => {
    const api = fakeApi({ published, draft });
    await loadCmsStory(api.context, 'home', preview);
    await loadCmsStory(api.context, 'home', { ...preview, timestamp: '1751035800' });
    expect(api.getCmsStory).toHaveBeenCalledTimes(2);
  });
});
