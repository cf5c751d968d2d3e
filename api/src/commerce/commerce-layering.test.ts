import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Services speak in outcomes of their own domain (CommerceFailure, CommerceResult); only the HTTP
// layer (http/ and the routers) turns them into SCAYLE's statuses, through failure-status.ts.

const root = fileURLToPath(new URL('.', import.meta.url));

const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .map((path) => path.replaceAll('\\', '/'))
  .filter((path) => path.endsWith('.ts'))
  .filter((path) => !/\.(test|fixtures)\.ts$/.test(path))
  .filter((path) => !path.startsWith('testing/') && !path.startsWith('conformance/'))
  .sort();

const isHttp = (path: string) => path.startsWith('http/');
const isRouter = (path: string) => path.endsWith('-router.ts') || path.startsWith('routes/');
const isService = (path: string) => path.endsWith('-service.ts');

const text = (path: string) => readFileSync(`${root}${path}`, 'utf8');

/** The code without its comments, which may describe the answers the routers give. */
const code = (path: string) =>
  text(path)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '');

/** Module specifiers a file imports. */
const importsOf = (path: string) =>
  [...text(path).matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1]!);

/** Services, and the other modules outside the HTTP layer that raise or read failures. */
const speaksInOutcomes = (path: string) =>
  !isHttp(path) &&
  !isRouter(path) &&
  (isService(path) || importsOf(path).some((from) => from.endsWith('/commerce-failure.ts')));

describe('commerce layering', () => {
  it('finds the services it checks', () => {
    expect(sources.filter(isService)).toEqual(
      expect.arrayContaining([
        'baskets/basket-service.ts',
        'orders/order-service.ts',
        'orders/order-payment-service.ts',
        'branches/appointment-service.ts',
        'subscriptions/subscription-service.ts',
        'wishlists/wishlist-service.ts',
      ]),
    );
  });

  it('raises CommerceError (an HTTP status) only in http/', () => {
    const offenders = sources.filter((path) => !isHttp(path) && /\bCommerceError\b/.test(text(path)));
    expect(offenders).toEqual([]);
  });

  it('maps outcomes to statuses only in http/ and the routers', () => {
    const offenders = sources.filter(
      (path) =>
        !isHttp(path) &&
        !isRouter(path) &&
        path !== 'commerce-app.ts' &&
        importsOf(path).some((from) => /\/http\/(failure-status|commerce-error-handler)\.ts$/.test(from)),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps services free of express and of http/', () => {
    // The `with` parameter's parser is the one part of http/ the catalogue's projections read.
    const offenders = sources.filter(speaksInOutcomes).flatMap((path) =>
      importsOf(path)
        .filter(
          (from) => from === 'express' || (from.includes('/http/') && !from.endsWith('/with-parameter.ts')),
        )
        .map((from) => `${path} imports ${from}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps HTTP status numbers out of services', () => {
    const offenders = sources.filter(isService).flatMap((path) =>
      [...code(path).matchAll(/(?<![\w.])([1-5]\d\d)(?![\w.])/g)]
        .map((match) => Number(match[1]))
        .filter((value) => value >= 200)
        .map((value) => `${path}: ${value}`),
    );
    expect(offenders).toEqual([]);
  });
});
