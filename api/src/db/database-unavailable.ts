/** Node's socket errors when the server cannot be reached or the connection drops. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's own: shutting down, starting up, too many connections, and a lock not had within
 * lock_timeout (a basket another request keeps busy: keyed-lock.ts) (SQLSTATE).
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300', '55P03']);

// node-postgres says these in words only.
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
];

/**
 * Whether an error means the database is out of reach for now (not that a query was wrong): such a
 * call is answered as UNAVAILABLE, and the next one may work again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (socketCodes.has(code) || serverCodes.has(code) || code.startsWith('08'))
    ) {
      return true;
    }
    if (driverMessages.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
    current = current.cause;
  }
  return false;
}
