import { isRpcName, readShopIdHeader, shopIdHeader } from '@lumen/domain';
import type { RpcName, ShopCode, ShopDomains, ShopIdentity } from '@lumen/domain';
import express from 'express';
import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { CommerceClients } from '../commerce-client/commerce-clients.ts';
import type { Db } from '../db/db.ts';
import { keyedLockFor } from '../db/keyed-lock.ts';
import { requestContextOf } from '../http/request-context.ts';
import { requestSession } from '../sessions/request-session.ts';
import type { SessionSettings } from '../sessions/request-session.ts';
import { changesState, checkOrigin, checkRpcClientHeaders } from '../sessions/same-origin.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import { loadShopSettings } from '../shops/shop-settings-overrides.ts';
import type { ShopSettings } from '../shops/shop-settings.ts';
import type { AnswerBody, AnswerEncoding, CacheTopic, RpcAnswerCache } from './answer-cache.ts';
import { AppError, internalErrorMessage } from './app-error.ts';
import type { ProcedureTable, RpcContext, RpcServices } from './define-procedure.ts';
import { describeDetails, zodIssuesToDetails } from './error-details.ts';
import { maxRequestBody, shown } from './error-handler.ts';

export interface RpcRouterDeps {
  db: Db;
  shopDomains: ShopDomains;
  procedures: ProcedureTable;
  /** The SDK clients of the commerce backend; absent in apps that serve no commerce calls. */
  commerce?: CommerceClients | undefined;
  sessions: SessionStore;
  sessionSettings: SessionSettings;
  /** Shops whose online shop this deployment switches off (ONLINE_SHOP_DISABLED). */
  onlineShopDisabled: readonly ShopCode[];
  /**
   * The capabilities' clients a call's handler reaches through `ctx` (payments, content...), made by
   * the composition root; the call's name lets a missing client say which call needed it.
   */
  services(call: RpcName): RpcServices;
  /** Answers of the reads every visitor shares; unset: every call runs its handler. */
  answers?: RpcAnswerCache | undefined;
}

/*
 * §8: failed remote calls are logged with the call name, except content calls. The request's
 * logger is tagged once the call is known, so the error middleware's line carries it too.
 */
const contentCallNames: ReadonlySet<RpcName> = new Set<RpcName>([
  'getCmsContent',
  'getCmsStories',
  'getCmsStory',
  'getDataSourceEntries',
  'getStoriesByFolder',
  'getCategoryComponentData',
]);

/** The router's view of a procedure, with the call's name already checked. */
interface AnyProcedure {
  name: RpcName;
  request: z.ZodType<{ payload: unknown }>;
  response: z.ZodType;
  shared?:
    | {
        dependsOn: readonly CacheTopic[];
        when?(input: unknown): boolean;
        ttlSeconds?(input: unknown): number | undefined;
      }
    | undefined;
  handler(input: unknown, ctx: RpcContext): unknown;
}

function findProcedure(procedures: ProcedureTable, name: string): AnyProcedure {
  const procedure = isRpcName(name) ? procedures[name] : undefined;
  if (!procedure) throw new AppError('NOT_FOUND', `Unknown RPC call: ${shown(name, 80)}`);
  return procedure;
}

const shopIdProblems = {
  missing: 'Header x-shop-id is required: it names the shop of the call',
  malformed: 'Header x-shop-id must be a numeric shop id',
  unknown: 'Header x-shop-id names no known shop',
} as const;

function shopOf(req: Request): ShopIdentity {
  const result = readShopIdHeader(req.headers[shopIdHeader]);
  if (result.ok) return result.shop;
  const message = shopIdProblems[result.reason];
  throw new AppError(result.reason === 'unknown' ? 'UNKNOWN_SHOP' : 'BAD_REQUEST', message, {
    details: [{ field: `header.${shopIdHeader}`, message }],
  });
}

const jsonParser = express.json({ limit: maxRequestBody });

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The JSON body, read only once the call and shop are known; no body means `{}`. */
async function readJsonBody(req: Request, res: Response): Promise<unknown> {
  if (!hasBody(req)) return {};
  if (!req.is('application/json')) {
    const message = 'Content-Type must be application/json';
    throw new AppError('BAD_REQUEST', message, { details: [{ field: 'header.content-type', message }] });
  }
  await new Promise<void>((resolve, reject) => {
    jsonParser(req, res, (error?: unknown) =>
      error
        ? reject(error instanceof Error ? error : new Error('Reading the body failed', { cause: error }))
        : resolve(),
    );
  });
  return req.body as unknown;
}

function parseRequest(procedure: AnyProcedure, body: unknown): unknown {
  const parsed = procedure.request.safeParse(body);
  if (parsed.success) return parsed.data.payload;
  const details = zodIssuesToDetails(parsed.error.issues);
  throw new AppError('VALIDATION_FAILED', `Invalid request: ${describeDetails(details)}`, { details });
}

/** An answer outside the contract is our bug: logged in full, answered as a plain 500. */
function checkResponse(procedure: AnyProcedure, output: unknown): unknown {
  const parsed = procedure.response.safeParse(output);
  if (parsed.success) return parsed.data;
  throw new AppError('INTERNAL', internalErrorMessage, {
    cause: new Error(`${procedure.name} answered outside its contract: ${parsed.error.message}`, {
      cause: parsed.error,
    }),
  });
}

/** The JSON as it is, without the ETag `res.send` would hash it for on every answer. */
function sendJson(res: Response, body: AnswerBody): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  res.end(body);
}

// Below this, compression saves less than its headers cost (the compression middleware's threshold).
const compressFrom = 1024;

/** The codings an Accept-Encoding header allows (q above 0), lower-cased. */
function acceptedCodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!params.some((param) => /^q=0(?:\.0*)?$/.test(param))) accepted.add(coding);
  }
  return accepted;
}

/**
 * Brotli where the client takes it, else gzip, whatever order it names them in (browsers send
 * `gzip, deflate, br, zstd`); nothing for a client that names no encoding.
 */
function encodingFor(req: Request, body: AnswerBody): AnswerEncoding | undefined {
  const header = req.headers['accept-encoding'];
  if (header === undefined || body.length < compressFrom) return undefined;
  const accepted = acceptedCodings(header);
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

/** An AppError that says when to try again (a rate limit) is answered with Retry-After. */
function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof AppError) || !('retryAfterSeconds' in error)) return undefined;
  const { retryAfterSeconds } = error;
  return typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined;
}

/**
 * The context of one call: the edge's own members and the capabilities' services, joined as they are
 * (not spread), so a service's getter runs only when a handler reads it.
 */
function withServices(edge: Omit<RpcContext, keyof RpcServices>, services: RpcServices): RpcContext {
  return Object.defineProperties(edge, Object.getOwnPropertyDescriptors(services)) as RpcContext;
}

/**
 * `POST /rpc/{name}` with body `{ payload }` and header `x-shop-id` (§7). Order of checks: the
 * call exists, the shop exists, a state-changing call comes from the shop's own site, the body is JSON within the size cap, the payload fits the
 * contract; then the handler runs and its answer is checked against the contract too.
 */
export function createRpcRouter(deps: RpcRouterDeps): Router {
  const router = express.Router();
  const locks = keyedLockFor(deps.db);

  router.post('/rpc/:name', async (req, res) => {
    const procedure = findProcedure(deps.procedures, req.params.name);
    const context = requestContextOf(res);
    const tagged = !contentCallNames.has(procedure.name);
    if (tagged) context.logger = context.logger.child({ rpc: procedure.name });
    const changing = changesState(procedure.name);
    if (changing) checkRpcClientHeaders(req);
    const shop = shopOf(req);
    if (changing) checkOrigin(req, shop, deps.shopDomains);
    const input = parseRequest(procedure, await readJsonBody(req, res));
    const { commerce, answers } = deps;
    const shared =
      answers && procedure.shared && (procedure.shared.when?.(input) ?? true) ? procedure.shared : undefined;
    const session = shared
      ? undefined
      : requestSession({
          store: deps.sessions,
          settings: deps.sessionSettings,
          shopId: shop.shopId,
          req,
          res,
        });
    let shopSettings: Promise<ShopSettings> | undefined;
    const ctx = withServices(
      {
        shop,
        db: deps.db,
        locks,
        shopDomains: deps.shopDomains,
        requestId: context.requestId,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        shopSettings: () =>
          (shopSettings ??= loadShopSettings(deps.db, shop, { onlineShopDisabled: deps.onlineShopDisabled })),
        logger: context.logger.child(
          tagged ? { shopId: shop.shopId } : { rpc: procedure.name, shopId: shop.shopId },
        ),
        get commerce() {
          if (!commerce)
            throw new Error(`${procedure.name} needs the commerce backend, and this app has none`);
          return commerce.forShop(shop);
        },
        get commerceHttp() {
          if (!commerce)
            throw new Error(`${procedure.name} needs the commerce backend, and this app has none`);
          return commerce.httpForShop(shop);
        },
        // A shared answer must not hold one visitor's data: its handler has no session to read.
        get session() {
          if (!session) throw new Error(`${procedure.name} answers every visitor alike: it has no session`);
          return session;
        },
      },
      deps.services(procedure.name),
    );
    const run = async (): Promise<unknown> => {
      try {
        return checkResponse(procedure, await procedure.handler(input, ctx));
      } catch (error) {
        const retryAfter = retryAfterOf(error);
        if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
        throw error;
      }
    };
    if (!answers || !shared) {
      res.json(await run());
      return;
    }
    // The key is taken before the handler runs: an answer built while the catalogue changes is
    // kept under the old version, which no later call asks for.
    const key = answers.key({
      shopId: shop.shopId,
      call: procedure.name,
      payload: input,
      dependsOn: shared.dependsOn,
    });
    // Checked against the contract once, when built; a hit is sent as the bytes kept, compressed
    // once per encoding (the compression middleware leaves an encoded answer alone).
    const ttlSeconds = shared.ttlSeconds?.(input);
    const lifetime = { ttlMs: ttlSeconds === undefined ? undefined : ttlSeconds * 1000 };
    const body = await answers.json(key, async () => JSON.stringify(await run()), lifetime);
    const encoding = encodingFor(req, body);
    res.vary('Accept-Encoding');
    if (!encoding) {
      sendJson(res, body);
      return;
    }
    res.setHeader('Content-Encoding', encoding);
    sendJson(res, await answers.encoded(key, body, encoding, lifetime));
  });

  // The closed code set has no 405, so a wrong method is a 404 that says which method works.
  router.all('/rpc/:name', (req, res) => {
    const procedure = findProcedure(deps.procedures, req.params.name);
    res.setHeader('Allow', 'POST');
    throw new AppError('NOT_FOUND', `RPC call ${procedure.name} answers POST only, not ${req.method}`);
  });

  return router;
}
