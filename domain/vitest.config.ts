import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A worker keeps what it imported for the next file: re-importing zod schemas, React and the
    // DOM for each file took most of the suite's time (domain 37 s → 5 s). Files share no state.
    isolate: false,
  },
});
