import { iconProps, type IconProps } from './icons.tsx';

/*
 * The header's icons (§2): search, store finder, ROPO reservation, account, sign-in, wishlist,
 * basket, menu and the checkout's lock. Same grid and stroke as src/icons: 24 px, 1.75 stroke,
 * decorative unless named.
 */

export function SearchIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/** A map pin: the store finder (§2 find-branch). */
export function StoreIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}

/** A shop front with a pin: frames reserved online for pickup in a branch (ROPO basket). */
export function ReserveIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M4 10v10h16V10" />
      <path d="M3 10 5 4h14l2 6H3Z" />
      <path d="M9.5 20v-5h5v5" />
    </svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </svg>
  );
}

export function SignInIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M3.5 12H14" />
      <path d="m10 8 4 4-4 4" />
    </svg>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M12 20.5 4.8 13.3a4.6 4.6 0 0 1 6.5-6.5l.7.7.7-.7a4.6 4.6 0 0 1 6.5 6.5Z" />
    </svg>
  );
}

export function BasketIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M4 9h16l-1.5 10.5a1.5 1.5 0 0 1-1.5 1.5H7a1.5 1.5 0 0 1-1.5-1.5L4 9Z" />
      <path d="M8.5 9V7a3.5 3.5 0 0 1 7 0v2" />
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <path d="M4 6.5h16" />
      <path d="M4 12h16" />
      <path d="M4 17.5h16" />
    </svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <svg data-slot="icon" {...iconProps(props)}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </svg>
  );
}
