import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { dumpPgliteDb } from '../db/pglite-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (a tar file) that every test file's database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the PGlite project: creates and migrates one database for the whole run.
 * Creating a PGlite cluster costs a few seconds of the processor; loading a dumped one half a
 * second, and the api suite opens over a hundred.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'lumen-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const dump = await dumpPgliteDb((db) => migrate(db));
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
