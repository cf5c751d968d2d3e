/**
 * Redirect targets may only be same-origin paths: `/account/`, never `//evil.example`,
 * `/\evil.example` or `https://evil.example` (browsers treat a backslash like a slash).
 */
export function isSafeRedirectPath(target: string): boolean {
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//')) return false;
  // Control characters, whitespace and backslashes (anywhere, so `/\evil.example` too) let a browser
  // strip its way to another origin.
  return ![...target].some(
    (char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '\\' || /\s/.test(char),
  );
}

/** The target when it is a safe same-origin path, else the fallback (home unless given). */
export function safeRedirectPath(target: string | undefined | null, fallback = '/'): string {
  return target && isSafeRedirectPath(target) ? target : fallback;
}
