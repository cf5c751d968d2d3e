import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseThemeTokens } from './theme-tokens.ts';

/** tokens.css as parsed tokens, for Node tests: the tokens are the truth, tests check the rest agrees. */
export function readThemeTokens(): Map<string, string> {
  return parseThemeTokens(readFileSync(fileURLToPath(new URL('tokens.css', import.meta.url)), 'utf8'));
}
