import { Link, useRouteContext } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import type { RouterContext } from '../../router.tsx';
import { toInternalPathname } from '../../routing/internal-paths.ts';
import { parseSearch } from '../../routing/search-params.ts';

/**
 * A link to another page or query of the same listing (`/brillen/?page=2`): followed by the router,
 * without jumping to the top of the document; the listing scrolls to its grid when the page changes.
 * Without scripts it is the plain link it renders.
 */
export function ListingLink({ href, children, ...anchor }: ComponentProps<'a'> & { href: string }) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const url = new URL(href, 'http://shop.invalid');
  return (
    <Link
      {...(anchor as object)}
      to={toInternalPathname(shop, url.pathname) as '/'}
      search={parseSearch(url.search) as never}
      resetScroll={false}
    >
      {children}
    </Link>
  );
}

/** A `renderLink` for the design system's pagination. */
export function renderListingLink(props: ComponentProps<'a'>) {
  const { href, children, ...rest } = props;
  return href === undefined ? (
    <a {...rest}>{children}</a>
  ) : (
    <ListingLink href={href} {...rest}>
      {children}
    </ListingLink>
  );
}
