import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The custom properties that tokens.css declares, name without the leading `--` to value, in order.
 * For tests (Node only): the tokens are the truth, and tests check that the rest agrees with them.
 */
export function readThemeTokens(): Map<string, string> {
  const css = readFileSync(fileURLToPath(new URL('tokens.css', import.meta.url)), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const tokens = new Map<string, string>();
  for (const match of css.matchAll(/--([\w-]+|[\w-]+\*):\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value) tokens.set(name, value.replace(/\s+/g, ' ').trim());
  }
  return tokens;
}

/** The names under one theme namespace: `tokenNames(tokens, 'shadow')` gives `['sm', 'md', ...]`. */
export function tokenNames(tokens: Map<string, string>, namespace: string): string[] {
  const prefix = `${namespace}-`;
  return [...tokens.keys()]
    .filter((name) => name.startsWith(prefix) && !name.endsWith('*') && !name.includes('--'))
    .map((name) => name.slice(prefix.length));
}
