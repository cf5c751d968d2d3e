import { breakpoints } from '@lumen/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
// The tokens' one source, parsed as the Node tests parse it.
import tokensCss from '../styles/tokens.css?raw';
import { contrast, parseThemeTokens, tokenNames } from '../styles/theme-tokens.ts';

/*
 * The design tokens as a reference page: every value below is read from tokens.css (or, for the
 * breakpoints, from @lumen/domain), so the page cannot drift from what components use.
 */

const tokens = parseThemeTokens(tokensCss);

/** `[name, value]` of one namespace, without wildcards or sub-properties (`--text-sm--line-height`). */
function namespace(prefix: string): [string, string][] {
  return tokenNames(tokens, prefix).map((name) => [name, tokens.get(`${prefix}-${name}`) ?? '']);
}

const isHex = (value: string | undefined): value is string =>
  value !== undefined && /^#[0-9a-f]{6}$/i.test(value);

/**
 * What a colour is measured against: `x-foreground` is text on `x`, `x-subtle` is a fill under
 * the strong colour `x`, the inverted pair goes together, surfaces carry the foreground, and
 * every other colour is text or a line on the page's surface.
 */
function contrastNote(name: string, value: string): string {
  if (!isHex(value)) return 'Translucent: measured against what lies beneath';
  const pair = (() => {
    if (name === 'foreground-inverted') return ['surface-inverted', 'as text on it'] as const;
    if (name === 'surface-inverted') return ['foreground-inverted', 'as text on this surface'] as const;
    if (name.endsWith('-foreground')) return [name.replace(/-foreground$/, ''), 'under this text'] as const;
    if (name.endsWith('-subtle')) return [name.replace(/-subtle$/, ''), 'as text on this fill'] as const;
    if (name.startsWith('surface')) return ['foreground', 'as text on this surface'] as const;
    return ['surface', 'on the surface'] as const;
  })();
  const [other, relation] = pair;
  const otherValue = tokens.get(`color-${other}`);
  if (!isHex(otherValue) || other === name) return 'No pair to measure';
  const ratio = contrast(value, otherValue);
  const grade =
    ratio >= 7
      ? 'AAA'
      : ratio >= 4.5
        ? 'AA text'
        : ratio >= 3
          ? 'AA large text and UI'
          : 'below 3:1: decoration and separators only';
  return `${ratio.toFixed(2)}:1 with ${other} ${relation} (${grade})`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `tokens-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Colours() {
  return (
    <Section title="Colours">
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
        {namespace('color').map(([name, value]) => (
          <li key={name} data-token={`color-${name}`} className="flex gap-3">
            <span
              aria-hidden
              className="size-14 shrink-0 rounded-md border border-border"
              style={{ backgroundColor: value }}
            />
            <span className="flex min-w-0 flex-col text-sm">
              <code className="font-mono font-semibold">{name}</code>
              <code className="font-mono text-foreground-muted">{value}</code>
              <span className="text-foreground-muted">{contrastNote(name, value)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Typography() {
  return (
    <Section title="Type scale">
      <p className="text-sm text-foreground-muted">
        <code className="font-mono">{tokens.get('font-sans')}</code>
      </p>
      <ul className="flex flex-col gap-3">
        {namespace('text').map(([name, size]) => {
          const lineHeight = tokens.get(`text-${name}--line-height`);
          return (
            <li
              key={name}
              data-token={`text-${name}`}
              className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-6"
            >
              <code className="w-40 shrink-0 font-mono text-sm text-foreground-muted">
                {name} {size} / {lineHeight}
              </code>
              <span className="min-w-0 break-words" style={{ fontSize: size, lineHeight }}>
                Brillen für jeden Tag
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const spacingSteps = [1, 2, 3, 4, 6, 8, 12, 16, 24];

function Spacing() {
  return (
    <Section title="Spacing">
      <p className="text-sm text-foreground-muted">
        Tailwind’s step <code className="font-mono">--spacing</code> times n, and the named spaces of
        tokens.css.
      </p>
      <ul className="flex flex-col gap-2">
        {spacingSteps.map((step) => (
          <li key={step} className="flex items-center gap-4">
            <code className="w-40 shrink-0 font-mono text-sm text-foreground-muted">{step}</code>
            <span aria-hidden className="h-4 bg-accent" style={{ width: `calc(var(--spacing) * ${step})` }} />
          </li>
        ))}
        {namespace('spacing').map(([name, value]) => (
          <li key={name} data-token={`spacing-${name}`} className="flex items-center gap-4">
            <code className="w-40 shrink-0 font-mono text-sm text-foreground-muted">
              {name} {value}
            </code>
            <span aria-hidden className="h-4 bg-accent" style={{ width: value }} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RadiiAndShadows() {
  return (
    <>
      <Section title="Radii">
        <ul className="flex flex-wrap gap-6">
          {namespace('radius').map(([name, value]) => (
            <li key={name} data-token={`radius-${name}`} className="flex flex-col items-center gap-2">
              <span
                aria-hidden
                className="size-20 border-2 border-accent bg-accent-subtle"
                style={{ borderRadius: value }}
              />
              <code className="font-mono text-sm">
                {name} {value}
              </code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Shadows">
        <ul className="flex flex-wrap gap-8">
          {namespace('shadow').map(([name, value]) => (
            <li key={name} data-token={`shadow-${name}`} className="flex flex-col items-center gap-3">
              <span aria-hidden className="size-24 rounded-md bg-surface" style={{ boxShadow: value }} />
              <code className="font-mono text-sm">{name}</code>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function Breakpoints() {
  const widest = Math.max(...Object.values(breakpoints));
  return (
    <Section title="Breakpoints">
      <p className="text-sm text-foreground-muted">
        §9 “Breakpoints (main)” from <code className="font-mono">@lumen/domain</code>; tokens.css defines the
        same Tailwind variants (<code className="font-mono">pdp:</code>,{' '}
        <code className="font-mono">header:</code>…).
      </p>
      <ul className="flex flex-col gap-2">
        {Object.entries(breakpoints).map(([name, pixels]) => (
          <li key={name} data-breakpoint={name} className="flex items-center gap-4">
            <code className="w-48 shrink-0 font-mono text-sm">
              {name} {pixels}px
            </code>
            <span
              aria-hidden
              className="h-3 rounded-sm bg-info"
              style={{ width: `${(pixels / widest) * 100}%` }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Motion() {
  const [moved, setMoved] = useState(false);
  const durations = namespace('transition-duration');
  const easings = namespace('ease');
  return (
    <Section title="Motion">
      <p className="text-sm text-foreground-muted">
        §9: transitions take 100 to 1000 ms, overlays 300 ms. With reduced motion the dots jump.
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={moved}
        className="self-start"
        onClick={() => setMoved(!moved)}
      >
        Abspielen
      </Button>
      <ul className="flex flex-col gap-3">
        {durations.map(([name, value]) => (
          <li
            key={name}
            data-token={`transition-duration-${name}`}
            className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4"
          >
            <code className="w-48 shrink-0 font-mono text-sm">
              {name} {value}
            </code>
            <span aria-hidden className="@container h-4 w-full max-w-md rounded-full bg-surface-muted">
              <span
                data-slot="motion-dot"
                className="block size-4 rounded-full bg-accent transition-[translate] ease-standard motion-reduce:transition-none"
                style={{ transitionDuration: value, translate: moved ? 'calc(100cqw - 1rem) 0' : '0 0' }}
              />
            </span>
          </li>
        ))}
      </ul>
      <ul className="flex flex-col gap-1 text-sm">
        {easings.map(([name, value]) => (
          <li key={name} data-token={`ease-${name}`}>
            <code className="font-mono">
              ease-{name}: {value}
            </code>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token on one page: the screenshot target. */
export const Default: Story = {
  render: () => (
    <main className="flex max-w-5xl flex-col gap-12">
      <h1 className="text-4xl font-semibold">Lumen Optik design tokens</h1>
      <Colours />
      <Typography />
      <Spacing />
      <RadiiAndShadows />
      <Breakpoints />
      <Motion />
    </main>
  ),
};

export const ColourSwatches: Story = {
  render: () => <Colours />,
  play: async ({ canvasElement, step }) => {
    const colours = namespace('color');
    await step('Every semantic colour of tokens.css has a swatch with its name and value.', async () => {
      await expect(canvasElement.querySelectorAll('[data-token^="color-"]')).toHaveLength(colours.length);
      const accent = canvasElement.querySelector('[data-token="color-accent"]');
      await expect(accent).toHaveTextContent(tokens.get('color-accent') ?? '');
    });
    await step('Text colours carry their contrast ratio against the surface.', async () => {
      const foreground = canvasElement.querySelector('[data-token="color-foreground"]');
      await expect(foreground).toHaveTextContent(/with surface on the surface \(AAA\)/);
    });
  },
};

export const BreakpointsFromDomain: Story = {
  render: () => <Breakpoints />,
  play: async ({ canvasElement, step }) => {
    await step(
      'The breakpoints are those of @lumen/domain, and tokens.css has the same values.',
      async () => {
        for (const [name, pixels] of Object.entries(breakpoints)) {
          await expect(canvasElement.querySelector(`[data-breakpoint="${name}"]`)).toHaveTextContent(
            `${pixels}px`,
          );
          await expect(tokens.get(`breakpoint-${name}`)).toBe(`${pixels}px`);
        }
      },
    );
  },
};

export const MotionDemo: Story = {
  render: () => <Motion />,
  play: async ({ canvasElement, step }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const dots = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="motion-dot"]')];
    await step('There is one demo per duration token, including the 300 ms overlay transition.', async () => {
      await expect(dots).toHaveLength(namespace('transition-duration').length);
      await expect(
        canvasElement.querySelector('[data-token="transition-duration-overlay"]'),
      ).toHaveTextContent('300ms');
    });
    await step('Play moves the dots, animated only when reduced motion is not asked for.', async () => {
      const play = within(canvasElement).getByRole('button', { name: 'Abspielen' });
      await userEvent.click(play);
      await expect(play).toHaveAttribute('aria-pressed', 'true');
      for (const dot of dots)
        await expect(getComputedStyle(dot).transitionProperty).toBe(reduced ? 'none' : 'translate');
    });
  },
};
