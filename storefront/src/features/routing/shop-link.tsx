import { Link, useRouteContext } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { isSafeRedirectPath } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { toInternalPathname } from '../../routing/internal-paths.ts';
import { parseSearch } from '../../routing/search-params.ts';

export type ShopLinkProps = ComponentProps<'a'> & { href: string };

/**
 * A link to a public address of the shop (`/salony/`, `/okulary/?brand=3`), as the route table and
 * content build them, followed by the router: no full page load, preloaded on intent. Addresses of
 * other sites (and anything that is not a plain same-origin path) stay plain links.
 */
export function ShopLink({ href, children, ...anchor }: ShopLinkProps) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  if (!isSafeRedirectPath(href)) {
    return (
      <a href={href} {...anchor}>
        {children}
      </a>
    );
  }
  const url = new URL(href, 'http://shop.invalid');
  // The route files know only internal paths; the router writes the public one into `href` again.
  const to = toInternalPathname(shop, url.pathname);
  return (
    <Link
      {...(anchor as object)}
      to={to as '/'}
      search={parseSearch(url.search) as never}
      hash={url.hash.replace(/^#/, '') || undefined}
    >
      {children}
    </Link>
  );
}

/** A `renderLink` for design-system and cms-blocks components that take anchor props. */
export function renderShopLink(props: ComponentProps<'a'>) {
  const { href, children, ...rest } = props;
  return href === undefined ? (
    <a {...rest}>{children}</a>
  ) : (
    <ShopLink href={href} {...rest}>
      {children}
    </ShopLink>
  );
}
