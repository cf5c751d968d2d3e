import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The api answers JSON and images only: nothing in them may load anything, and no page may frame
 * them. Helmet's other defaults (nosniff, HSTS over https, no referrer leak) apply as they are.
 */
export const apiSecurityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // Product images are shown by the storefront's pages on every shop host.
  crossOriginResourcePolicy: { policy: 'same-site' },
});

export interface PageSecurityOptions {
  /** Hosts the content editors' images come from (the CMS image host), besides the shop's own. */
  imageHosts?: readonly string[];
  /** Origins that may frame the pages: the CMS's visual editor shows the preview in a frame. */
  editorOrigins?: readonly string[];
  /** Partners' origins the pages may frame (the benefits portal), besides the video hosts. */
  frameOrigins?: readonly string[];
}

/** The per-request script nonce of a page answer, which the server renderer puts on its inline scripts. */
export function cspNonceOf(res: ServerResponse): string | undefined {
  const locals = (res as ServerResponse & { locals?: Record<string, unknown> }).locals;
  return typeof locals?.cspNonce === 'string' ? locals.cspNonce : undefined;
}

/**
 * The storefront's pages. Scripts come from the shop itself; the server renderer's inline scripts
 * (its streamed router state) carry a nonce made anew for every answer, so no other inline script
 * runs (no 'unsafe-inline', no eval). Video hosts are framed only after consent, which the page
 * decides; the policy names the privacy-enhanced hosts only. So is a partner's frame (the benefits
 * portal): its origin is allowed, whether it shows is the page's decision.
 */
export function pageSecurityHeaders(options: PageSecurityOptions = {}): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonceOf(res) ?? ''}'`,
          // WebAssembly only (not eval): the prescription photo is read on the device by a compiled model.
          "'wasm-unsafe-eval'",
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageHosts ?? [])],
        fontSrc: ["'self'", 'data:'],
        // The hearing test plays generated tones; the face scan reads the camera into a blob.
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          ...(options.frameOrigins ?? []),
        ],
        frameAncestors: ["'self'", ...(options.editorOrigins ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The editor's frame is cross-origin; the policy above decides who may frame.
    xFrameOptions: false,
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    headers(req, res, next);
  };
}
