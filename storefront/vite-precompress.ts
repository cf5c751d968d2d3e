import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text assets worth compressing; fonts (woff2) and images come compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|html|txt|map)$/;
/** Below this, compression saves less than its headers cost. */
const minimumBytes = 1024;

/**
 * Writes `{file}.br` (brotli at its best) and `{file}.gz` (gzip at level 9) beside each text file
 * of `files` in `dir`, once at build, for the server to send as they are
 * (server/precompressed-assets.ts). Answers the files it compressed.
 */
export async function precompressAssets(dir: string, files: readonly string[]): Promise<string[]> {
  const compressed: string[] = [];
  await Promise.all(
    files
      .filter((file) => compressible.test(file))
      .map(async (file) => {
        const path = join(dir, file);
        const source = await readFile(path);
        if (source.length < minimumBytes) return;
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipped(source, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        compressed.push(file);
      }),
  );
  return compressed;
}

/** The browser build's hashed assets, precompressed once they are written. */
export function precompress(): Plugin {
  return {
    name: 'lumen-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const assets = Object.keys(bundle).filter((file) => file.startsWith('assets/'));
      await precompressAssets(dir, assets);
    },
  };
}
