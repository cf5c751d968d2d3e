/**
 * A TLS proxy in front of the commerce backend that can be told to fail: pass requests through,
 * answer every request with a status (500, 429), or take requests and never answer. The api under
 * test reaches the backend through it with the unmodified SDK, so a test can break the backend
 * and mend it again mid-run. Test support.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ensureLocalCertificate, trustCertificate } from '../commerce/tls/local-certificate.ts';

// Headers of one connection, not of the request: fetch sets its own.
const hopByHop = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'accept-encoding',
]);

export type Fault = { kind: 'none' } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface FaultProxy {
  /** `localhost:{port}`, as the SDK takes it. */
  host: string;
  /** Requests that reached the proxy since the last `set`. */
  readonly seen: number;
  set(fault: Fault): void;
  close(): Promise<void>;
}

/**
 * Start it before anything fakes `Date`: its certificate is made with the clock of that moment, and
 * TLS checks it against the real one. `target()` names the backend at each request.
 */
export async function startFaultProxy(target: () => string): Promise<FaultProxy> {
  let fault: Fault = { kind: 'none' };
  let seen = 0;
  const certDir = await mkdtemp(join(tmpdir(), 'lumen-fault-proxy-'));
  const material = await ensureLocalCertificate(certDir, {
    commonName: `Lumen fault proxy (test ${basename(certDir)})`,
  });
  trustCertificate(material.cert);

  const server = https.createServer({ key: material.key, cert: material.cert }, (req, res) => {
    seen += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (fault.kind === 'hang') return;
      if (fault.kind === 'status') {
        res.writeHead(fault.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `Injected fault ${fault.status}` }));
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && !hopByHop.has(entry[0]),
        ),
      );
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target()}${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        ...(body ? { body } : {}),
      })
        .then(async (answer) => {
          const text = Buffer.from(await answer.arrayBuffer());
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          res.end(text);
        })
        .catch(() => {
          res.writeHead(502).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `localhost:${port}`,
    get seen() {
      return seen;
    },
    set(next) {
      fault = next;
      seen = 0;
      // Requests held by a hang are let go: their clients have given up already.
      if (next.kind !== 'hang') server.closeIdleConnections();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(certDir, { recursive: true, force: true });
    },
  };
}
