import { fileURLToPath } from 'node:url';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './src/testing/database-test-files.ts';

const serverUrl = process.env['TEST_DATABASE_URL'] || undefined;

// The whole suite runs on PGlite always; the files that reach the database run once more on the
// PostgreSQL server when TEST_DATABASE_URL names one (CI does): one SQL dialect, proven on both.
// The others (pure rules, renderers, HTTP clients) would only repeat themselves.
const databases = [
  {
    name: 'api · pglite',
    url: '',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/pglite-template.global.ts'],
  },
  ...(serverUrl
    ? [
        {
          name: 'api · postgres',
          url: serverUrl,
          include: databaseTestFiles(fileURLToPath(new URL('.', import.meta.url))),
          globalSetup: [],
        },
      ]
    : []),
];

/**
 * The longest file first: the RPC fuzz runs for minutes on one worker while the others take the
 * rest, instead of starting last and leaving them idle. Otherwise Vitest's order.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isFuzz = (spec: TestSpecification) => spec.moduleId.endsWith('/rpc-fuzz.test.ts');
    return [...sorted.filter(isFuzz), ...sorted.filter((spec) => !isFuzz(spec))];
  }
}

export default defineConfig({
  test: {
    // Most api tests wait on sockets (the commerce backend over TLS, the PostgreSQL server), not on
    // the processor: three files at once on two cores halve the suite's time (11 → 6 minutes).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    projects: databases.map(({ name, url, include, globalSetup }) => ({
      test: {
        name,
        environment: 'node',
        include,
        globalSetup,
        // A worker keeps the modules it imported for the next file: importing the app, the SDKs and
        // PGlite again for each of the 136 files took most of the suite's time. Every file opens its
        // own database and servers and closes them; what is process-wide (trusted certificates, the
        // fetch dispatcher) each test server and file sets up for itself.
        isolate: false,
        setupFiles: ['./src/testing/fresh-process.setup.ts'],
        // Suites that need only one database (the long fuzz run) run on the server when there is one.
        env: { TEST_DATABASE_URL: url, TEST_SERVER_PROJECT: serverUrl ? 'yes' : '' },
        // Every test file opens its own database: loading the dumped PGlite still takes a moment on a
        // busy two-core machine, and a PostgreSQL server schema needs its migrations applied.
        hookTimeout: 60_000,
        testTimeout: 45_000,
      },
    })),
  },
});
