import { frameColors } from '@lumen/domain';
import type { FrameColor } from '@lumen/domain';

export type { FrameColor };

/** The frame colours (attribute `frameColor`), in the catalogue's order (the domain's vocabulary). */
export const frameColorKeys = Object.keys(frameColors) as FrameColor[];

/** The swatch colour of each frame colour: the same the image renderer draws frames in. */
export const frameColorSwatches: Readonly<Record<FrameColor, string>> = frameColors;
