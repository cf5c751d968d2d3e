export { HeroTeaser, heroTeaserThemeClasses } from './hero-teaser.tsx';
export type { HeroTeaserProps } from './hero-teaser.tsx';
export { HeroTeaserContentSchema, heroTeaserThemes } from './hero-teaser.schema.ts';
export type { HeroTeaserBlok, HeroTeaserContent, HeroTeaserTheme } from './hero-teaser.schema.ts';
