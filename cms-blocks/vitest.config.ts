import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cms-blocks',
    // The renderer tests mount blocks with Testing Library; schema tests do not mind the DOM.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
