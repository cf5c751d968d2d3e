/**
 * The content API on a port of its own, the way a separate content process would run, recording
 * the address of every request it gets. Test support.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import type { Logger } from 'pino';
import type { Db } from '../db/db.ts';
import { createContentApiRouter } from './content-api-router.ts';
import { lumenContentSpace } from './content-space.ts';
import type { ContentTokens } from './content-tokens.ts';

export const testContentTokens: ContentTokens = {
  public: 'test-public-token-4711',
  preview: 'test-preview-token-4711',
};

export interface ContentApiServer {
  /** The base address storyblok-js-client takes as `endpoint`: `http://127.0.0.1:{port}/api/content/v2`. */
  endpoint: string;
  /** Every request's path and query, in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startContentApi(
  db: Db,
  logger: Logger = pino({ level: 'silent' }),
): Promise<ContentApiServer> {
  const requests: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    requests.push(req.originalUrl);
    next();
  });
  app.use(
    '/api/content',
    createContentApiRouter({ db, spaceId: lumenContentSpace.id, tokens: testContentTokens, logger }),
  );
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/api/content/v2`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
