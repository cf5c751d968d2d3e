import { iconProps } from './icons.tsx';
import type { IconProps } from './icons.tsx';

/*
 * Icons of the navigation and feedback components (breadcrumbs, pagination, carousel, alert,
 * toast). Same grid and stroke as icons.tsx: 24 px, 1.75 stroke, decorative unless named.
 */

export function ChevronLeftIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="m15 5-7 7 7 7" />
    </svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="m9 5 7 7-7 7" />
    </svg>
  );
}

export function EllipsisIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="5" cy="12" r="1" fill="currentColor" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
      <circle cx="19" cy="12" r="1" fill="currentColor" />
    </svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.75 2.75L16 10" />
    </svg>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M10.3 4.2 2.9 17a2 2 0 0 0 1.7 3h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4" />
      <path d="M12 16.75h.01" />
    </svg>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5" />
      <path d="M12 16.25h.01" />
    </svg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5" />
      <path d="M12 7.75h.01" />
    </svg>
  );
}

export function ReloadIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v5h-5" />
    </svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M4 12h16" />
      <path d="m14 6 6 6-6 6" />
    </svg>
  );
}
