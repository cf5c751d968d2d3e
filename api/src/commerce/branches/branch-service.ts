import { findBranches } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import type { z } from 'zod';
import type { Db } from '../../db/db.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { branchAnswer } from './branch-answer.ts';
import type { BranchAnswer } from './branch-answer.ts';
import { branchesIn, findBranch } from './branch-repository.ts';
import type { StoredBranch } from './branch-repository.ts';
import type { BranchListQuerySchema } from './branch-request.ts';
import { listPage } from './list-page.ts';

export interface BranchDeps {
  db: Db;
  /** The clock of opening states and bookable slots; tests fix it. */
  now?: () => Date;
}

export function createBranchService(deps: BranchDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The branches of a place, filtered and ordered by the domain's store finder (§2). */
    async list(shop: ShopIdentity, query: z.output<typeof BranchListQuerySchema>) {
      const inPlace = await branchesIn(db, {
        country: query.country ?? shop.country,
        countySlug: query.county,
        citySlug: query.city,
      });
      const found = findBranches(inPlace, {
        ...(query.near ? { near: query.near } : {}),
        ...(query.service ? { service: query.service } : {}),
        ...(query.ropo !== undefined ? { ropoOnly: query.ropo } : {}),
      });
      const start = (query.page - 1) * query.perPage;
      const moment = now();
      return listPage(
        found
          .slice(start, start + query.perPage)
          .map((branch) => branchAnswer(branch, moment, shop.language, query.near)),
        found.length,
        query,
      );
    },

    /** A branch, its closed days named in the shop's language. */
    async get(shop: ShopIdentity, branchId: string): Promise<BranchAnswer> {
      return branchAnswer(await requireBranch(db, branchId), now(), shop.language);
    },
  };
}

export async function requireBranch(db: Db, branchId: string): Promise<StoredBranch> {
  const branch = await findBranch(db, branchId);
  if (!branch) throw new CommerceFailure('not_found', `Branch ${branchId} not found`);
  return branch;
}
