import { cn } from '@lumen/design-system';
import { cva } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * The frame of an interactive block's section: `column`, a column in the page's middle with the
 * headline and text above the steps (questionnaire, face scan, prescription loader); `card`, a
 * bordered card in that column (hearing test); `panel`, a muted panel with a column inside
 * (newsletter).
 */
const interactiveSectionVariants = cva('w-full', {
  variants: {
    frame: {
      column: 'mx-auto flex flex-col gap-6 px-4 py-8 md:px-8',
      card: 'mx-auto px-4 py-10 md:px-8',
      panel: 'rounded-lg bg-surface-muted p-6 text-foreground md:p-10',
    },
  },
  defaultVariants: { frame: 'column' },
});

type Frame = 'column' | 'card' | 'panel';

// A column frame is one element; a card holds its column in a second one, and so does a panel, whose
// column (not the panel) has the width.
const bodyClasses = {
  column: undefined,
  card: 'flex flex-col gap-6 rounded-lg border border-border bg-surface p-5 text-foreground md:p-8',
  panel: 'mx-auto flex flex-col gap-4',
} as const satisfies Record<Frame, string | undefined>;

const headlineClasses = {
  column: 'text-2xl font-bold text-balance lg:text-3xl',
  card: 'text-2xl font-bold text-balance lg:text-3xl',
  panel: 'text-2xl font-bold text-balance',
} as const satisfies Record<Frame, string>;

const widthClasses = { '2xl': 'max-w-2xl', '3xl': 'max-w-3xl', '4xl': 'max-w-4xl' } as const;

/** Props of `InteractiveSection`: the block's name, headline and text, and section attributes. */
export type InteractiveSectionProps = Omit<ComponentProps<'section'>, 'slot'> & {
  /** The frame around the headline and steps (`interactiveSectionVariants`); a column by default. */
  frame?: Frame;
  /** The block's `data-slot`; its headline gets `{slotName}-headline`. */
  slotName: string;
  headline: ReactNode;
  /** The headline's element: a block placed below another heading can take a lower level. */
  headingTag?: 'h1' | 'h2' | 'h3';
  /** A line below the headline. */
  text?: ReactNode;
  /** How wide the block's column grows. */
  width: keyof typeof widthClasses;
};

/**
 * The section an interactive block renders its steps in, labelled by its headline: the frame,
 * the headline and text, then the steps (`children`).
 */
export function InteractiveSection({
  slotName,
  headline,
  headingTag: Heading = 'h2',
  text,
  width,
  frame = 'column',
  className,
  children,
  ...props
}: InteractiveSectionProps) {
  const headingId = useId();
  const heading = (
    <Heading id={headingId} data-slot={`${slotName}-headline`} className={headlineClasses[frame]}>
      {headline}
    </Heading>
  );
  const intro = text ? <p className="text-foreground-muted">{text}</p> : undefined;
  const body = bodyClasses[frame];
  return (
    <section
      aria-labelledby={headingId}
      data-slot={slotName}
      className={cn(
        interactiveSectionVariants({ frame }),
        frame !== 'panel' && widthClasses[width],
        className,
      )}
      {...props}
    >
      {body ? (
        <div className={cn(body, frame === 'panel' && widthClasses[width])}>
          {heading}
          {intro}
          {children}
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-2">
            {heading}
            {intro}
          </header>
          {children}
        </>
      )}
    </section>
  );
}
