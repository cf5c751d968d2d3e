import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { heroFixtures } from '../hero/hero.fixtures.ts';
import { blockRegistry } from './block-registry.ts';
import { preloadBlockComponents } from './lazy-block-component.tsx';
import { BlockRenderer, BlockRenderProvider } from './block-renderer.tsx';
import { BlokSchema } from './blok.ts';
import { defineBlock } from './define-block.ts';
import { NestedBlocks } from './nested-blocks.tsx';

// The shop loads block components lazily; these tests render a block and look at it at once.
beforeAll(preloadBlockComponents);
afterEach(cleanup);

/** A block holding blocks, as a content page holds its body. */
const section = defineBlock({
  schema: z.object({ title: z.string(), body: z.array(BlokSchema) }),
  Component: ({ title, body }: { title: string; body: z.infer<typeof BlokSchema>[] }) => (
    <section aria-label={title}>
      <NestedBlocks blocks={body} />
    </section>
  ),
});
const registry = { ...blockRegistry, section };
const unknown = { _uid: 'u1', component: 'countdown_banner' };

describe('§2 blocks inside blocks', () => {
  it('renders the nested blocks through the same registry, preview and error reporting', () => {
    const onBlockError = vi.fn();
    render(
      <BlockRenderer
        blok={{ _uid: 's1', component: 'section', title: 'Aktionen', body: [heroFixtures.de, unknown] }}
        registry={registry}
        preview
        onBlockError={onBlockError}
      />,
    );
    const region = screen.getByRole('region', { name: 'Aktionen' });
    expect(region.querySelector('h1')?.textContent).toBe('Die neue Sonnenbrillen-Kollektion ist da');
    expect(onBlockError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unknown-component' }));
    expect(region.querySelector('[data-slot="block-notice"]')).not.toBeNull();
  });

  it('renders nested blocks under a provider, and nothing for a broken one outside preview', () => {
    render(
      <BlockRenderProvider registry={registry} onBlockError={vi.fn()}>
        <NestedBlocks blocks={[{ _uid: 's2', component: 'section', title: 'Service', body: [unknown] }]} />
      </BlockRenderProvider>,
    );
    const region = screen.getByRole('region', { name: 'Service' });
    expect(region.childElementCount).toBe(0);
  });

  it('refuses to render outside a renderer, where no registry is known', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<NestedBlocks blocks={[heroFixtures.de]} />)).toThrow(
      /BlockRenderer or BlockRenderProvider/,
    );
    vi.restoreAllMocks();
  });
});
