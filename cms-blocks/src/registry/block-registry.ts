import type { z } from 'zod';
import { HeroContentSchema } from '../hero/hero.schema.ts';
import { Hero } from '../hero/hero.tsx';
import { defineBlock, type BlockRegistry } from './define-block.ts';

/**
 * Every content block the shop renders, by the name the CMS gives it (a block's `component`
 * field). §2 lists the blocks still to come; each is one line here.
 */
export const blockRegistry = {
  hero: defineBlock({ schema: HeroContentSchema, Component: Hero }),
} satisfies BlockRegistry;

/** The CMS component names this package renders. */
export type BlockName = keyof typeof blockRegistry;

/** The parsed props of one block, by its CMS component name. */
export type BlockProps<TName extends BlockName> = z.output<(typeof blockRegistry)[TName]['schema']>;
