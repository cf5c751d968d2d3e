import { CategorySchema } from '@lumen/domain';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §7 getCategoryById: one category with its properties and its children (hidden ones when asked). */
export const getCategoryById = defineProcedure({
  name: 'getCategoryById',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ id, includeHidden }, ctx) => {
    const category = await commerceCall(
      () =>
        ctx.commerce.categories.getById(id, {
          with: { children: 1, properties: 'all' },
          ...(includeHidden ? { includeHidden: true } : {}),
        }),
      { notFound: `Category ${id} not found` },
    );
    return readAnswer(CategorySchema, category);
  },
});
