/**
 * A tiny HTTP or HTTPS server that answers a script of statuses, one per request, and records what
 * it was asked: enough to watch a client retry or not. Test support.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ensureLocalCertificate, trustCertificate } from '../commerce/tls/local-certificate.ts';

interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ScriptedServer {
  /** `http://127.0.0.1:{port}` or `https://localhost:{port}`. */
  baseUrl: string;
  /** `localhost:{port}`, as the Storefront API SDK takes it (TLS only). */
  host: string;
  requests: RecordedRequest[];
  /** The statuses of the next requests; after the last one the last repeats. */
  answer(...statuses: number[]): void;
  close(): Promise<void>;
}

/**
 * With `tls`, the server uses a certificate made for it, which this process then trusts the way
 * the api trusts its commerce backend's (`tls.setDefaultCACertificates`), unless `trusted` is false.
 */
export async function startScriptedServer(
  options: { tls?: boolean; trusted?: boolean } = {},
): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  let script: number[] = [200];
  const listener: http.RequestListener = (req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const status = script.length > 1 ? script.shift()! : script[0]!;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `answered ${status}`, attempt: requests.length }));
    });
  };
  let certDir: string | undefined;
  let server: http.Server;
  if (options.tls) {
    certDir = await mkdtemp(join(tmpdir(), 'lumen-scripted-tls-'));
    // Each its own name: a worker runs many files, and TLS looks trusted certificates up by name.
    const material = await ensureLocalCertificate(certDir, {
      commonName: `Lumen scripted (test ${basename(certDir)})`,
    });
    if (options.trusted !== false) trustCertificate(material.cert);
    server = https.createServer({ key: material.key, cert: material.cert }, listener);
  } else {
    server = http.createServer(listener);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`,
    host: `localhost:${port}`,
    requests,
    answer(...statuses) {
      script = statuses;
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (certDir) await rm(certDir, { recursive: true, force: true });
    },
  };
}
