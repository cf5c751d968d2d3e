import { CategorySchema } from '@lumen/domain';
import type { Category } from '@lumen/domain';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** The category and the parents above it, root first; each without its `parent` (the list holds it). */
function breadcrumb(category: Category): Category[] {
  const { parent, ...rest } = category;
  return [...(parent ? breadcrumb(parent) : []), rest];
}

/**
 * §7 getCategoriesByPath: the categories along a slug path (the breadcrumb), the last one with its
 * children to `children` levels. One backend call: the category by its path, with its parents.
 */
export const getCategoriesByPath = defineProcedure({
  name: 'getCategoriesByPath',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ path, children }, ctx) => {
    const category = await commerceCall(
      () =>
        ctx.commerce.categories.getByPath(path, { with: { parents: 'all', children, properties: 'all' } }),
      { notFound: `No category at /${path.join('/')}` },
    );
    return breadcrumb(readAnswer(CategorySchema, category));
  },
});
