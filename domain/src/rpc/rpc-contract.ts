import type { z } from 'zod';
import { storableTextOnly } from '../validation/storable-text.ts';
import { accountCalls } from './contract/account-calls.ts';
import { basketCalls } from './contract/basket-calls.ts';
import { branchCalls } from './contract/branch-calls.ts';
import { catalogCalls } from './contract/catalog-calls.ts';
import { checkoutCalls } from './contract/checkout-calls.ts';
import { clientLogCalls } from './contract/client-log-calls.ts';
import { contentCalls } from './contract/content-calls.ts';
import { newsletterCalls } from './contract/newsletter-calls.ts';
import { productPageCalls } from './contract/product-page-calls.ts';
import { searchCalls } from './contract/search-calls.ts';
import { sessionCalls } from './contract/session-calls.ts';
import { shopCalls } from './contract/shop-calls.ts';
import { subscriptionCancellationCalls } from './contract/subscription-cancellation-calls.ts';
import { wishlistCalls } from './contract/wishlist-calls.ts';

export { EmptyPayloadSchema, OkSchema } from './contract/common.ts';

interface RpcCall {
  payload: z.ZodType;
  response: z.ZodType;
}

const calls = {
  ...shopCalls,
  ...sessionCalls,
  ...basketCalls,
  ...wishlistCalls,
  ...catalogCalls,
  ...productPageCalls,
  ...searchCalls,
  ...checkoutCalls,
  ...accountCalls,
  ...branchCalls,
  ...contentCalls,
  ...clientLogCalls,
  ...newsletterCalls,
  ...subscriptionCancellationCalls,
} as const satisfies Record<string, RpcCall>;

// `storableTextOnly` answers the schema it was given with one check more, so each call keeps its type.
function withStorableTextPayloads<C extends Record<string, RpcCall>>(table: C): C {
  const guarded = Object.entries(table).map(([name, call]) => [
    name,
    { ...call, payload: storableTextOnly(call.payload) },
  ]);
  return Object.fromEntries(guarded) as C;
}

/**
 * Every RPC call (§7 and the calls the shop needs beyond it): its payload schema and its response
 * schema. The storefront's client and the api's handlers are typed from this one table. No payload
 * carries text the database cannot hold (NUL, lone surrogates) in any field, free-form ones
 * included: the rule is applied here once, so a new call or field cannot miss it.
 */
export const rpcContract = withStorableTextPayloads(calls);

export type RpcContract = typeof rpcContract;
export type RpcName = keyof RpcContract;
export type RpcPayload<N extends RpcName> = z.input<RpcContract[N]['payload']>;
export type RpcResponse<N extends RpcName> = z.output<RpcContract[N]['response']>;

export const rpcNames = Object.keys(rpcContract) as RpcName[];

export function isRpcName(name: string): name is RpcName {
  return Object.hasOwn(rpcContract, name);
}

export { defaultApiBase, rpcPath } from './rpc-path.ts';

/**
 * Checks an answer against its call's response schema (§8 "Invalid response data"): what a client
 * that cannot trust the api passes to `createRpcClient` as `checkResponse`. The browser's client
 * passes nothing: the api checked the answer already, and the schemas would only weigh down the bundle.
 */
export function parseContractResponse<N extends RpcName>(name: N, body: unknown): RpcCheckedResponse<N> {
  const parsed = rpcContract[name].response.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data as RpcResponse<N> } : { ok: false };
}

/** What a response check answers: the answer as the contract types it, or that it broke the contract. */
export type RpcCheckedResponse<N extends RpcName> = { ok: true; data: RpcResponse<N> } | { ok: false };
