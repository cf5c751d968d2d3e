import { iconProps } from './icons.tsx';
import type { IconProps } from './icons.tsx';

/*
 * Icons of the form and disclosure controls (select, checkbox, accordion, link). Same grid and
 * stroke as icons.tsx: 24 px, 1.75 stroke, decorative unless named.
 */

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="m5 9 7 7 7-7" />
    </svg>
  );
}

export function ChevronUpIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="m5 15 7-7 7 7" />
    </svg>
  );
}

/** The dash of an indeterminate checkbox. */
export function MinusIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M6 12h12" />
    </svg>
  );
}

/** Marks a link that opens in a new tab. */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M14 4h6v6" />
      <path d="M20 4 11 13" />
      <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
    </svg>
  );
}
