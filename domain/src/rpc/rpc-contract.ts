import { z } from 'zod';
import { ShopSchema } from '../shops/shop-schema.ts';

/** A call without a payload accepts `{}` or no payload at all, and nothing else. */
export const EmptyPayloadSchema = z.object({}).strict().optional();

/**
 * Every RPC call of §7: its payload schema and its response schema. The storefront's client and
 * the api's handlers are typed from this one table.
 */
export const rpcContract = {
  getShopConfiguration: {
    payload: EmptyPayloadSchema,
    response: ShopSchema,
  },
} as const satisfies Record<string, { payload: z.ZodType; response: z.ZodType }>;

export type RpcContract = typeof rpcContract;
export type RpcName = keyof RpcContract;
export type RpcPayload<N extends RpcName> = z.input<RpcContract[N]['payload']>;
export type RpcResponse<N extends RpcName> = z.output<RpcContract[N]['response']>;

export const rpcNames = Object.keys(rpcContract) as RpcName[];

export function isRpcName(name: string): name is RpcName {
  return Object.hasOwn(rpcContract, name);
}

/** §7: calls go to `POST {api base}/rpc/{name}`; the api base defaults to `/api`. */
export const defaultApiBase = '/api';

export function rpcPath(name: RpcName, apiBase: string = defaultApiBase): string {
  return `${apiBase.replace(/\/+$/, '')}/rpc/${name}`;
}
