import { defineConfig } from 'vitest/config';

const serverUrl = process.env['TEST_DATABASE_URL'] || undefined;

// The whole suite runs on PGlite always, and once more on the PostgreSQL server when
// TEST_DATABASE_URL names one (CI does): one SQL dialect, proven on both.
const databases = [
  { name: 'api · pglite', url: '' },
  ...(serverUrl ? [{ name: 'api · postgres', url: serverUrl }] : []),
];

export default defineConfig({
  test: {
    // Most api tests wait on sockets (the commerce backend over TLS, the PostgreSQL server), not on
    // the processor: three files at once on two cores halve the suite's time (11 → 6 minutes).
    maxWorkers: 3,
    projects: databases.map(({ name, url }) => ({
      test: {
        name,
        environment: 'node',
        include: ['src/**/*.test.ts'],
        // Suites that need only one database (the long fuzz run) run on the server when there is one.
        env: { TEST_DATABASE_URL: url, TEST_SERVER_PROJECT: serverUrl ? 'yes' : '' },
        // Every test file opens its own database: a fresh PGlite takes a few seconds to boot on a
        // busy two-core machine, and a PostgreSQL server schema needs its migrations applied.
        hookTimeout: 60_000,
        testTimeout: 45_000,
      },
    })),
  },
});
