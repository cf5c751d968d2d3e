import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // cms-blocks may have no stories yet; a pattern that matches nothing is skipped.
  stories: ['../design-system/src/**/*.stories.tsx', '../cms-blocks/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    return mergeConfig(viteConfig, { plugins: [react(), tailwindcss()] });
  },
};

// Storybook reads its configuration files' default exports.
export default config;
