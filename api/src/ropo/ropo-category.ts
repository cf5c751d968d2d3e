import { CategorySchema, categoryMasterPath, categoryPathSeparator } from '@lumen/domain';
import type { Category } from '@lumen/domain';
import { z } from 'zod';
import { commerceCall, readAnswer } from '../commerce-client/commerce-call.ts';
import type { RpcContext } from '../rpc/define-procedure.ts';
import { isRopoOffered, ropoConfigOf } from './ropo-settings.ts';

/** The category of `categories` or their descendants whose master path is `masterPath`. */
function findByMasterPath(categories: readonly Category[], masterPath: string): Category | undefined {
  for (const category of categories) {
    if (categoryMasterPath(category) === masterPath) return category;
    const below = findByMasterPath(category.children ?? [], masterPath);
    if (below) return below;
  }
  return undefined;
}

/**
 * §3/§4 the shop's ROPO category: the shown category whose master path (its shop-level custom data
 * `masterPath`, which the commerce backend and a hosted SCAYLE both carry) is the shop's
 * `ropo.categoryPath`, without its children. Null when the shop does not offer ROPO or none has it.
 *
 * The path's depth says how deep to read: `Master|Eyewear|Frames` names a category on the second
 * level below the master root, so the roots with one level of children hold it (one backend call).
 */
export async function findRopoCategory(ctx: RpcContext): Promise<Category | null> {
  const config = await ropoConfigOf(ctx.db, ctx.shop);
  if (!isRopoOffered(config)) return null;
  const level = config.categoryPath.split(categoryPathSeparator).length - 1;
  if (level < 1) return null;
  const roots = await commerceCall(() =>
    ctx.commerce.categories.getRoots({ with: { children: level - 1, properties: 'all' } }),
  );
  const found = findByMasterPath(readAnswer(z.array(CategorySchema), roots), config.categoryPath);
  if (!found) return null;
  const { children: _children, ...category } = found;
  return category;
}
