/**
 * §9 "Breakpoints (main)", in CSS pixels. The design-system's Tailwind theme defines the same
 * values (a test keeps the two equal); JavaScript that needs a breakpoint reads it from here.
 */
export const breakpoints = {
  'account-menu-mobile': 375,
  xs: 400,
  sm: 640,
  md: 768,
  lg: 1024,
  pdp: 1096,
  header: 1140,
  'glasses-pdp-xl': 1200,
  xl: 1280,
  '2xl': 1440,
  'rx-lens-options': 1560,
  '3xl': 1680,
  '4xl': 1920,
} as const;
export type BreakpointName = keyof typeof breakpoints;

/** §9: the breakpoint assumed when the viewport cookie is missing. */
export const fallbackBreakpoint: BreakpointName = 'lg';
