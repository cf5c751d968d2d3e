import { defineProcedure } from '../../rpc/define-procedure.ts';

/** All entries of a datasource (every page of 25), valued in a dimension, by default the shop's language. */
export const getDataSourceEntries = defineProcedure({
  name: 'getDataSourceEntries',
  shared: { dependsOn: ['content'] },
  handler: (input, ctx) =>
    ctx.content.datasourceEntries(
      { datasource: input.datasource, dimension: input.dimension ?? ctx.shop.language },
      ctx.logger,
    ),
});
