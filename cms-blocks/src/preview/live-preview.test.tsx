import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { heroDraftFixture, heroFixtures } from '../hero/hero.fixtures.ts';
import type { BlockError } from '../registry/block-error.ts';
import { preloadBlockComponents } from '../registry/lazy-block-component.tsx';
import { createContentChannel } from './content-source.ts';
import { LivePreview } from './live-preview.tsx';

// The shop loads block components lazily; these tests render a block and look at it at once.
beforeAll(preloadBlockComponents);
afterEach(cleanup);

const page = { _uid: 'p1', component: 'content_page', title: 'Startseite', body: [heroFixtures.de] };
const retitled = {
  ...page,
  body: [{ ...heroFixtures.de, headline: 'Herbstaktion: zweite Brille geschenkt' }],
};

function headings() {
  return screen.queryAllByRole('heading').map((heading) => heading.textContent);
}
function notice() {
  return document.querySelector('[data-slot="live-preview"] > [data-slot="block-notice"]');
}

describe('§6 visual-editor mode: the live preview', () => {
  it('renders the page’s blocks in preview, with the editor attributes from _editable', () => {
    render(<LivePreview content={page} onBlockError={vi.fn()} />);
    expect(headings()).toEqual(['Die neue Sonnenbrillen-Kollektion ist da']);
    const hero = document.querySelector('[data-slot="hero"]');
    expect(hero?.getAttribute('data-blok-uid')).toBe('531822961-6f0d2c1e-3b7a-4c5e-9d21-8a4f6b2c9e10');
    expect(JSON.parse(hero?.getAttribute('data-blok-c') ?? '{}')).toMatchObject({
      name: 'hero',
      id: '531822961',
    });
  });

  it('re-renders the block when the source sends changed content, keeping the element', () => {
    const source = createContentChannel();
    render(<LivePreview content={page} source={source} onBlockError={vi.fn()} />);
    const before = document.querySelector('[data-slot="hero"]');
    act(() => source.publish(retitled));
    expect(headings()).toEqual(['Herbstaktion: zweite Brille geschenkt']);
    // Same uid, same element: the editor's outline stays on the block being edited.
    expect(document.querySelector('[data-slot="hero"]')).toBe(before);
  });

  it('follows a new content prop, and the source after it', () => {
    const source = createContentChannel();
    const { rerender } = render(<LivePreview content={page} source={source} onBlockError={vi.fn()} />);
    rerender(<LivePreview content={{ body: [heroFixtures.pl] }} source={source} onBlockError={vi.fn()} />);
    expect(headings()).toEqual(['Nowa kolekcja okularów przeciwsłonecznych']);
    act(() => source.publish(JSON.stringify({ body: [heroFixtures.cs] })));
    expect(headings()).toEqual(['Vyšetření zraku zdarma']);
  });

  it('shows the editor notice above the last good blocks while the content is broken JSON', () => {
    const source = createContentChannel();
    const onBlockError = vi.fn<(error: BlockError) => void>();
    render(<LivePreview content={page} source={source} onBlockError={onBlockError} />);
    act(() => source.publish('{"body": [{"_uid": "6f0d'));
    expect(notice()?.textContent).toMatch(/\(json\): Not valid JSON/);
    expect(headings()).toEqual(['Die neue Sonnenbrillen-Kollektion ist da']);
    expect(onBlockError).toHaveBeenCalledTimes(1);
    expect(onBlockError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'not-a-block' }));

    act(() => source.publish(retitled));
    expect(notice()).toBeNull();
    expect(headings()).toEqual(['Herbstaktion: zweite Brille geschenkt']);
  });

  it('shows only the notice when the first content is already broken', () => {
    render(<LivePreview content="nicht JSON" onBlockError={vi.fn()} />);
    expect(notice()).not.toBeNull();
    expect(headings()).toEqual([]);
  });

  it('shows a block’s own notice for a block whose content fails its schema', () => {
    const onBlockError = vi.fn<(error: BlockError) => void>();
    render(<LivePreview content={[heroFixtures.de, heroDraftFixture]} onBlockError={onBlockError} />);
    expect(headings()).toEqual(['Die neue Sonnenbrillen-Kollektion ist da']);
    expect(screen.getByRole('note').textContent).toContain('Block "hero" has invalid content.');
    expect(onBlockError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'invalid-content', component: 'hero' }),
    );
  });

  it('stops listening when it unmounts', () => {
    const unsubscribe = vi.fn();
    const source = { onContentChange: vi.fn(() => unsubscribe) };
    const { unmount } = render(<LivePreview content={page} source={source} onBlockError={vi.fn()} />);
    expect(source.onContentChange).toHaveBeenCalledTimes(1);
    expect(unsubscribe).not.toHaveBeenCalled();
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
