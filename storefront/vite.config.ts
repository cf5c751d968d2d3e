import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { faceModel } from './vite-face-model.ts';
import { precompress } from './vite-precompress.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** One id per build: pages carry it, and `builds/latest.json` names the one that is live (§7). */
const buildId = Date.now().toString(36);

/** Writes `builds/latest.json` into the browser build, which open pages poll to notice a new build. */
function buildManifest(): Plugin {
  return {
    name: 'lumen-build-manifest',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/**
 * One config, two builds: the browser bundle (dist/client, hashed assets and a manifest the
 * server reads to link them) and the server renderer (dist/server/entry-server.js).
 * `vite build --app` builds both environments.
 */
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: fromHere('src/routes'),
      generatedRouteTree: fromHere('src/route-tree.gen.ts'),
      autoCodeSplitting: true,
      // NodeNext resolution wants extensions, or the generated tree loses its types.
      addExtensions: true,
    }),
    react(),
    tailwindcss(),
    buildManifest(),
    faceModel(),
    precompress(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  environments: {
    client: {
      build: {
        outDir: fromHere('dist/client'),
        manifest: true,
        rolldownOptions: {
          input: fromHere('src/entry-client.tsx'),
          // What every page loads at start goes in one chunk, so gzip sees it whole; lazy code
          // (routes, content blocks, other languages) stays in chunks of its own.
          output: {
            codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
            // The text recognition finds its model by directory and file name (`eng.traineddata.gz`):
            // that file keeps its name and the hash that renews it goes into its directory.
            assetFileNames: (asset) =>
              asset.names[0]?.endsWith('.traineddata.gz')
                ? 'assets/tessdata-[hash]/[name][extname]'
                : 'assets/[name]-[hash][extname]',
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: fromHere('dist/server'),
        rolldownOptions: {
          input: { 'entry-server': fromHere('src/entry-server.tsx') },
          output: { entryFileNames: '[name].js' },
        },
      },
      // Workspace packages ship TypeScript sources: bundle them into the server build.
      resolve: { noExternal: [/^@lumen\//] },
    },
  },
  builder: {},
});
