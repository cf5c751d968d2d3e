import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/*
 * The face-landmark model of the virtual try-on, served by the shop itself: Human's face detector,
 * mesh and iris models (MIT) and TensorFlow.js's WebAssembly binaries (Apache-2.0), copied from
 * their npm packages into the browser build. The model loader asks for `{dir}/{model}.json` and then
 * for the weights file the JSON names beside it, so the files keep their names and the packages'
 * versions name the directory: a new version is a new address, and the old one can stay cached.
 */

const require = createRequire(import.meta.url);

/** A package's folder: up from its main file (not every package exports its package.json). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(name)) {
    if (dirname(dir) === dir) throw new Error(`No folder of ${name} found`);
    dir = dirname(dir);
  }
  return dir;
}

function versionOf(name: string): string {
  const { version } = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {
    version: string;
  };
  return version;
}

/** The models the try-on runs: the face detector, the 468-point mesh and the irises. */
const models = ['blazeface', 'facemesh', 'iris'] as const;
/** TensorFlow.js picks one: SIMD where the browser has it, else plain WebAssembly. */
const wasmBinaries = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'] as const;

const contentTypes: Record<string, string> = { '.json': 'application/json', '.wasm': 'application/wasm' };

interface ModelFile {
  /** The path in the build, below the site's root. */
  fileName: string;
  source: string;
}

function modelFiles(): { base: string; files: ModelFile[] } {
  const human = packageDir('@vladmandic/human');
  const wasm = packageDir('@tensorflow/tfjs-backend-wasm');
  const base = `assets/face-model-${versionOf('@vladmandic/human')}-${versionOf('@tensorflow/tfjs-backend-wasm')}/`;
  return {
    base: `/${base}`,
    files: [
      ...models.flatMap((model) =>
        ['json', 'bin'].map((extension) => ({
          fileName: `${base}${model}.${extension}`,
          source: join(human, 'models', `${model}.${extension}`),
        })),
      ),
      ...wasmBinaries.map((binary) => ({ fileName: `${base}${binary}`, source: join(wasm, 'dist', binary) })),
    ],
  };
}

/** Emits the model into the browser build and serves it in development; `__FACE_MODEL_BASE__` is its address. */
export function faceModel(): Plugin {
  const { base, files } = modelFiles();
  return {
    name: 'lumen-face-model',
    config: () => ({ define: { __FACE_MODEL_BASE__: JSON.stringify(base) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.find(({ fileName }) => req.url === `/${fileName}`);
        if (!file) return next();
        res.setHeader(
          'content-type',
          contentTypes[file.fileName.slice(file.fileName.lastIndexOf('.'))] ?? 'application/octet-stream',
        );
        res.end(readFileSync(file.source));
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: await readFile(file.source) });
      }
    },
  };
}
