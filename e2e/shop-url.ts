/** The address of a shop in the e2e server: each shop answers at `{code}.localhost:{port}`. */
export function shopUrl(baseURL: string | undefined, code: string, path = '/'): string {
  const base = new URL(baseURL ?? 'http://localhost:3100');
  return `${base.protocol}//${code}.localhost:${base.port}${path}`;
}

/**
 * Node's resolver (used by Playwright's request API, unlike Chromium) does not map `*.localhost`
 * to loopback, so raw HTTP checks go to localhost and name the shop's host in the Host header.
 */
export function shopHostHeader(baseURL: string | undefined, code: string): { host: string } {
  const base = new URL(baseURL ?? 'http://localhost:3100');
  return { host: `${code}.localhost:${base.port}` };
}
