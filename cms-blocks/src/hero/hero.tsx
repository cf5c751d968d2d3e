import { Button, cn } from '@lumen/design-system';
import { useId, type ComponentProps } from 'react';
import type { EditorAttributes } from '../registry/editor-attributes.ts';
import type { HeroContent, HeroHeadingLevel, HeroTheme } from './hero.schema.ts';

/** One look per theme: the section's colours and the running text's. */
export const heroThemeClasses = {
  light: { section: 'bg-surface-muted text-foreground', text: 'text-foreground-muted' },
  dark: { section: 'bg-surface-inverted text-foreground-inverted', text: 'text-foreground-inverted' },
} as const satisfies Record<HeroTheme, { section: string; text: string }>;

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3' } as const satisfies Record<HeroHeadingLevel, string>;

/**
 * Props of `Hero`: the parsed content (`HeroContentSchema`), editor attributes and section
 * attributes. `headingLevel` comes from the content or, when the page knows better, from the
 * page (h2 when neither says: a hero is rarely the only section).
 */
export type HeroProps = HeroContent &
  EditorAttributes &
  Omit<ComponentProps<'section'>, keyof HeroContent | 'children'>;

/** A wide banner: headline, a line of text, an optional call to action, and an image beside them. */
export function Hero({
  headline,
  text,
  image,
  cta,
  theme = 'light',
  headingLevel = 2,
  className,
  ...props
}: HeroProps) {
  const headingId = useId();
  const Heading = headingTags[headingLevel];
  const themeClasses = heroThemeClasses[theme];

  return (
    <section
      aria-labelledby={headingId}
      data-slot="hero"
      data-theme={theme}
      className={cn('w-full', themeClasses.section, className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:gap-12 md:px-8 lg:py-16">
        <div data-slot="hero-content" className="flex flex-col items-start gap-4">
          <Heading
            id={headingId}
            data-slot="hero-headline"
            className="text-3xl font-bold text-balance lg:text-5xl"
          >
            {headline}
          </Heading>
          {text && (
            <p data-slot="hero-text" className={cn('max-w-prose text-lg', themeClasses.text)}>
              {text}
            </p>
          )}
          {cta && (
            <Button
              asChild
              size="lg"
              // A long label (Polish, Czech) wraps on a phone instead of running past the hero.
              className="mt-2 h-auto min-h-13 max-w-full py-3 text-center whitespace-normal"
            >
              <a data-slot="hero-cta" href={cta.href}>
                {cta.label}
              </a>
            </Button>
          )}
        </div>
        {/* Width and height reserve the image's box before it loads; the hero is above the fold, so it loads first. */}
        <img
          data-slot="hero-image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="order-first h-auto w-full rounded-lg object-cover md:order-none"
        />
      </div>
    </section>
  );
}
