import { z } from 'zod';

/** §9 lens index tiers, thinnest last: the higher the index, the thinner the lens for a given power. */
export const lensIndexTiers = [1.5, 1.6, 1.67] as const;
export const LensIndexTierSchema = z.literal(lensIndexTiers);
export type LensIndexTier = z.infer<typeof LensIndexTierSchema>;

/** The sphere of each eye in dioptres; `null` or missing for an eye without values (a frame-only order). */
export interface EyeSpheres {
  left?: number | null | undefined;
  right?: number | null | undefined;
}

/** §5: the thinnest tier a single sphere needs: |strong| ≥ 2.5 → 1.67; ≤ -1 or ≥ 1.5 → 1.6; else 1.5. */
export function minimumLensIndexForSphere(sphere: number): LensIndexTier {
  if (!Number.isFinite(sphere)) throw new Error(`sphere must be a finite number, got ${sphere}`);
  if (sphere <= -2.5 || sphere >= 2.5) return 1.67;
  if (sphere <= -1 || sphere >= 1.5) return 1.6;
  return 1.5;
}

/**
 * §5: the lowest tier both eyes can have, decided by the stronger eye, because both lenses of a
 * pair are made in one index (otherwise one side looks thicker). An eye without a sphere needs nothing beyond 1.5. §5 looks at the
 * sphere alone, not at sphere plus cylinder, and so do we.
 */
export function minimumLensIndex(spheres: EyeSpheres): LensIndexTier {
  const needed = [spheres.left, spheres.right]
    .filter((sphere): sphere is number => sphere != null)
    .map(minimumLensIndexForSphere);
  // The maximum of tiers is a tier.
  return Math.max(1.5, ...needed) as LensIndexTier;
}

/**
 * §5: frame types whose lenses are drilled or grooved. Their lenses may not be of the lowest tier
 * (1.5), which chips when drilled and shows a thick edge in a groove. Compared trimmed and
 * ignoring case, as the rim type comes from product attributes in the frame's shop language.
 */
export const drilledOrGroovedFrameTypes = [
  'rimless',
  'nylor',
  'inline_grooves',
  'randlos',
  'gerillt',
] as const;

const drilledOrGrooved: ReadonlySet<string> = new Set(drilledOrGroovedFrameTypes);

export function isDrilledOrGroovedFrame(frameType: string | null | undefined): boolean {
  return frameType != null && drilledOrGrooved.has(frameType.trim().toLowerCase());
}

export interface AllowedLensIndexInput {
  spheres: EyeSpheres;
  /** The frame's rim type attribute (`full_rim`, `rimless`, `nylor` …); missing means a full rim. */
  frameType?: string | null | undefined;
  /**
   * The tiers the shop's country can deliver. Missing (`undefined` or `null`) means no
   * restriction; a list, even an empty one, limits the offer to the tiers it names.
   */
  countryTiers?: readonly LensIndexTier[] | null | undefined;
}

export type AllowedLensIndexResult =
  | { ok: true; minimum: LensIndexTier; tiers: LensIndexTier[] }
  | { ok: false; reason: 'noTierAvailable'; minimum: LensIndexTier };

/**
 * §5 the lens index tiers a customer may choose, thinnest last:
 * 1. the minimum the stronger sphere needs, and every higher tier;
 * 2. without 1.5 for rimless, nylor, inline_grooves, randlos and gerillt frames. We read "the
 *    lowest tier is dropped" as the lowest tier of all (1.5), not the lowest one left after step 1:
 *    the reason is the material, and dropping the only tier a strong prescription has left
 *    would offer nothing;
 * 3. intersected with the country's availability list, if there is one. §5 says the list
 *    "overrides"; it never adds a tier below the minimum (that lens would be too thick to make)
 *    nor brings back 1.5 for a drilled frame.
 * When nothing is left the answer is `noTierAvailable`, and the configurator must not offer the
 * frame with these values in this country.
 */
export function allowedLensIndexTiers(input: AllowedLensIndexInput): AllowedLensIndexResult {
  const minimum = minimumLensIndex(input.spheres);
  const lowestAllowed = isDrilledOrGroovedFrame(input.frameType) && minimum === 1.5 ? 1.6 : minimum;
  const { countryTiers } = input;
  const tiers = lensIndexTiers.filter(
    (tier) => tier >= lowestAllowed && (countryTiers == null || countryTiers.includes(tier)),
  );
  return tiers.length === 0
    ? { ok: false, reason: 'noTierAvailable', minimum }
    : { ok: true, minimum, tiers };
}

/**
 * §9 lens quality index keys (the masterKey of an rx_lens_quality_index option) and the tier each
 * one is. §9 names four keys for three tiers and says nothing more; we read cr as CR-39, the
 * classic 1.5 plastic, and the rest in ascending order, with ax a second 1.67 product. Confirm
 * this with the lens catalogue before relying on it.
 */
export const lensIndexKeyTiers = {
  index_cr: 1.5,
  index_ch: 1.6,
  index_ad: 1.67,
  index_ax: 1.67,
} as const satisfies Record<string, LensIndexTier>;
export type LensIndexKey = keyof typeof lensIndexKeyTiers;

/** §9: variants a key may carry as suffixes (`index_cr_nocoat`, `index_ch_compact_omnichannel`). */
export const lensIndexKeyVariants = ['nocoat', 'omnichannel', 'compact'] as const;
export type LensIndexKeyVariant = (typeof lensIndexKeyVariants)[number];

export interface ParsedLensIndexKey {
  key: LensIndexKey;
  tier: LensIndexTier;
  variants: LensIndexKeyVariant[];
}

/**
 * Reads a lens quality index key: `index_{cr|ch|ad|ax}` followed by any of the variants, each
 * after an underscore. Undefined for a key that is not one of these (an unknown lens is not
 * offered rather than guessed at).
 */
export function parseLensIndexKey(value: string): ParsedLensIndexKey | undefined {
  const match = /^(index_[a-z]{2})((?:_[a-z]+)*)$/.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  const key = match[1]!;
  if (!Object.hasOwn(lensIndexKeyTiers, key)) return undefined;
  const suffixes = match[2]!.split('_').slice(1);
  const variants = suffixes.filter((suffix): suffix is LensIndexKeyVariant =>
    (lensIndexKeyVariants as readonly string[]).includes(suffix),
  );
  if (variants.length !== suffixes.length || new Set(variants).size !== variants.length) return undefined;
  const known = key as LensIndexKey;
  return { key: known, tier: lensIndexKeyTiers[known], variants };
}
