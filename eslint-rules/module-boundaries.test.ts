import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// The repo's own config; only type-aware parsing is switched off, since probe files exist in no tsconfig.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** Lints `code` as if it were a file at `filePath`, with the repo's real config, and returns the boundary errors. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals',
    )
    .map((message) => message.message);
}

describe('module boundaries of ARCHITECTURE.md are lint errors', () => {
  it.each([
    [
      'design-system/src/boundary-probe.ts',
      "import { render } from '@lumen/storefront/server';",
      'design-system must not import storefront',
    ],
    [
      'design-system/src/boundary-probe.ts',
      "import { x } from '../../storefront/src/router.tsx';",
      'design-system must not import storefront',
    ],
    [
      'design-system/src/boundary-probe.ts',
      "import { x } from '@lumen/cms-blocks';",
      'design-system must not import cms-blocks',
    ],
    [
      'domain/src/boundary-probe.ts',
      "import { useState } from 'react';",
      'domain is pure TypeScript: no React.',
    ],
    ['domain/src/boundary-probe.ts', "import { readFile } from 'node:fs/promises';", 'domain does no I/O.'],
    [
      'domain/src/boundary-probe.ts',
      "import { x } from '@lumen/design-system';",
      'domain must not import design-system',
    ],
    [
      'domain/src/boundary-probe.ts',
      "export const load = () => fetch('/api');",
      'domain does no I/O: take a fetch function as a parameter.',
    ],
    [
      'storefront/src/boundary-probe.ts',
      "import { createApp } from '@lumen/api';",
      'storefront must not import api',
    ],
    [
      'storefront/src/boundary-probe.ts',
      "import { PGlite } from '@electric-sql/pglite';",
      'storefront talks to the api over HTTP, never to the database.',
    ],
    [
      'api/src/boundary-probe.ts',
      "import { Button } from '@lumen/design-system';",
      'api must not import design-system',
    ],
    [
      'api/src/boundary-probe.ts',
      "import { renderToString } from 'react-dom/server';",
      'api renders no React.',
    ],
    [
      'cms-blocks/src/boundary-probe.ts',
      "import { x } from '@lumen/storefront/server';",
      'cms-blocks must not import storefront',
    ],
    [
      'domain/src/boundary-probe.ts',
      "import { loadBlockMessages } from '@lumen/cms-blocks/i18n';",
      'domain must not import cms-blocks',
    ],
    [
      'storefront/src/boundary-probe.ts',
      "import { rpcContract } from '@lumen/domain';",
      'storefront runs in the browser: it gets call names and types from the contract, never its schemas',
    ],
    [
      'storefront/src/boundary-probe.ts',
      "import { parseContractResponse } from '@lumen/domain/rpc';",
      'storefront runs in the browser: it gets call names and types from the contract, never its schemas',
    ],
  ])('%s: `%s` is refused', async (filePath, code, message) => {
    const errors = await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`);
    expect(errors.some((error) => error.includes(message))).toBe(true);
  });

  it.each([
    ['design-system/src/boundary-probe.ts', "import { breakpoints } from '@lumen/domain';"],
    ['cms-blocks/src/boundary-probe.ts', "import { Button } from '@lumen/design-system';"],
    ['storefront/src/boundary-probe.ts', "import { Hero } from '@lumen/cms-blocks';"],
    ['storefront/src/boundary-probe.ts', "import { createRpcClient } from '@lumen/domain/rpc';"],
    ['api/src/boundary-probe.ts', "import { shops } from '@lumen/domain';"],
    ['server/src/boundary-probe.ts', "import { createApp } from '@lumen/api';"],
  ])('%s: `%s` is allowed', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const probe = 1;\n`)).toEqual([]);
  });
});
