import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './chromium.ts';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // Every story is a test: it renders, runs its play function and is checked by axe.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          // Two pages at once: left unset, the browser pool opens one, and the stories took 173 s
          // instead of 128 s on two cores.
          maxWorkers: 2,
          // Matrix stories are compared with committed screenshots at a mobile and a desktop width.
          setupFiles: ['./.storybook/matrix-screenshots.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            // Baselines are committed beside the stories (__screenshots__ holds failure pictures, ignored).
            expect: { toMatchScreenshot: { screenshotDirectory: '__visual__' } },
          },
        },
      },
      // Tests of the repo's own tooling (the module-boundary lint rules).
      './eslint-rules/vitest.config.ts',
    ],
  },
});
