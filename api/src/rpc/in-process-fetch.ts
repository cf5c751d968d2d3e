import { EventEmitter } from 'node:events';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Express } from 'express';

/** What the server renderer's RPC client sends: always a POST with a JSON body (domain's FetchLike). */
export interface InProcessRequestInit {
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** `fetch` as far as the RPC client uses it, answered by the api in this process. */
export type InProcessFetch = (url: string, init: InProcessRequestInit) => Promise<Response>;

/** Only the RPC calls: this is the server renderer's way in, not a general loopback. */
const rpcPathPattern = /^\/api\/rpc\/[^/]+$/;

/**
 * Stands in for the TCP socket: the peer is the loopback, as for the renderer's HTTP calls, so the
 * api believes the shopper's address the renderer puts in X-Forwarded-For (clientAddressTrust) and
 * nothing else changes. Nothing is ever written to it: the answer is collected off the response.
 */
class LoopbackPeer extends EventEmitter {
  readonly remoteAddress = '127.0.0.1';
  readonly remoteFamily = 'IPv4';
  readonly remotePort = 0;
  readonly encrypted = false;
  // Readable and writable as a live connection is: body parsers skip a request whose socket is not.
  readonly readable = true;
  readonly writable = true;
  readonly destroyed = false;
  // The body is in the request already; there is nothing to resume or pause.
  resume() {
    return this;
  }
  pause() {
    return this;
  }
  destroy() {
    return this;
  }
  setTimeout() {
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
}

function headersOf(outgoing: OutgoingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(outgoing)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, String(value));
  }
  return headers;
}

type WriteCallback = (error?: Error | null) => void;

/**
 * `POST /api/rpc/{name}` answered by the api's Express app in this process, without a socket, an
 * HTTP parser or a second JSON client: the same middleware (security headers, request id, limits
 * per shopper address, session from the Cookie header, the answer cache, the error handler) runs on
 * a request made in memory, and its answer (status, headers with Set-Cookie, body) comes back as a
 * fetch Response. The server renderer's loaders take this path.
 */
export function inProcessFetch(app: Express): InProcessFetch {
  return (url, init) => {
    const { pathname, search, host } = new URL(url, 'http://127.0.0.1');
    if (!rpcPathPattern.test(pathname)) {
      return Promise.reject(new TypeError(`inProcessFetch answers /api/rpc/{name} only, not ${pathname}`));
    }
    const body = Buffer.from(init.body);
    const peer = new LoopbackPeer();
    const req = new IncomingMessage(peer as never);
    req.method = init.method.toUpperCase();
    req.url = pathname + search;
    req.httpVersion = '1.1';
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    const headers: Record<string, string> = { host };
    for (const [name, value] of Object.entries(init.headers)) headers[name.toLowerCase()] = value;
    headers['content-length'] = String(body.length);
    req.headers = headers;
    req.rawHeaders = Object.entries(headers).flat();
    req.complete = true;
    if (body.length > 0) req.push(body);
    req.push(null);

    const res = new ServerResponse(req);
    return new Promise<Response>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let done = false;
      const collect = (chunk: unknown, encoding?: BufferEncoding) => {
        if (chunk === undefined || chunk === null) return;
        if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, encoding ?? 'utf8'));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      const headersOnce = () => {
        // Through writeHead, so the hooks on it (compression's choice, on-headers) run as on a socket.
        if (!res.headersSent) res.writeHead(res.statusCode);
      };
      // Own properties, so they survive Express setting the response's prototype to its own.
      res.write = ((chunk: unknown, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) => {
        headersOnce();
        collect(chunk, typeof encoding === 'string' ? encoding : undefined);
        const cb = typeof encoding === 'function' ? encoding : callback;
        cb?.();
        return true;
      }) as ServerResponse['write'];
      res.end = ((chunk?: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void) => {
        if (done) return res;
        done = true;
        headersOnce();
        if (typeof chunk !== 'function') collect(chunk, typeof encoding === 'string' ? encoding : undefined);
        const cb = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as
          (() => void) | undefined;
        (res as { finished: boolean }).finished = true;
        const status = res.statusCode;
        const noBody = status === 204 || status === 304 || req.method === 'HEAD';
        resolve(
          new Response(noBody ? null : Buffer.concat(chunks), {
            status,
            statusText: res.statusMessage,
            headers: headersOf(res.getHeaders()),
          }),
        );
        cb?.();
        res.emit('prefinish');
        res.emit('finish');
        req.emit('close');
        res.emit('close');
        return res;
      }) as ServerResponse['end'];
      // Anything the api's own error handler does not answer (it answers everything under /api).
      app(req as never, res as never, (error?: unknown) => {
        if (done) return;
        done = true;
        reject(error instanceof Error ? error : new Error(`The api left ${pathname} unanswered`));
      });
    });
  };
}
