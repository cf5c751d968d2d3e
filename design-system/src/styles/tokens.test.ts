// @vitest-environment node
import { breakpoints } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { readThemeTokens } from './read-theme-tokens.ts';
import { contrast, tokenNames } from './theme-tokens.ts';

const tokens = readThemeTokens();

function color(name: string): string {
  const value = tokens.get(`color-${name}`);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value))
    throw new Error(`tokens.css has no hex colour --color-${name}`);
  return value;
}

describe('tokens.css', () => {
  it('§9 "Breakpoints (main)": defines exactly the breakpoints of @lumen/domain, in pixels', () => {
    expect(tokens.get('breakpoint-*')).toBe('initial');
    const defined = Object.fromEntries(
      tokenNames(tokens, 'breakpoint').map((name) => [
        name,
        Number.parseFloat(tokens.get(`breakpoint-${name}`) ?? ''),
      ]),
    );
    expect(defined).toEqual(breakpoints);
    for (const name of tokenNames(tokens, 'breakpoint'))
      expect(tokens.get(`breakpoint-${name}`)).toMatch(/^\d+px$/);
  });

  it('§9: overlays take 300 ms and every named duration lies within 100 to 1000 ms', () => {
    expect(tokens.get('transition-duration-overlay')).toBe('300ms');
    for (const name of tokenNames(tokens, 'transition-duration')) {
      const milliseconds = Number.parseFloat(tokens.get(`transition-duration-${name}`) ?? '');
      expect(milliseconds).toBeGreaterThanOrEqual(100);
      expect(milliseconds).toBeLessThanOrEqual(1000);
    }
    // Overlays enter and leave in 300 ms (§9 "overlay transition 300 ms"); other animations use the scale above.
    const overlayAnimations = tokenNames(tokens, 'animate').filter((name) => /^(fade|slide)-/.test(name));
    expect(overlayAnimations.length).toBeGreaterThanOrEqual(8);
    for (const name of overlayAnimations) {
      expect(tokens.get(`animate-${name}`)).toContain(' var(--transition-duration-overlay) ');
    }
    for (const name of tokenNames(tokens, 'animate')) {
      expect(tokens.get(`animate-${name}`)).toMatch(
        / var\(--transition-duration-(fast|normal|overlay|slow|slowest)\) /,
      );
    }
  });

  // WCAG 2.2 SC 1.4.3: text needs 4.5:1 against what it sits on.
  it.each([
    ['foreground', 'surface'],
    ['foreground', 'surface-muted'],
    ['foreground', 'accent-subtle'],
    ['foreground-muted', 'surface'],
    ['foreground-muted', 'surface-muted'],
    ['foreground-muted', 'accent-subtle'],
    ['foreground-inverted', 'surface-inverted'],
    ['accent', 'surface'],
    ['accent', 'surface-muted'],
    ['accent', 'accent-subtle'],
    ['accent-hover', 'surface'],
    ['accent-foreground', 'accent'],
    ['accent-foreground', 'accent-hover'],
    ['success', 'surface'],
    ['success', 'success-subtle'],
    ['success-foreground', 'success'],
    ['warning', 'surface'],
    ['warning', 'warning-subtle'],
    ['warning-foreground', 'warning'],
    ['danger', 'surface'],
    ['danger', 'danger-subtle'],
    ['danger-foreground', 'danger'],
    ['info', 'surface'],
    ['info', 'info-subtle'],
    ['info-foreground', 'info'],
    ['sale', 'surface'],
    ['sale', 'surface-muted'],
    ['sale-foreground', 'sale'],
  ])('WCAG 2.2 AA 1.4.3: %s text on %s has at least 4.5:1', (text, background) => {
    expect(contrast(color(text), color(background))).toBeGreaterThanOrEqual(4.5);
  });

  // WCAG 2.2 SC 1.4.11: control outlines and the focus indicator need 3:1 against adjacent colours.
  it.each([
    ['border-strong', 'surface'],
    ['border-strong', 'surface-muted'],
    ['ring', 'surface'],
    ['ring', 'surface-muted'],
  ])('WCAG 2.2 AA 1.4.11: %s on %s has at least 3:1', (line, background) => {
    expect(contrast(color(line), color(background))).toBeGreaterThanOrEqual(3);
  });
});
