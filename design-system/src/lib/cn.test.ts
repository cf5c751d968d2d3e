// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readThemeTokens } from '../styles/read-theme-tokens.ts';
import { tokenNames } from '../styles/theme-tokens.ts';
import { cn } from './cn.ts';

const tokens = readThemeTokens();

describe('cn', () => {
  it('joins conditional classes and lets the later of two conflicting classes win', () => {
    expect(cn('px-2 py-1', null, undefined, { hidden: false, 'font-semibold': true }, 'px-4')).toBe(
      'py-1 font-semibold px-4',
    );
  });

  it('tells a text colour from a text size, so both survive', () => {
    expect(cn('text-sm text-foreground', 'text-accent')).toBe('text-sm text-accent');
    expect(cn('text-sm text-foreground', 'text-lg')).toBe('text-foreground text-lg');
  });

  it('merges classes behind the custom breakpoint variants of §9', () => {
    for (const breakpoint of tokenNames(tokens, 'breakpoint')) {
      expect(cn(`${breakpoint}:px-2`, `${breakpoint}:px-4`)).toBe(`${breakpoint}:px-4`);
    }
  });

  // Each namespace pairs a class from Tailwind's default scale with every token name of tokens.css.
  it.each([
    ['shadow', 'shadow', 'shadow-none'],
    ['radius', 'rounded', 'rounded-none'],
    ['text', 'text', 'text-[10px]'],
    ['ease', 'ease', 'ease-linear'],
    ['animate', 'animate', 'animate-none'],
    ['transition-duration', 'duration', 'duration-75'],
    ['spacing', 'h', 'h-4'],
  ])('knows every --%s-* token, so %s-{name} replaces an earlier %s', (namespace, utility, earlier) => {
    const names = tokenNames(tokens, namespace);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(cn(earlier, `${utility}-${name}`)).toBe(`${utility}-${name}`);
      expect(cn(`${utility}-${name}`, earlier)).toBe(earlier);
    }
  });

  it('knows every --color-* token as a colour, so a later colour replaces an earlier one', () => {
    for (const name of tokenNames(tokens, 'color')) {
      expect(cn('bg-surface', `bg-${name}`)).toBe(`bg-${name}`);
      expect(cn('text-sm text-foreground', `text-${name}`)).toBe(`text-sm text-${name}`);
    }
  });
});
