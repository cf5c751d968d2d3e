/**
 * The custom properties a tokens stylesheet declares, name without the leading `--` to value, in
 * order. Browser-safe: the Foundations story parses tokens.css with it, Node tests read the file.
 */
export function parseThemeTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, name, value] of source.matchAll(/--([\w-]+|[\w-]+\*):\s*([^;]+);/g)) {
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
