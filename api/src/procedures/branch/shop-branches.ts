import { BranchSchema } from '@lumen/domain';
import type { BranchServiceCode } from '@lumen/domain';
import { z } from 'zod';
import { AppError } from '../../rpc/app-error.ts';
import type { RpcContext } from '../../rpc/define-procedure.ts';

/** A branch as the backend's branch routes answer it: the domain Branch and its time zone. */
const ShopBranchSchema = BranchSchema.extend({ timeZone: z.string().min(1) });
export type ShopBranch = z.infer<typeof ShopBranchSchema>;

const BranchPageSchema = z.object({
  entities: z.array(ShopBranchSchema),
  pagination: z.object({ page: z.number().int(), last: z.number().int() }),
});

/** A market has a few dozen branches; more pages than this would be a backend fault, not a list. */
const maxPages = 10;

export interface BranchQuery {
  near?: { lat: number; lng: number } | undefined;
  service?: BranchServiceCode | undefined;
  ropo?: boolean | undefined;
  city?: string | undefined;
}

/**
 * The branches of the shop's market as the store finder orders them (GET branches: nearest first
 * with `near`, else by city and name), every page of them.
 */
export async function shopBranches(ctx: RpcContext, query: BranchQuery): Promise<ShopBranch[]> {
  const branches: ShopBranch[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await ctx.commerceHttp.request('branches', BranchPageSchema, {
      query: {
        near: query.near && `${query.near.lat},${query.near.lng}`,
        service: query.service,
        ropo: query.ropo ? true : undefined,
        city: query.city,
        page,
        perPage: 100,
      },
    });
    branches.push(...answer.entities);
    if (answer.pagination.page >= answer.pagination.last) break;
  }
  return branches;
}

/** A branch of the shop's market; another market's branch is not this shop's, like an unknown id. */
export async function shopBranch(ctx: RpcContext, branchId: string): Promise<ShopBranch> {
  const notFound = `Branch ${branchId} not found`;
  const branch = await ctx.commerceHttp.request(`branches/${branchId}`, ShopBranchSchema, { notFound });
  if (branch.country !== ctx.shop.country) throw new AppError('NOT_FOUND', notFound);
  return branch;
}
