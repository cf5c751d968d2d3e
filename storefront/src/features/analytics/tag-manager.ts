import { isValidTagManagerId } from '@lumen/domain';

export type TagManagerDecision =
  /** The tag manager's script may be added, with this id. */
  | { kind: 'load'; tagId: string }
  /** No marketing consent: nothing is loaded and nothing is logged. */
  | { kind: 'no-consent' }
  /** Consent is there but the shop has no valid id (§8 'Missing Google-Tag-Id', logged only). */
  | { kind: 'missing-tag-id' };

/**
 * Whether the tag manager loads: only with marketing consent (§9 C0004: it is a third party's
 * script that sets its own cookies) and a valid id of the shop (§5: GTM- or G- and uppercase
 * letters or digits).
 */
export function decideTagManager({
  googleTagId,
  marketingGranted,
}: {
  googleTagId: string | null | undefined;
  marketingGranted: boolean;
}): TagManagerDecision {
  if (!marketingGranted) return { kind: 'no-consent' };
  if (!isValidTagManagerId(googleTagId)) return { kind: 'missing-tag-id' };
  return { kind: 'load', tagId: googleTagId };
}

/** The script of a tag id: a container (GTM-) or a Google tag (G-). */
export function tagManagerScriptUrl(tagId: string): string {
  const path = tagId.startsWith('GTM-') ? 'gtm.js' : 'gtag/js';
  return `https://www.googletagmanager.com/${path}?id=${encodeURIComponent(tagId)}`;
}
