import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroFixtures } from '../hero/hero.fixtures.ts';
import { createContentChannel, storyblokBridgeSource } from './content-source.ts';

describe('§6 visual-editor mode: a content channel', () => {
  it('hands every published content to every subscriber until it unsubscribes', () => {
    const channel = createContentChannel();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = channel.onContentChange(first);
    channel.onContentChange(second);
    channel.publish('[]');
    stopFirst();
    channel.publish([heroFixtures.de]);
    expect(first.mock.calls).toEqual([['[]']]);
    expect(second.mock.calls).toEqual([['[]'], [[heroFixtures.de]]]);
  });

  it('lets the same callback subscribe twice and unsubscribe each once', () => {
    const channel = createContentChannel();
    const callback = vi.fn();
    const stop = channel.onContentChange(callback);
    channel.onContentChange(callback);
    stop();
    channel.publish('x');
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

type BridgeEvent = { action: string; story?: { id: number; content: unknown }; storyId?: number };

/*
 * A stand-in for Storyblok's bridge on window, as `loadStoryblokBridge` leaves it: the real
 * `registerStoryblokBridge` of @storyblok/js runs against it, so its checks (the editor's
 * `_storyblok` query, the story id, the `input` action) are the library's own.
 */
function fakeEditor(storyIdInUrl: number) {
  const handlers: ((event?: BridgeEvent) => void)[] = [];
  const bridgeWindow = window as unknown as Record<string, unknown>;
  bridgeWindow.storyblokRegisterEvent = (callback: () => void) => callback();
  bridgeWindow.StoryblokBridge = class {
    on(_events: string[], handler: (event?: BridgeEvent) => void) {
      handlers.push(handler);
    }
  };
  window.history.replaceState(null, '', `/?_storyblok=${storyIdInUrl}&_storyblok_tk[space_id]=287411`);
  return {
    send(event: BridgeEvent) {
      for (const handler of handlers) handler(event);
    },
  };
}

describe('§6 visual-editor mode: the Storyblok bridge as a content source', () => {
  const load = vi.fn(() => Promise.resolve());
  const page = { component: 'content_page', body: [heroFixtures.de] };

  beforeEach(() => load.mockClear());
  afterEach(() => {
    const bridgeWindow = window as unknown as Record<string, unknown>;
    delete bridgeWindow.storyblokRegisterEvent;
    delete bridgeWindow.StoryblokBridge;
    window.history.replaceState(null, '', '/');
  });

  it('hands on the content of the story the editor is typing in', () => {
    const editor = fakeEditor(531822961);
    const callback = vi.fn();
    storyblokBridgeSource(531822961, { load }).onContentChange(callback);
    expect(load).toHaveBeenCalledTimes(1);
    editor.send({ action: 'input', story: { id: 531822961, content: page } });
    expect(callback).toHaveBeenCalledWith(page);
  });

  it('ignores other stories and falls silent once unsubscribed', () => {
    const editor = fakeEditor(531822961);
    const callback = vi.fn();
    const stop = storyblokBridgeSource(531822961, { load }).onContentChange(callback);
    editor.send({ action: 'input', story: { id: 42, content: page } });
    stop();
    editor.send({ action: 'input', story: { id: 531822961, content: page } });
    expect(callback).not.toHaveBeenCalled();
  });

  it('never calls back outside the editor, or in the editor on another story', () => {
    const callback = vi.fn();
    window.history.replaceState(null, '', '/');
    storyblokBridgeSource(531822961, { load }).onContentChange(callback);
    const editor = fakeEditor(7);
    storyblokBridgeSource(531822961, { load }).onContentChange(callback);
    editor.send({ action: 'input', story: { id: 531822961, content: page } });
    expect(callback).not.toHaveBeenCalled();
  });

  it('warns when the bridge cannot be loaded, and does not throw', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeEditor(531822961);
    storyblokBridgeSource(531822961, { load: () => Promise.reject(new Error('offline')) }).onContentChange(
      vi.fn(),
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
