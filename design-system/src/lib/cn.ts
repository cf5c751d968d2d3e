import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge guesses a class's group from its value; the token names of tokens.css that it
 * cannot guess are listed here so that, for example, `shadow-overlay` replaces `shadow-sm` instead
 * of being taken for a shadow colour. cn.test.ts fails when tokens.css gains a name missing here.
 * Breakpoints need no entry: variants such as `pdp:` are merged by name, whatever the name.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      shadow: ['overlay'],
      ease: ['standard', 'enter', 'exit'],
      animate: [
        'fade-in',
        'fade-out',
        'slide-in-from-right',
        'slide-out-to-right',
        'slide-in-from-left',
        'slide-out-to-left',
        'slide-in-from-top',
        'slide-out-to-top',
        'accordion-down',
        'accordion-up',
      ],
      spacing: ['header', 'header-wide'],
    },
    classGroups: {
      duration: [{ duration: ['fast', 'normal', 'overlay', 'slow', 'slowest'] }],
    },
  },
});

/** Joins class names (clsx) and lets later Tailwind classes win over earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
