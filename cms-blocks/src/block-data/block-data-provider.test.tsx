import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlockTextsProvider } from '../i18n/block-texts-provider.tsx';
import { productFixtures, productGoneFixture } from '../product/product.fixtures.ts';
import { BlockRenderer } from '../registry/block-renderer.tsx';
import { preloadBlockComponents } from '../registry/lazy-block-component.tsx';
import { blockDataFixture, fixtureProduct, fixtureProductIds } from './block-data.fixtures.ts';
import type { BlockDataInput } from './block-data.ts';
import { BlockDataProvider, useBlockProducts, useCategoryProducts } from './block-data-provider.tsx';
import type { MissingBlockData } from './missing-block-data.ts';

// The shop loads block components lazily; these tests render a block and look at it at once.
beforeAll(preloadBlockComponents);
afterEach(cleanup);

function page(blok: Parameters<typeof BlockRenderer>[0]['blok'], input: Partial<BlockDataInput> = {}) {
  return (
    <BlockTextsProvider locale="de-DE">
      <BlockDataProvider {...blockDataFixture('de-de', input)}>
        <main data-testid="page">
          <BlockRenderer blok={blok} onBlockError={vi.fn()} />
        </main>
      </BlockDataProvider>
    </BlockTextsProvider>
  );
}

describe('§2 blocks get their data from the provider, never by fetching', () => {
  it('renders a product the page fetched, from its raw CMS block', () => {
    render(page(productFixtures.byId));
    expect(screen.getByRole('link', { name: 'Brille Nova' }).getAttribute('href')).toBe(
      '/p/brille-nova-havanna-10231/',
    );
    expect(screen.getByText('89,00 €')).toBeTruthy();
  });

  it('finds a product by its reference key', () => {
    render(page(productFixtures.byReferenceKey));
    expect(screen.getByRole('heading', { name: /Sonnenbrille Vela/ })).toBeTruthy();
  });

  it('hooks hand out products and listings', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BlockDataProvider {...blockDataFixture('pl-pl')}>{children}</BlockDataProvider>
    );
    const { result } = renderHook(
      () => ({
        found: useBlockProducts([
          { kind: 'id', id: fixtureProductIds.kiel },
          { kind: 'id', id: 1 },
        ]),
        listing: useCategoryProducts({ categoryId: 6, sort: { by: 'new', direction: 'desc' }, limit: 2 }),
      }),
      { wrapper },
    );
    expect(result.current.found?.products.map((product) => product.id)).toEqual([fixtureProductIds.kiel]);
    expect(result.current.found?.missing).toEqual([{ kind: 'id', id: 1 }]);
    // The listing's tiles, priced as the shop's own products (PLN).
    expect(result.current.listing).toHaveLength(2);
    for (const tile of result.current.listing ?? []) {
      expect(tile.priceRange?.min.withTax).toBe(fixtureProduct('pl-pl', tile.id).priceRange?.min.withTax);
    }
  });
});

describe('§8 missing data: nothing for shoppers, a notice for editors, never a crash', () => {
  const gone: MissingBlockData = {
    component: 'product',
    items: [{ kind: 'product', reference: { kind: 'id', id: 99871 } }],
  };

  it('renders nothing in production and reports what is missing', () => {
    const onMissingData = vi.fn();
    render(page(productGoneFixture, { onMissingData }));
    expect(screen.getByTestId('page').innerHTML).toBe('');
    expect(onMissingData).toHaveBeenCalledWith(gone);
  });

  it('shows editors a notice naming the product in preview', () => {
    render(page(productGoneFixture, { preview: true, onMissingData: vi.fn() }));
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('Block "product" names data the shop does not have');
    expect(notice.textContent).toContain('product 99871 is not available in this shop');
  });

  it('renders nothing without a provider and warns in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <main data-testid="page">
        <BlockRenderer blok={productFixtures.byId} onBlockError={vi.fn()} />
      </main>,
    );
    expect(screen.getByTestId('page').innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no BlockDataProvider'));
    warn.mockRestore();
  });
});
