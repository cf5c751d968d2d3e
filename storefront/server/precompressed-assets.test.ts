import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../vite-precompress.ts';
import { precompressedAssets } from './precompressed-assets.ts';

// Hashed assets compressed once at build and sent as they are, with immutable caching;
// pages and other text compressed on the way (brotli where the browser asks, else gzip).

let dir: string;
let server: Server;
let base: string;
const script = `export const greeting = ${JSON.stringify('Hallo '.repeat(2000))};\n`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lumen-assets-'));
  await writeFile(join(dir, 'entry-1a2b.js'), script);
  await writeFile(join(dir, 'tiny-3c4d.js'), 'export {};\n');
  await writeFile(join(dir, 'font-5e6f.woff2'), Buffer.alloc(4096, 1));
  const compressed = await precompressAssets(dir, ['entry-1a2b.js', 'tiny-3c4d.js', 'font-5e6f.woff2']);
  expect(compressed).toEqual(['entry-1a2b.js']);

  // As production.ts mounts them: compression in front, the built files, then plain static files.
  const app = express();
  app.use(compression({ flush: constants.Z_SYNC_FLUSH }));
  app.use('/assets', await precompressedAssets(dir));
  app.use('/assets', express.static(dir, { immutable: true, maxAge: '1y', index: false }));
  app.get('/page', (_req, res) => {
    res.type('html').send(`<!doctype html><p>${'Brillen '.repeat(500)}</p>`);
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding: string) =>
  fetch(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('precompressed assets', () => {
  it('writes .br and .gz beside text assets above 1 kB, each smaller than the file', async () => {
    const [br, gz] = await Promise.all([
      readFile(join(dir, 'entry-1a2b.js.br')),
      readFile(join(dir, 'entry-1a2b.js.gz')),
    ]);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length / 10);
  });

  it.each([
    ['br, gzip, deflate', 'br', 'entry-1a2b.js.br'],
    ['gzip, deflate', 'gzip', 'entry-1a2b.js.gz'],
  ])('answers %s with the build’s %s file, cached for a year', async (accepted, encoding, file) => {
    const response = await get('/assets/entry-1a2b.js', accepted);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(response.headers.get('content-length'))).toBe((await readFile(join(dir, file))).length);
    expect(await response.text()).toBe(script);
  });

  it('answers a browser that accepts no compression with the plain file', async () => {
    const response = await get('/assets/entry-1a2b.js', 'identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(script);
  });

  it('sends a small asset and a font as they are', async () => {
    for (const path of ['/assets/tiny-3c4d.js', '/assets/font-5e6f.woff2']) {
      const response = await get(path, 'br, gzip');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
    }
  });

  it('never reads a path the build did not write', async () => {
    const response = await get('/assets/..%2f..%2fetc%2fpasswd', 'br');
    expect(response.status).toBe(404);
  });
});

describe('pages', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses HTML for a browser that accepts %s with %s', async (accepted, encoding) => {
    const response = await get('/page', accepted);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(await response.text()).toContain('Brillen Brillen');
  });
});
