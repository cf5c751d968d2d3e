import { Button, cn } from '@lumen/design-system';
import { useId, type ComponentProps } from 'react';
import { linkAttributes } from '../fields/multilink.schema.ts';
import { useBlockTexts } from '../i18n/block-texts.ts';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import type { HeroTeaserContent, HeroTeaserTheme } from './hero-teaser.schema.ts';

/** One look per theme: the card's colours and the running text's. */
export const heroTeaserThemeClasses = {
  light: { card: 'bg-surface-muted text-foreground', text: 'text-foreground-muted', cta: 'primary' },
  dark: {
    card: 'bg-surface-inverted text-foreground-inverted',
    text: 'text-foreground-inverted',
    cta: 'secondary',
  },
} as const satisfies Record<HeroTeaserTheme, { card: string; text: string; cta: 'primary' | 'secondary' }>;

/** Props of `HeroTeaser`: the parsed content (`HeroTeaserContentSchema`), editor and section attributes. */
export type HeroTeaserProps = HeroTeaserContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof HeroTeaserContent | 'children'>;

/**
 * A smaller teaser than the hero: a card with a 16:9 image beside (below md: above) a level-two
 * headline, a line of text and an optional call to action. The image loads lazily: a teaser is
 * rarely the first thing on a page.
 */
export function HeroTeaser({
  headline,
  text,
  image,
  cta,
  theme = 'light',
  className,
  ...props
}: HeroTeaserProps) {
  const headingId = useId();
  const t = useBlockTexts('contentLink');
  const themeClasses = heroTeaserThemeClasses[theme];
  return (
    <section
      aria-labelledby={headingId}
      data-slot="hero-teaser"
      data-theme={theme}
      className={cn('mx-auto w-full max-w-7xl px-4 py-4 md:px-8', className)}
      {...props}
    >
      <div
        data-slot="hero-teaser-card"
        className={cn(
          'grid overflow-hidden rounded-lg md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center',
          themeClasses.card,
        )}
      >
        <img
          data-slot="hero-teaser-image"
          src={image.src}
          srcSet={image.srcSet}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="aspect-video h-auto w-full object-cover"
        />
        <div data-slot="hero-teaser-content" className="flex flex-col items-start gap-3 p-6 md:px-10">
          <h2
            id={headingId}
            data-slot="hero-teaser-headline"
            className="text-2xl font-bold text-balance lg:text-3xl"
          >
            {headline}
          </h2>
          {text && (
            <p
              data-slot="hero-teaser-text"
              className={cn('max-w-prose text-base lg:text-lg', themeClasses.text)}
            >
              {text}
            </p>
          )}
          {cta && (
            <Button asChild variant={themeClasses.cta} className="mt-2">
              <a data-slot="hero-teaser-cta" {...linkAttributes(cta.link)}>
                {cta.label}
                {cta.link.newTab && <span className="sr-only"> ({t('newTab')})</span>}
              </a>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
