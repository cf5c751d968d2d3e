import { describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { RpcError } from '@lumen/domain';
import type { RpcCall, Wishlist } from '@lumen/domain';
import { wishlistHoldsProduct, wishlistQuery, wishlistToggleMutation } from './wishlist-queries.ts';

const item = (key: string, productId: number, variantId: number | null = null) =>
  ({
    key,
    productId,
    variantId,
    product: { id: productId },
    customData: {},
  }) as unknown as Wishlist['items'][number];
const wishlist = (...items: Wishlist['items']): Wishlist => ({ key: 'w', items });

function fakeRpc(answers: Record<string, (payload: unknown) => unknown>) {
  const calls: [string, unknown][] = [];
  const rpc = vi.fn((name: string, payload: unknown) => {
    calls.push([name, payload]);
    const answer = answers[name];
    if (!answer) return Promise.reject(new Error(`unexpected call ${name}`));
    try {
      return Promise.resolve(answer(payload));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }) as unknown as RpcCall;
  return { rpc, calls };
}

async function toggle(rpc: RpcCall, queryClient: QueryClient, productId: number, pressed: boolean) {
  const options = wishlistToggleMutation(rpc, queryClient);
  const result = await options.mutationFn!({ productId, pressed }, {} as never);
  options.onSuccess?.(result, { productId, pressed }, undefined, {} as never);
  return result;
}

describe('§4 the wishlist toggle of a product', () => {
  it('holds a product with or without a variant chosen', () => {
    expect(wishlistHoldsProduct(wishlist(item('a', 1, 11)), 1)).toBe(true);
    expect(wishlistHoldsProduct(wishlist(item('a', 2)), 1)).toBe(false);
    expect(wishlistHoldsProduct(undefined, 1)).toBe(false);
  });

  it('adds the product (no variant) and writes the answer to the wishlist query', async () => {
    const queryClient = new QueryClient();
    const answer = wishlist(item('a', 7));
    const { rpc, calls } = fakeRpc({ addItemToWishlist: () => answer });
    await toggle(rpc, queryClient, 7, true);
    expect(calls).toEqual([['addItemToWishlist', { productId: 7 }]]);
    expect(queryClient.getQueryData(wishlistQuery(rpc).queryKey)).toBe(answer);
  });

  it('a product already there (§8 409) is what was asked for: the wishlist is read again', async () => {
    const queryClient = new QueryClient();
    const { rpc, calls } = fakeRpc({
      addItemToWishlist: () => {
        throw new RpcError({ code: 'CONFLICT', status: 409, message: 'present' });
      },
      getWishlist: () => wishlist(item('a', 7)),
    });
    const result = await toggle(rpc, queryClient, 7, true);
    expect(calls.map(([name]) => name)).toEqual(['addItemToWishlist', 'getWishlist']);
    expect(wishlistHoldsProduct(result, 7)).toBe(true);
  });

  it('removes every item of the product, a vanished one (§8 404) included', async () => {
    const queryClient = new QueryClient();
    const { rpc, calls } = fakeRpc({
      removeItemFromWishlist: (payload) => {
        if ((payload as { itemKey: string }).itemKey === 'b') {
          throw new RpcError({ code: 'NOT_FOUND', status: 404, message: 'Could not find wishlist item' });
        }
        return wishlist(item('b', 7, 71), item('c', 8));
      },
      getWishlist: () => wishlist(item('c', 8)),
    });
    queryClient.setQueryData(
      wishlistQuery(rpc).queryKey,
      wishlist(item('a', 7), item('b', 7, 71), item('c', 8)),
    );
    const result = await toggle(rpc, queryClient, 7, false);
    expect(calls).toEqual([
      ['removeItemFromWishlist', { itemKey: 'a' }],
      ['removeItemFromWishlist', { itemKey: 'b' }],
      ['getWishlist', {}],
    ]);
    expect(wishlistHoldsProduct(result, 7)).toBe(false);
  });

  it('other refusals reach the caller (the toggle shows them and goes back)', async () => {
    const queryClient = new QueryClient();
    const { rpc } = fakeRpc({
      addItemToWishlist: () => {
        throw new RpcError({ code: 'PAYLOAD_TOO_LARGE', status: 413, message: 'full' });
      },
    });
    await expect(toggle(rpc, queryClient, 7, true)).rejects.toMatchObject({ status: 413 });
  });

  it('a heart pressed while the first read is on its way is not undone by that older answer', async () => {
    const queryClient = new QueryClient();
    let answerRead: (value: Wishlist) => void = () => {};
    const read = new Promise<Wishlist>((resolve) => (answerRead = resolve));
    const rpc = vi.fn((name: string) =>
      name === 'getWishlist' ? read : Promise.resolve(wishlist(item('a', 7))),
    ) as unknown as RpcCall;
    const firstRead = queryClient.fetchQuery(wishlistQuery(rpc)).catch(() => undefined);
    await new MutationObserver(queryClient, wishlistToggleMutation(rpc, queryClient)).mutate({
      productId: 7,
      pressed: true,
    });
    answerRead(wishlist());
    await firstRead;
    expect(wishlistHoldsProduct(queryClient.getQueryData(wishlistQuery(rpc).queryKey), 7)).toBe(true);
  });
});
