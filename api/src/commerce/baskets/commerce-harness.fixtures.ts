/**
 * A minimal commerce app for the basket, wishlist and order tests: Express with `express.json()`,
 * a shop middleware reading `shopId` or `X-Shop-Id`, the routers under `/v1`, and an error handler
 * rendering CommerceError and CommerceFailure as `{ message, errors? }`. The lead's real app replaces it. Test support.
 */
import type { AddressInfo } from 'node:net';
import { findShopById } from '@lumen/domain';
import express from 'express';
import type { ErrorRequestHandler, RequestHandler, Router } from 'express';
import { CommerceFailure } from '../commerce-failure.ts';
import { CommerceError } from '../http/commerce-error.ts';
import { failureAnswer } from '../http/failure-status.ts';

const shopMiddleware: RequestHandler = (req, res, next) => {
  const raw = typeof req.query['shopId'] === 'string' ? req.query['shopId'] : req.get('x-shop-id');
  const shop = raw === undefined ? undefined : findShopById(Number(raw));
  if (!shop) {
    next(
      new CommerceError(400, 'Missing or unknown shopId', [{ parameter: 'shopId', message: 'Unknown shop' }]),
    );
    return;
  }
  res.locals['shop'] = shop;
  next();
};

export interface HarnessResponse {
  status: number;
  body: unknown;
}

export interface CommerceHarness {
  baseUrl: string;
  /** Errors that became a 500, so a test can show what broke. */
  unexpected: unknown[];
  request(
    method: string,
    path: string,
    options?: { shopId?: number | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<HarnessResponse>;
  close(): Promise<void>;
}

export async function startCommerceHarness(routers: readonly Router[]): Promise<CommerceHarness> {
  const unexpected: unknown[] = [];
  const errorHandler: ErrorRequestHandler = (thrown: unknown, _req, res, _next) => {
    const error = thrown instanceof CommerceFailure ? failureAnswer(thrown) : thrown;
    if (error instanceof CommerceError) {
      res.status(error.status).json({
        message: error.message,
        ...(error.problems ? { errors: error.problems } : {}),
      });
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: (error as Error).message });
      return;
    }
    unexpected.push(error);
    res.status(500).json({ message: 'Internal error' });
  };
  const app = express();
  app.use(express.json());
  app.use('/v1', shopMiddleware, ...routers);
  app.use(errorHandler);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    unexpected,
    async request(method, path, options = {}) {
      const { shopId = 1001, body, headers = {} } = options;
      const response = await fetch(`${baseUrl}/v1${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(shopId === null ? {} : { 'x-shop-id': String(shopId) }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
