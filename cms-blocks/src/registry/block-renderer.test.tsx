import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { heroDraftFixture, heroFixtures } from '../hero/hero.fixtures.ts';
import type { BlockError } from './block-error.ts';
import { preloadBlockComponents } from './lazy-block-component.tsx';
import { BlockRenderer, BlockRenderProvider, renderBlocks } from './block-renderer.tsx';
import type { Blok } from './blok.ts';

// The shop loads block components lazily; these tests render a block and look at it at once.
beforeAll(preloadBlockComponents);
afterEach(cleanup);

const unknownBlok: Blok = { _uid: 'a1b2', component: 'countdown_banner', headline: 'Nur noch 3 Tage' };

function notice() {
  return document.querySelector('[data-slot="block-notice"]');
}

describe('§2 content blocks: rendering raw CMS blocks', () => {
  it('renders a registered block from its raw content', () => {
    const onBlockError = vi.fn();
    render(<BlockRenderer blok={heroFixtures.de} onBlockError={onBlockError} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Die neue Sonnenbrillen-Kollektion ist da' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kollektion entdecken' }).getAttribute('href')).toBe(
      '/sonnenbrillen/neue-kollektion/',
    );
    expect(onBlockError).not.toHaveBeenCalled();
  });

  it('renders a list of blocks in order and skips what it cannot render', () => {
    render(
      <main>{renderBlocks([heroFixtures.fr, unknownBlok, heroFixtures.pl], { onBlockError: vi.fn() })}</main>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Examen de la vue gratuit dans votre magasin',
      'Nowa kolekcja okularów przeciwsłonecznych',
    ]);
  });

  it('puts the editor attributes on the block in preview only', () => {
    const { rerender } = render(<BlockRenderer blok={heroFixtures.de} preview />);
    const hero = document.querySelector('[data-slot="hero"]');
    expect(hero?.getAttribute('data-blok-uid')).toBe('531822961-6f0d2c1e-3b7a-4c5e-9d21-8a4f6b2c9e10');
    expect(JSON.parse(hero?.getAttribute('data-blok-c') ?? '')).toMatchObject({
      name: 'hero',
      space: '287411',
    });

    rerender(<BlockRenderer blok={heroFixtures.de} />);
    expect(document.querySelector('[data-slot="hero"]')?.hasAttribute('data-blok-uid')).toBe(false);
  });
});

describe('§8 unknown component logged', () => {
  it.for([
    { mode: 'preview', preview: true },
    { mode: 'production', preview: false },
  ])('an unknown component is reported with its name in $mode', ({ preview }) => {
    const onBlockError = vi.fn<(error: BlockError) => void>();
    render(<BlockRenderer blok={unknownBlok} preview={preview} onBlockError={onBlockError} />);
    expect(onBlockError).toHaveBeenCalledWith({
      kind: 'unknown-component',
      component: 'countdown_banner',
      uid: 'a1b2',
    });
  });

  it.for([
    { mode: 'preview', preview: true },
    { mode: 'production', preview: false },
  ])('content failing its schema is reported with the component and fields in $mode', ({ preview }) => {
    const onBlockError = vi.fn<(error: BlockError) => void>();
    render(<BlockRenderer blok={heroDraftFixture} preview={preview} onBlockError={onBlockError} />);
    expect(onBlockError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'invalid-content', component: 'hero', uid: heroDraftFixture._uid }),
    );
    const [error] = onBlockError.mock.lastCall ?? [];
    expect(error?.kind === 'invalid-content' && error.issues.map((issue) => issue.path)).toEqual([
      'headline',
      'image.filename',
      'cta_link',
    ]);
  });

  it('preview shows a notice naming an unknown component', () => {
    render(<BlockRenderer blok={unknownBlok} preview onBlockError={vi.fn()} />);
    expect(notice()?.textContent).toContain('Unknown block "countdown_banner"');
  });

  it('preview shows a notice naming the block and each failing field', () => {
    render(<BlockRenderer blok={heroDraftFixture} preview onBlockError={vi.fn()} />);
    const fields = [...(notice()?.querySelectorAll('li code') ?? [])].map((code) => code.textContent);
    expect(notice()?.textContent).toContain('Block "hero" has invalid content');
    expect(fields).toEqual(['headline', 'image.filename', 'cta_link']);
  });

  it.for([
    { name: 'an unknown component', blok: unknownBlok },
    { name: 'invalid content', blok: heroDraftFixture },
  ])('production renders nothing for $name', ({ blok }) => {
    const { container } = render(<BlockRenderer blok={blok} onBlockError={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it.for([
    { name: 'null', content: null },
    { name: 'a string', content: 'hero' },
    { name: 'an object without a component', content: { _uid: 'x' } },
  ])('content that is not a block ($name) is reported, never thrown', ({ content }) => {
    const onBlockError = vi.fn<(error: BlockError) => void>();
    // Raw JSON can be anything at run time, whatever its declared type.
    const blocks: unknown[] = [content];
    render(<BlockRenderer blok={blocks[0] as Blok} preview onBlockError={onBlockError} />);
    expect(onBlockError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'not-a-block' }));
    expect(notice()).not.toBeNull();
  });

  it('a list holding something that is not a block renders the blocks around it', () => {
    const onBlockError = vi.fn<(error: BlockError) => void>();
    const bloks: unknown[] = [null, heroFixtures.cs];
    render(<main>{renderBlocks(bloks as Blok[], { onBlockError })}</main>);
    expect(screen.getByRole('heading', { name: 'Vyšetření zraku zdarma' })).toBeTruthy();
    expect(onBlockError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'not-a-block' }));
  });

  it('does not mistake inherited object keys for blocks', () => {
    const onBlockError = vi.fn<(error: BlockError) => void>();
    render(<BlockRenderer blok={{ _uid: 'p1', component: 'constructor' }} onBlockError={onBlockError} />);
    expect(onBlockError).toHaveBeenCalledWith({
      kind: 'unknown-component',
      component: 'constructor',
      uid: 'p1',
    });
  });

  it('takes preview and onBlockError from the provider, nested blocks included', () => {
    const onBlockError = vi.fn<(error: BlockError) => void>();
    render(
      <BlockRenderProvider preview onBlockError={onBlockError}>
        <BlockRenderer blok={unknownBlok} />
      </BlockRenderProvider>,
    );
    expect(onBlockError).toHaveBeenCalledTimes(1);
    expect(notice()).not.toBeNull();
  });

  it('logs to the console when no onBlockError is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<BlockRenderer blok={unknownBlok} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown block "countdown_banner"'));
    warn.mockRestore();
  });
});
