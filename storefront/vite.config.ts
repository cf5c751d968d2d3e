import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
  ],
  environments: {
    client: {
      build: {
        outDir: fromHere('dist/client'),
        manifest: true,
        rolldownOptions: { input: fromHere('src/entry-client.tsx') },
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
