import { rpcContract } from '@lumen/domain';
import type { RpcContract, RpcName, RpcResponse, ShopDomains, ShopIdentity } from '@lumen/domain';
import type { StorefrontAPIClient } from '@scayle/storefront-api';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { CommerceHttp } from '../commerce-client/commerce-http.ts';
import type { Db } from '../db/db.ts';
import type { KeyedLock } from '../db/keyed-lock.ts';
import type { RequestSession } from '../sessions/request-session.ts';
import type { ShopSettings } from '../shops/shop-settings.ts';
import { changesState } from '../sessions/same-origin.ts';
import type { CacheTopic } from './answer-cache.ts';

/**
 * The clients of the shop's capabilities a handler reaches through `ctx` (`ctx.payments`,
 * `ctx.content`...). The edge names none of them: each capability adds its own member where it
 * declares the client (`declare module '../rpc/define-procedure.ts' { interface RpcServices {...} }`),
 * and the composition root (app.ts) supplies them, so the edge depends on no capability.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RpcServices {}

/** What a handler gets besides its input: the shop of the call and the app's clients. */
export interface RpcContext extends RpcServices {
  /** The shop named by the `x-shop-id` header. */
  shop: ShopIdentity;
  db: Db;
  /**
   * Changes of one basket or wishlist run one at a time, across every api process on the database
   * (basket-and-wishlist/collection-locks.ts names what is held).
   */
  locks: KeyedLock;
  /** Host per shop of this deployment. */
  shopDomains: ShopDomains;
  /** Tagged with the request id, the call and the shop. */
  logger: Logger;
  requestId: string;
  /**
   * The caller's IP address, `req.ip`: the shopper's own where the server renderer (a loopback
   * peer) or a trusted proxy (TRUST_PROXY) forwards it in X-Forwarded-For. Per-address limits.
   */
  clientAddress: string;
  /**
   * The shop's settings row (§3) as this deployment runs it (ONLINE_SHOP_DISABLED applied), read
   * once per call.
   */
  shopSettings(): Promise<ShopSettings>;
  /**
   * The Storefront API SDK's client for the shop of the call (the commerce backend, or a SCAYLE
   * tenant). Reading it in an app built without a commerce backend is a broken deployment: it throws.
   */
  commerce: StorefrontAPIClient;
  /** The same backend's endpoints the SDK has no method for (orders, branches, subscriptions...). */
  commerceHttp: CommerceHttp;
  /** The visitor's server-side session (cookie `lumen_session`), loaded or created on first use. */
  session: RequestSession;
}

/** A handler's input: the call's payload after the contract's schema parsed it. */
export type RpcInput<N extends RpcName> = z.output<RpcContract[N]['payload']>;

export type RpcHandler<N extends RpcName> = (
  input: RpcInput<N>,
  ctx: RpcContext,
) => RpcResponse<N> | Promise<RpcResponse<N>>;

/**
 * A read whose answer every visitor of a shop shares: kept by shop, call and payload
 * until what it is made of changes. Its handler has no session: reading `ctx.session` throws.
 */
export interface SharedAnswer<N extends RpcName> {
  /** What the answer is made of; a change of one drops it. Empty: it ends with its age only. */
  dependsOn: readonly CacheTopic[];
  /** Whether this payload's answer is shared; unset: every payload's is (a content draft is not). */
  when?(input: RpcInput<N>): boolean;
  /**
   * How long the caller lets this payload's answer be kept, in seconds (§7's `cache` field); the
   * api's own lifetime caps it, 0 keeps nothing. Unset: the api's lifetime.
   */
  ttlSeconds?(input: RpcInput<N>): number | undefined;
}

export interface Procedure<N extends RpcName> {
  readonly name: N;
  /** Set on reads every visitor shares: answered from the answer cache (rpc/answer-cache.ts). */
  readonly shared?: SharedAnswer<N> | undefined;
  /** The whole request body, `{ payload }`, strict: an unknown top-level key is refused. */
  readonly request: z.ZodType<{ payload: RpcInput<N> }>;
  readonly response: RpcContract[N]['response'];
  readonly handler: RpcHandler<N>;
}

/**
 * The api's handlers by call name: at most one per call of the contract, under its own name. A call
 * of the contract without a handler here answers 404 like an unknown call.
 */
export type ProcedureTable = { readonly [N in RpcName]?: Procedure<N> };

/**
 * Declares the handler of one RPC call; its input and response schemas come from the contract in
 * the domain, so a handler cannot drift from what the storefront's client expects.
 */
export function defineProcedure<N extends RpcName>(definition: {
  name: N;
  shared?: SharedAnswer<N>;
  handler: RpcHandler<N>;
}): Procedure<N> {
  const contract: RpcContract[N] = rpcContract[definition.name];
  if (definition.shared && changesState(definition.name)) {
    throw new Error(`${definition.name} changes state: its answers cannot be shared`);
  }
  return {
    name: definition.name,
    shared: definition.shared,
    // TypeScript cannot follow the schema through the generic contract lookup; the shape is the same.
    request: z.strictObject({ payload: contract.payload }) as unknown as z.ZodType<{ payload: RpcInput<N> }>,
    response: contract.response,
    handler: definition.handler,
  };
}
