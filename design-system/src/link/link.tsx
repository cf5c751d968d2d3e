import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { ExternalLinkIcon } from '../icons/form-icons.tsx';
import { cn } from '../lib/cn.ts';

export const linkVariants = cva(
  'rounded-sm underline-offset-4 transition-colors duration-fast ease-standard [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        // In running text: underlined, so it is told apart by more than colour (WCAG 1.4.1).
        inline: 'text-accent underline decoration-1 hover:text-accent-hover hover:decoration-2',
        // On its own line ("Alle Filialen anzeigen"): bold, underlined on hover.
        standalone:
          'inline-flex items-center gap-1.5 font-semibold text-accent no-underline hover:text-accent-hover hover:underline',
        // Footer and legal links: muted text, a quiet underline that darkens on hover.
        subtle:
          'text-foreground-muted underline decoration-border-strong decoration-1 hover:text-foreground hover:decoration-current',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

type LinkTarget =
  | {
      /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and shows a marker. */
      external: true;
      /** Read out after the link text ("öffnet in neuem Tab", "s'ouvre dans un nouvel onglet"). */
      externalLabel: string;
    }
  | { external?: false; externalLabel?: never };

/** Props of `Link`: an anchor's props, the look, `asChild` for a router's link, and the new-tab marker. */
export type LinkProps = ComponentProps<'a'> &
  VariantProps<typeof linkVariants> &
  LinkTarget & {
    /** Render the single child (a router's `<Link>`) with these looks instead of an `<a>`. */
    asChild?: boolean;
  };

export function Link({
  className,
  variant,
  asChild = false,
  external = false,
  externalLabel,
  children,
  ...props
}: LinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <Comp
      data-slot="link"
      data-variant={variant ?? 'inline'}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className={cn(linkVariants({ variant }), className)}
      {...props}
    >
      {/* With asChild the marker goes inside the slotted element, after its text. */}
      <Slot.Slottable child={children}>
        {(text) => (
          <>
            {text}
            {external && (
              /*
               * An inline block keeps the link's underline off the gap before the icon. Its
               * no-break space (not collapsed at the start of a block) makes that gap, and
               * separates the announced text from the link text in the accessible name.
               */
              <span data-slot="link-external-marker" className="inline-block whitespace-nowrap">
                {'\u00a0'}
                <ExternalLinkIcon className="inline size-[1em] align-[-0.125em]" />
                <span className="sr-only">{externalLabel}</span>
              </span>
            )}
          </>
        )}
      </Slot.Slottable>
    </Comp>
  );
}
