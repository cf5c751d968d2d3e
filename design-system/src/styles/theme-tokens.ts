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

/** WCAG 2.2 relative luminance of a `#rrggbb` colour (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
