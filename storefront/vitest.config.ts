import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
  },
});
