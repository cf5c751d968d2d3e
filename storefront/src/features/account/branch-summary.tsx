import { useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { routePath } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { branchQuery } from '../../queries/branch-queries.ts';
import { ShopLink } from '../routing/shop-link.tsx';

/** A branch by name and address, linked to its page (§2 branch detail); its id until it is read. */
export function BranchSummary({ branchId }: { branchId: string }) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { data: branch } = useQuery(branchQuery(rpc, branchId));
  if (!branch) return <span>{branchId}</span>;
  return (
    <span className="flex flex-col">
      <ShopLink
        href={routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id })}
        className="font-semibold underline underline-offset-4"
      >
        {branch.name}
      </ShopLink>
      <span className="text-sm text-foreground-muted">
        {branch.street} {branch.houseNumber}, {branch.zipCode} {branch.city}
      </span>
    </span>
  );
}
