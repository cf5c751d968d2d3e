import { describe, expect, it } from 'vitest';
import { decideTagManager, tagManagerScriptUrl } from './tag-manager.ts';
import type { TagManagerDecision } from './tag-manager.ts';

describe('§5/§9 whether the tag manager loads', () => {
  it.each<[string | null | undefined, boolean, TagManagerDecision]>([
    ['GTM-LUMEN4', true, { kind: 'load', tagId: 'GTM-LUMEN4' }],
    ['G-9X2B', true, { kind: 'load', tagId: 'G-9X2B' }],
    ['GTM-LUMEN4', false, { kind: 'no-consent' }],
    [null, false, { kind: 'no-consent' }],
    [null, true, { kind: 'missing-tag-id' }],
    [undefined, true, { kind: 'missing-tag-id' }],
    ['', true, { kind: 'missing-tag-id' }],
    ['GTM-lumen4', true, { kind: 'missing-tag-id' }],
    ['UA-12345-1', true, { kind: 'missing-tag-id' }],
    ['GTM-', true, { kind: 'missing-tag-id' }],
    [' GTM-LUMEN4', true, { kind: 'missing-tag-id' }],
  ])('id %j, marketing consent %s → %j', (googleTagId, marketingGranted, decision) => {
    expect(decideTagManager({ googleTagId, marketingGranted })).toEqual(decision);
  });

  it.each([
    ['GTM-LUMEN4', 'https://www.googletagmanager.com/gtm.js?id=GTM-LUMEN4'],
    ['G-9X2B', 'https://www.googletagmanager.com/gtag/js?id=G-9X2B'],
  ])('%s loads %s', (tagId, url) => {
    expect(tagManagerScriptUrl(tagId)).toBe(url);
  });
});
