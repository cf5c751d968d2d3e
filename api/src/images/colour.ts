/** Colour arithmetic on `#rrggbb` strings, enough to derive the shades of a flat illustration. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `amount` (0 keeps `a`, 1 gives `b`). */
export function mix(a: string, b: string, amount: number): string {
  const from = channels(a);
  const to = channels(b);
  return toHex(from.map((channel, index) => channel + ((to[index] ?? channel) - channel) * amount));
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

/** Relative luminance (0 black … 1 white), to choose text that stays readable on a colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark ink on light colours, white on dark ones. */
export function inkOn(hex: string): string {
  return luminance(hex) > 0.45 ? '#1d1d1f' : '#ffffff';
}
