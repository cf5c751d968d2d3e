import type { ComponentProps } from 'react';

/** Props of the design system's icons: plain SVG props. Icons are decorative unless given a role and a name. */
export type IconProps = ComponentProps<'svg'>;

/** The shared grid and stroke of every icon: 24 px, 1.75 stroke, decorative unless named. */
export function iconProps({ className, ...props }: IconProps): IconProps {
  return {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 24 24',
    width: 24,
    height: 24,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
    className,
    ...props,
  };
}

export function GlobeIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3Z" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M6 6l12 12" />
      <path d="M18 6 6 18" />
    </svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

export function SpinnerIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="12" cy="12" r="9" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" />
    </svg>
  );
}

/** The + of the stepper (the − is the form icons' MinusIcon). */
export function PlusIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M12 6v12" />
      <path d="M6 12h12" />
    </svg>
  );
}
