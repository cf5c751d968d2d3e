import { defineBlock } from '../registry/define-block.ts';
import { HeroTeaserContentSchema } from './hero-teaser.schema.ts';
import { HeroTeaser } from './hero-teaser.tsx';

/** The `hero_teaser` block: a smaller teaser with image, headline, text and link (§2). */
export const heroTeaserBlock = defineBlock({ schema: HeroTeaserContentSchema, Component: HeroTeaser });

export { HeroTeaser, heroTeaserThemeClasses } from './hero-teaser.tsx';
export type { HeroTeaserProps } from './hero-teaser.tsx';
export { HeroTeaserContentSchema, heroTeaserThemes } from './hero-teaser.schema.ts';
export type { HeroTeaserBlok, HeroTeaserContent, HeroTeaserTheme } from './hero-teaser.schema.ts';
