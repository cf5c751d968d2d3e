/**
 * How the person wearing a frame in a model or bust image looks: a flat illustration whose skin
 * tone, hair and clothing vary from product to product, so that a listing shows many people and
 * the same product always shows the same person.
 */
const hairStyles = ['short', 'bob', 'long', 'bun', 'curly', 'buzz'] as const;
export type HairStyle = (typeof hairStyles)[number];

/** Neutral skin tones from light to deep. */
export const skinTones = ['#f3d5c0', '#e8bf9f', '#d4a07c', '#b57c58', '#8a5a3c', '#5f3d2a'] as const;

const hairColours = ['#2a2220', '#4a3226', '#74503a', '#9c5f38', '#cfa66b', '#a3a09c'] as const;

const clothingColours = [
  '#2f4858',
  '#7f9c8f',
  '#cdb894',
  '#3b3d42',
  '#b8694b',
  '#e4dfd5',
  '#56688c',
] as const;

export interface WearerAppearance {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  clothing: string;
}

// An integer mix (from the "lowbias32" hash) so that neighbouring ids get unrelated looks.
function scramble(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}

function pick<T>(values: readonly T[], seed: number): T {
  const value = values[seed % values.length];
  if (value === undefined) throw new Error('pick() needs a non-empty list');
  return value;
}

export function wearerAppearanceOf(productId: number): WearerAppearance {
  const seed = scramble(productId);
  return {
    skin: pick(skinTones, seed),
    hair: pick(hairColours, seed >>> 5),
    hairStyle: pick(hairStyles, seed >>> 10),
    clothing: pick(clothingColours, seed >>> 15),
  };
}
