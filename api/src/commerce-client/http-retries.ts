import { Agent, interceptors, setGlobalDispatcher } from 'undici';
import type { Dispatcher } from 'undici';

/**
 * §9: every HTTP client of the shop retries an idempotent request once, and only when the
 * answer is one of these statuses. Anything else (a 400, a 404, a refused connection) fails at once.
 */
export const httpRetryRule = {
  methods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'],
  statuses: [408, 409, 425, 429, 500, 502, 503, 504],
  maxRetries: 1,
} as const;

export interface HttpRetryOptions {
  /** Wait before the retry, unless the answer's Retry-After says otherwise (ms). */
  delayMs?: number;
  /** The longest a Retry-After may hold a request back (ms): an RPC call cannot wait for minutes. */
  maxDelayMs?: number;
  /**
   * How long a backend may take to start answering, and then between two parts of its answer
   * (ms). A hanging backend must not hang the RPC call that waits for it: after this the call
   * fails (as UNAVAILABLE) and the connection is dropped.
   */
  timeoutMs?: number;
}

/** Catalogue and basket answers take milliseconds; ten seconds means the backend is stuck. */
const defaultHttpTimeoutMs = 10_000;

const defaultDelayMs = 300;
const defaultMaxDelayMs = 2000;

/** A body undici can send twice: none, text or bytes. fetch hands over a one-shot stream instead. */
function isReplayable(body: Dispatcher.DispatchOptions['body']): boolean {
  return body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
}

/**
 * A request whose body can be read only once cannot be sent again: undici would send a second
 * request with no body under the first one's Content-Length. Such a request is not retried.
 */
const onlyReplayableBodies: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) => {
  if (isReplayable(options.body)) return dispatch(options, handler);
  const once: RetryDispatchOptions = { ...options, retryOptions: { maxRetries: 0 } };
  return dispatch(once, handler);
};

/** The retry interceptor reads per-request settings from here, over its own. */
type RetryDispatchOptions = Dispatcher.DispatchOptions & { retryOptions?: { maxRetries?: number } };

/**
 * An undici dispatcher that applies `httpRetryRule`. TLS trust is left to Node's defaults, so
 * certificates trusted later through `tls.setDefaultCACertificates` (the commerce backend's own,
 * see commerce/tls) are honoured by connections made after that.
 */
function retryingDispatcher(options: HttpRetryOptions = {}): Dispatcher {
  const timeout = options.timeoutMs ?? defaultHttpTimeoutMs;
  return new Agent({ headersTimeout: timeout, bodyTimeout: timeout }).compose(
    interceptors.retry({
      methods: [...httpRetryRule.methods],
      statusCodes: [...httpRetryRule.statuses],
      maxRetries: httpRetryRule.maxRetries,
      // Only the statuses of the rule: a failed connection is not retried.
      errorCodes: [],
      minTimeout: options.delayMs ?? defaultDelayMs,
      maxTimeout: options.maxDelayMs ?? defaultMaxDelayMs,
      timeoutFactor: 1,
      // The last answer is handed on as it came (a 503 stays a 503) instead of becoming an error.
      throwOnError: false,
    }),
    onlyReplayableBodies,
  );
}

/**
 * Installs the retry rule for this process's `fetch` (Node's fetch reads undici's global
 * dispatcher), which is what the unmodified Storefront API SDK calls. Call once at boot.
 */
export function installHttpRetries(options: HttpRetryOptions = {}): void {
  setGlobalDispatcher(retryingDispatcher(options));
}
