export { Hero, heroThemeClasses } from './hero.tsx';
export type { HeroProps } from './hero.tsx';
export { HeroContentSchema, heroHeadingLevels, heroThemes } from './hero.schema.ts';
export type { HeroBlok, HeroContent, HeroHeadingLevel, HeroTheme } from './hero.schema.ts';
