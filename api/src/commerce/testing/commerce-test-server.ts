import type { AddressInfo } from 'node:net';
import http from 'node:http';
import https from 'node:https';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pino } from 'pino';
import { expect } from 'vitest';
import type { Logger } from 'pino';
import type { Db } from '../../db/db.ts';
import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { CatalogStore } from '../catalog/catalog-store.ts';
import { createCommerceApp } from '../commerce-app.ts';
import type { CommerceDeps } from '../commerce-app.ts';
import { ensureLocalCertificate, trustCertificate } from '../tls/local-certificate.ts';

/** An answer as a test reads it; the body type is the test's claim, checked by its assertions. */
export interface TestAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CommerceTestServer {
  /** `http://127.0.0.1:{port}` (plain HTTP) or `localhost:{port}` host for the SDK (TLS). */
  baseUrl: string;
  host: string;
  store: CatalogStore;
  /** GETs `path` (e.g. `/v1/products?shopId=1001`) and returns status and parsed JSON. */
  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<TestAnswer<T>>;
  send<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestAnswer<T>>;
  close(): Promise<void>;
}

/**
 * The commerce app on a free loopback port, over catalogue rows given by the test (or loaded from
 * `db`). With `tls: true` it listens with a certificate made for the test and trusted by this
 * process, as the Storefront API SDK needs.
 */
export async function startCommerceTestServer(options: {
  db: Db;
  rows?: CatalogRows;
  logger?: Logger;
  tls?: boolean;
  access?: CommerceDeps['access'];
  extra?: Partial<Pick<CommerceDeps, 'v1Routers' | 'v2Routers' | 'search' | 'now'>>;
}): Promise<CommerceTestServer> {
  const logger = options.logger ?? pino({ level: 'silent' });
  const store = options.rows
    ? CatalogStore.fromRows(options.db, options.rows, logger)
    : await CatalogStore.load(options.db, logger);
  const app = createCommerceApp({
    db: options.db,
    store,
    logger,
    access: options.access ?? { tokens: [], basic: [] },
    ...options.extra,
  });
  let certDir: string | undefined;
  let server: http.Server | https.Server;
  if (options.tls) {
    certDir = await mkdtemp(join(tmpdir(), 'lumen-commerce-tls-'));
    // Each its own name: a worker runs many files, and TLS looks trusted certificates up by name.
    const material = await ensureLocalCertificate(certDir, {
      commonName: `Lumen commerce (test ${basename(certDir)})`,
    });
    trustCertificate(material.cert);
    server = https.createServer({ key: material.key, cert: material.cert }, app);
  } else {
    server = http.createServer(app);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const send = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestAnswer<T>> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    };
  };
  return {
    baseUrl,
    host: `localhost:${port}`,
    store,
    get: <T>(path: string, headers?: Record<string, string>) => send<T>('GET', path, undefined, headers),
    send,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (certDir) await rm(certDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database that refuses every query: catalogue reads are served from memory, and tests that
 * hand it to the server prove they never touch the database (and skip booting PGlite).
 */
export const noDatabase: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('catalogue routes must not query the database')),
  exec: () => Promise.reject(new Error('catalogue routes must not query the database')),
  transaction: () => Promise.reject(new Error('catalogue routes must not query the database')),
  close: () => Promise.resolve(),
};

/** The body of a refused request (400): the message and the parameters it names. */
export interface RefusalBody {
  message: string;
  errors: { parameter: string; message: string }[];
}

/** Asserts that `path` is refused with a 400 whose message and errors both name `parameter`. */
export async function expectBadParameter(
  server: CommerceTestServer,
  path: string,
  parameter: string,
): Promise<void> {
  const { status, body } = await server.get<RefusalBody>(path);
  expect(status).toBe(400);
  expect(body.errors.map((error) => error.parameter)).toContain(parameter);
  expect(body.message).toContain(parameter);
}
