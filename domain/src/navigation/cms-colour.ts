// CSS hex colours: #rgb, #rgba, #rrggbb, #rrggbbaa.
const hexColour = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * §5: a colour from the content system (e.g. a promotion's colorHex) is accepted only if it starts
 * with #. We accept only a full hex colour after the # (stricter than the spec): the value ends up
 * in a style attribute, where `#fff; background: url(…)` must not get through.
 */
export function isCmsColour(value: unknown): value is string {
  return typeof value === 'string' && hexColour.test(value);
}

/** §5: the colour to use, trimmed, or undefined when the content's value is not one. */
export function cmsColour(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return isCmsColour(trimmed) ? trimmed : undefined;
}
