import type { CountryCode } from '@lumen/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** The country-specific logos of §2: Czechia and Poland have their own wordmark, every other shop the default. */
export const logoVariantNames = ['default', 'cz', 'pl'] as const;
export type LogoVariant = (typeof logoVariantNames)[number];

/** Colours by the surface the logo sits on; the lenses and the trade name take `--logo-accent`. */
export const logoVariants = cva('h-8 w-auto shrink-0', {
  variants: {
    tone: {
      default: 'text-foreground [--logo-accent:var(--color-accent)]',
      inverted: 'text-foreground-inverted [--logo-accent:var(--color-accent-subtle)]',
    },
  },
  defaultVariants: { tone: 'default' },
});

// Every market is listed, so a new market must choose its logo.
const logoVariantByCountry: Record<CountryCode, LogoVariant> = {
  DE: 'default',
  AT: 'default',
  CH: 'default',
  IT: 'default',
  CZ: 'cz',
  PL: 'pl',
};

export function logoVariantForCountry(country: CountryCode): LogoVariant {
  return logoVariantByCountry[country];
}

// The brand's name in each wordmark is the logo's artwork, not copy: it is hidden from assistive
// technology and the accessible name comes from the surrounding link.
const wordmarks = {
  default: { brand: 'Lumen', trade: 'Optik', width: 128 },
  cz: { brand: 'Lumen', trade: 'Optika', width: 140 },
  pl: { brand: 'Lumen', trade: 'Optyk', width: 130 },
} as const satisfies Record<LogoVariant, { brand: string; trade: string; width: number }>;

const textStart = 58;

/** Props of `Logo`: SVG props, the country wordmark and the tone. The SVG is decorative; name it through its container. */
export type LogoProps = Omit<ComponentProps<'svg'>, 'children'> &
  VariantProps<typeof logoVariants> & {
    variant?: LogoVariant;
  };

export function Logo({ variant = 'default', tone, className, ...props }: LogoProps) {
  const wordmark = wordmarks[variant];
  const width = textStart + wordmark.width + 2;
  return (
    <svg
      data-slot="logo"
      data-variant={variant}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} 40`}
      aria-hidden
      focusable={false}
      className={cn(logoVariants({ tone }), className)}
      {...props}
    >
      {/* Two round lenses and a bridge; the short arcs are the light ("lumen") caught in them. */}
      <g fill="none" strokeLinecap="round" className="stroke-(--logo-accent)">
        <circle cx="13" cy="21" r="10" strokeWidth="3.25" />
        <circle cx="39" cy="21" r="10" strokeWidth="3.25" />
        <path d="M23 19.5c1.8-2.4 4.2-2.4 6 0" strokeWidth="3" />
        <path d="M7.5 17.5a6.5 6.5 0 0 1 4-4" strokeWidth="2" opacity="0.55" />
        <path d="M33.5 17.5a6.5 6.5 0 0 1 4-4" strokeWidth="2" opacity="0.55" />
      </g>
      {/* Inline SVG takes the page's fonts: the wordmark is set in the brand face wherever the logo sits. */}
      <text
        className="font-sans"
        x={textStart}
        y="28.5"
        textLength={wordmark.width}
        lengthAdjust="spacingAndGlyphs"
        fontSize="23"
        letterSpacing="-0.2"
        fill="currentColor"
      >
        <tspan fontWeight="700">{wordmark.brand}</tspan>
        <tspan fontWeight="400" className="fill-(--logo-accent)">
          {` ${wordmark.trade}`}
        </tspan>
      </text>
    </svg>
  );
}
