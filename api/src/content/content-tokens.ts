import { timingSafeEqual } from 'node:crypto';

/**
 * The access tokens of a space, as Storyblok has them: the public token reads published content
 * only, the preview token (the visual editor's) reads drafts as well.
 */
export interface ContentTokens {
  public: string;
  preview: string;
}

export type ContentAccess = 'public' | 'preview';

function sameToken(given: string, known: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(known);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a token may read, or undefined for a missing or unknown one. */
export function accessOf(tokens: ContentTokens, token: unknown): ContentAccess | undefined {
  if (typeof token !== 'string' || token === '') return undefined;
  if (sameToken(token, tokens.preview)) return 'preview';
  if (sameToken(token, tokens.public)) return 'public';
  return undefined;
}
