import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { CountBadge } from '../count-badge/count-badge.tsx';
import { Button } from '../button/button.tsx';
import { cn } from '../lib/cn.ts';
import {
  BasketIcon,
  HeartIcon,
  ReserveIcon,
  SignInIcon,
  StoreIcon,
  UserIcon,
} from '../icons/header-glyphs.tsx';

/*
 * The icon links on the right of the header (§2): store finder or ROPO basket, account or sign-in,
 * wishlist and basket. Which of them show is the caller's decision (§2/§6 rules on the session,
 * the online shop and ROPO eligibility live in the storefront and the domain); this component only
 * lays them out and puts the counts on them.
 */

/** One item of the icon list; the links in it are 40 px square on a phone and 44 px from `sm` up. */
export const headerIconsVariants = cva('flex', {
  variants: {
    /**
     * `always` shows at every width; `wide` only from `sm` (640 px) up, as a phone's header has room
     * for two or three icons beside the hamburger, the logo and the language switcher. The caller
     * offers those links in the side navigation instead.
     */
    priority: {
      always: '',
      wide: 'max-sm:hidden',
    },
  },
  defaultVariants: { priority: 'always' },
});

/** A header icon link: where it leads and its accessible name. */
export interface HeaderIconLinkData {
  href: string;
  /** Accessible name ("Filiale finden", "Mein Konto"); visually hidden. */
  label: string;
}

/** A header icon link with a count (§2: ROPO basket, wishlist, basket). */
export interface HeaderCountLinkData extends HeaderIconLinkData {
  /** The number on the badge; 0 shows no badge. */
  count: number;
  /** What screen readers hear for the count ("3 Artikel im Warenkorb"). */
  countLabel: string;
}

/** Props of `HeaderIconLink`: a link, its icon and an optional count badge. */
export type HeaderIconLinkProps = Omit<ComponentProps<'a'>, 'children'> & {
  href: string;
  /** Accessible name; visually hidden. */
  label: string;
  icon: ReactNode;
  /** The number on the corner badge; with `countLabel`. */
  count?: number;
  /** What screen readers hear for the count ("2 Artikel auf der Merkliste"). */
  countLabel?: string;
};

/** The size of the header's icon links and buttons (the basket popover's trigger uses it too). */
export const headerIconSizeClasses =
  'size-10 sm:size-11 [&_svg]:size-6 [&>[data-slot=count-badge]]:top-0 [&>[data-slot=count-badge]]:right-0';

/** One icon link of the header, with a count badge on its corner when given a count. */
export function HeaderIconLink({
  href,
  label,
  icon,
  count,
  countLabel,
  className,
  ...props
}: HeaderIconLinkProps) {
  return (
    <Button asChild variant="ghost" size="icon" className={cn(headerIconSizeClasses, className)}>
      <a data-slot="header-icon-link" href={href} {...props}>
        {icon}
        {/* The name first, then the count: "Merkliste, 4 Artikel auf der Merkliste". */}
        <span data-slot="header-icon-label" className="sr-only">
          {label}
        </span>
        {count !== undefined && countLabel !== undefined && (
          <CountBadge data-slot="header-icon-count" placement="corner" count={count} label={countLabel} />
        )}
      </a>
    </Button>
  );
}

/** Props of `HeaderIcons`. Every link is optional: leave one out and it does not show. */
export type HeaderIconsProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The store finder (§2), shown unless the ROPO basket replaces it. */
  storeFinder?: HeaderIconLinkData;
  /** The ROPO basket (§3) with its count of reserved frames. */
  ropoBasket?: HeaderCountLinkData;
  /** Whether ROPO is available (domain `isRopoAvailable`): the ROPO basket replaces the store finder. */
  ropoAvailable?: boolean;
  /**
   * Whether the account link (true) or the sign-in link (false) shows. The caller applies §2: the
   * account for a signed-in customer who is not a guest, sign-in for a visitor, both only while the
   * online shop is enabled; leave both links out to show neither.
   */
  signedIn?: boolean;
  account?: HeaderIconLinkData;
  signIn?: HeaderIconLinkData;
  wishlist?: HeaderCountLinkData;
  basket?: HeaderCountLinkData;
  /** Takes the basket link's place, for a `BasketPopover` whose trigger shows the same badge. */
  basketSlot?: ReactNode;
};

export function HeaderIcons({
  storeFinder,
  ropoBasket,
  ropoAvailable = false,
  signedIn = false,
  account,
  signIn,
  wishlist,
  basket,
  basketSlot,
  className,
  ...props
}: HeaderIconsProps) {
  const showRopo = ropoAvailable && ropoBasket !== undefined;
  const personLink = signedIn ? account : signIn;

  return (
    <ul data-slot="header-icons" className={cn('flex items-center gap-0.5 sm:gap-1', className)} {...props}>
      {showRopo ? (
        <li
          data-slot="header-icons-item"
          data-icon="ropo-basket"
          className={headerIconsVariants({ priority: 'wide' })}
        >
          <HeaderIconLink icon={<ReserveIcon />} {...ropoBasket} />
        </li>
      ) : (
        storeFinder && (
          <li
            data-slot="header-icons-item"
            data-icon="store-finder"
            className={headerIconsVariants({ priority: 'wide' })}
          >
            <HeaderIconLink icon={<StoreIcon />} {...storeFinder} />
          </li>
        )
      )}
      {personLink && (
        <li
          data-slot="header-icons-item"
          data-icon={signedIn ? 'account' : 'sign-in'}
          className={headerIconsVariants()}
        >
          <HeaderIconLink icon={signedIn ? <UserIcon /> : <SignInIcon />} {...personLink} />
        </li>
      )}
      {wishlist && (
        <li
          data-slot="header-icons-item"
          data-icon="wishlist"
          className={headerIconsVariants({ priority: 'wide' })}
        >
          <HeaderIconLink icon={<HeartIcon />} {...wishlist} />
        </li>
      )}
      {basketSlot ? (
        <li data-slot="header-icons-item" data-icon="basket" className={headerIconsVariants()}>
          {basketSlot}
        </li>
      ) : (
        basket && (
          <li data-slot="header-icons-item" data-icon="basket" className={headerIconsVariants()}>
            <HeaderIconLink icon={<BasketIcon />} {...basket} />
          </li>
        )
      )}
    </ul>
  );
}
