import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/**
 * The api's test files that reach the database: those whose imports lead, through any chain of
 * relative imports, to the module that opens one. Only these can behave differently on the
 * PostgreSQL server than on PGlite, so only these run a second time there.
 */
export function databaseTestFiles(root: string): string[] {
  const opensDatabase = resolve(root, 'src/db/open-database.ts');
  const importsOf = new Map<string, string[]>();
  const imports = (file: string): string[] => {
    let found = importsOf.get(file);
    if (!found) {
      const text = readFileSync(file, 'utf8');
      // Value imports and re-exports only: an `import type` loads nothing at run time.
      const specifiers = [
        ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms),
        ...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
      ].map((match) => resolve(dirname(file), match[1]!));
      found = specifiers.filter((path) => existsSync(path));
      importsOf.set(file, found);
    }
    return found;
  };
  const reaches = (file: string, seen: Set<string>): boolean => {
    if (file === opensDatabase) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    return imports(file).some((next) => reaches(next, seen));
  };
  return globSync('src/**/*.test.ts', { cwd: root })
    .filter((file) => reaches(resolve(root, file), new Set()))
    .map((file) => relative(root, resolve(root, file)));
}
