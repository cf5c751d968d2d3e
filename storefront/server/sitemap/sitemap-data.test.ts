import { describe, expect, it } from 'vitest';
import { RpcError, getShopByCode } from '@lumen/domain';
import type { Category, NavigationItem, RpcCall } from '@lumen/domain';
import { loadShopSitemapData } from './sitemap-data.ts';

const shop = getShopByCode('de-de');

function category(
  id: number,
  path: string,
  options: { children?: Category[]; childrenIds?: number[]; isHidden?: boolean } = {},
): Category {
  return {
    id,
    path,
    name: path,
    slug: path.split('/').at(-1)!,
    parentId: 0,
    rootlineIds: [],
    childrenIds: options.childrenIds ?? options.children?.map((child) => child.id) ?? [],
    properties: [],
    isHidden: options.isHidden ?? false,
    depth: path.split('/').length - 2,
    supportedFilter: [],
    shopLevelCustomData: {},
    countryLevelCustomData: {},
    ...(options.children && { children: options.children }),
  };
}

function item(slug: string, children: NavigationItem[] = []): NavigationItem {
  return { label: slug, slug, depth: 0, visibleFrom: null, visibleTo: null, children };
}

const pagination = (page: number, last: number) => ({
  current: 1,
  total: last,
  perPage: 1,
  page,
  first: 1,
  prev: Math.max(1, page - 1),
  next: Math.min(last, page + 1),
  last,
});

const story = (fullSlug: string) => ({
  full_slug: fullSlug,
  published_at: '2026-06-16T07:30:00.000Z',
  updated_at: '2026-06-16T07:30:00.000Z',
  content: { robots: 'index, follow' },
});

type Handlers = Record<string, (payload: Record<string, unknown>) => unknown>;

/** An RPC client answering from `handlers`, recording every call. */
function fakeRpc(handlers: Handlers) {
  const calls: [string, unknown][] = [];
  const rpc: RpcCall = async (name, payload) => {
    calls.push([name, payload]);
    const handler = handlers[name];
    if (!handler) throw new Error(`Unexpected call ${name}`);
    return (await handler(payload ?? {})) as never;
  };
  return { rpc, calls };
}

const deep = category(5, '/brillen/sonnenbrillen/damen/gross', { childrenIds: [9] });
const tree: Record<string, Category[]> = {
  brillen: [
    category(1, '/brillen', {
      children: [
        category(2, '/brillen/sonnenbrillen', {
          children: [category(3, '/brillen/sonnenbrillen/damen', { children: [deep] })],
        }),
        category(4, '/brillen/versteckt', { isHidden: true }),
      ],
    }),
  ],
  'brillen/sonnenbrillen/damen/gross': [
    category(1, '/brillen'),
    category(2, '/brillen/sonnenbrillen'),
    category(3, '/brillen/sonnenbrillen/damen'),
    category(5, '/brillen/sonnenbrillen/damen/gross', {
      children: [category(9, '/brillen/sonnenbrillen/damen/gross/rund')],
    }),
  ],
  kontaktlinsen: [category(7, '/kontaktlinsen')],
};

const handlers: Handlers = {
  // Only the content folder is read of the shop's configuration.
  getShopConfiguration: () => ({ cmsBaseFolder: 'de-de' }),
  getNavigation: () => [
    item('/brillen', [item('/brillen/sonnenbrillen')]),
    item('/brillen/sonnenbrillen'),
    item('/aktion'),
    item('/niederlassungen/'),
    item('https://hoeren.lumen-optik.example/'),
    item('/kontaktlinsen'),
  ],
  getCategoriesByPath: ({ path }) => {
    const found = tree[(path as string[]).join('/')];
    if (!found) throw new RpcError({ code: 'NOT_FOUND', status: 404, message: 'No category' });
    return found;
  },
  getSitemapEntries: ({ page }) => ({
    entries: [
      { id: 100 + Number(page), name: `Brille ${String(page)}`, updatedAt: '2026-11-25T14:22:35.000Z' },
    ],
    pagination: pagination(Number(page), 3),
  }),
  getCmsStories: ({ page }) => ({
    stories:
      page === 1
        ? [
            story('de-de/datenschutz'),
            ...Array.from({ length: 99 }, (_, index) => story(`de-de/global/teil-${index}`)),
          ]
        : [story('de-de/impressum')],
    rels: [],
    links: [],
    cv: 1,
  }),
  getBranches: () => [{ id: '1101', citySlug: 'berlin', countySlug: 'berlin', name: 'Berlin Mitte' }],
};

describe('loadShopSitemapData: what a shop’s sitemap lists, through the RPC calls', () => {
  it('walks the categories down from the roots the navigation leads to, below three levels too', async () => {
    const { rpc, calls } = fakeRpc(handlers);
    const data = await loadShopSitemapData(rpc, shop);
    expect(data.categories).toEqual([
      { id: 1, path: ['brillen'] },
      { id: 2, path: ['brillen', 'sonnenbrillen'] },
      { id: 3, path: ['brillen', 'sonnenbrillen', 'damen'] },
      { id: 5, path: ['brillen', 'sonnenbrillen', 'damen', 'gross'] },
      { id: 9, path: ['brillen', 'sonnenbrillen', 'damen', 'gross', 'rund'] },
      { id: 7, path: ['kontaktlinsen'] },
    ]);
    // Each root once; a page of the shop (/niederlassungen/) and an outside address are never asked.
    expect(calls.filter(([name]) => name === 'getCategoriesByPath').map(([, payload]) => payload)).toEqual([
      { path: ['brillen'], children: 3 },
      { path: ['brillen', 'sonnenbrillen', 'damen', 'gross'], children: 3 },
      { path: ['aktion'], children: 3 },
      { path: ['kontaktlinsen'], children: 3 },
    ]);
  });

  it('pages through the products to the last page', async () => {
    const { rpc } = fakeRpc(handlers);
    const data = await loadShopSitemapData(rpc, shop);
    expect(data.products.map((product) => product.id)).toEqual([101, 102, 103]);
  });

  it('pages through the stories while pages are full, keeping the pages', async () => {
    const { rpc } = fakeRpc(handlers);
    const data = await loadShopSitemapData(rpc, shop);
    expect(data.contentPages.map((page) => page.path)).toEqual(['/datenschutz/', '/impressum/']);
    expect(data.branches).toEqual([{ id: '1101', citySlug: 'berlin', countySlug: 'berlin' }]);
  });

  it('fails when a call fails for another reason than a missing category', async () => {
    const { rpc } = fakeRpc({
      ...handlers,
      getCategoriesByPath: () => {
        throw new RpcError({ code: 'UNAVAILABLE', status: 503, message: 'Commerce backend unavailable' });
      },
    });
    await expect(loadShopSitemapData(rpc, shop)).rejects.toThrow('Commerce backend unavailable');
  });
});
