import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginRouter from '@tanstack/eslint-plugin-router';
import pluginQuery from '@tanstack/eslint-plugin-query';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { apiZones } from './eslint-rules/api-zones.js';
import { moduleBoundaries } from './eslint-rules/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/route-tree.gen.ts',
      '**/.nx/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'eslint-rules/fixtures/**',
      '**/.stryker-tmp/**',
      '**/reports/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'eslint-rules/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Unions of states are switched over exhaustively (STYLE.md): a new state is a lint error until handled.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // TanStack Router's redirect() and notFound() are thrown from loaders by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  ...storybook.configs['flat/recommended'],
  ...moduleBoundaries,
  ...apiZones,
  {
    // Scripts and servers print progress for people.
    files: ['scripts/**', 'server/**', 'api/src/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
