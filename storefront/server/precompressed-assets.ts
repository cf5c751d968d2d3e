import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Request, RequestHandler } from 'express';

/** What the build writes beside a hashed asset (`precompressAssets` in vite-precompress.ts). */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The best encoding the browser accepts of those the asset was built with, brotli first. */
function chosenEncoding(req: Request, built: ReadonlySet<string>, path: string) {
  const offered = encodings.filter((encoding) => built.has(path + encoding.suffix));
  if (offered.length === 0) return undefined;
  const accepted = req.acceptsEncodings(...offered.map((encoding) => encoding.name));
  return offered.find((encoding) => encoding.name === accepted);
}

/**
 * Hashed build assets as the build compressed them (`{file}.br`, `{file}.gz`), with immutable
 * caching: compressing a large script at brotli's best on every request would cost more than
 * rendering the page. A browser that accepts neither, or an asset without them, falls through to
 * the plain file. Only files the folder held at start are served: the path never reaches the disk.
 */
export async function precompressedAssets(dir: string): Promise<RequestHandler> {
  const built = new Set(
    (await readdir(dir, { recursive: true })).map((file) => `/${file.split('\\').join('/')}`),
  );
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encoding = built.has(req.path) ? chosenEncoding(req, built, req.path) : undefined;
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    // Set before sendFile, which would take the type from the `.br` name otherwise.
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(join(dir, req.path + encoding.suffix), { immutable: true, maxAge: '1y' }, (error) => {
      if (error) next(error);
    });
  };
}
