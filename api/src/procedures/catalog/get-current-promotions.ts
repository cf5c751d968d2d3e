import { PromotionSchema } from '@lumen/domain';
import type { RFC33339Date } from '@scayle/storefront-api';
import { z } from 'zod';
import { allPages, commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

const perPage = 100;

/**
 * §7 getCurrentPromotions: the promotions running in the shop now, in the backend's order (§4:
 * highest priority first). The moment is sent, so a tenant that lists ended ones too answers alike.
 */
export const getCurrentPromotions = defineProcedure({
  name: 'getCurrentPromotions',
  shared: { dependsOn: ['catalog'] },
  handler: async (_input, ctx) => {
    // The SDK brands RFC 3339 strings; toISOString writes one.
    const activeAt = new Date().toISOString() as RFC33339Date;
    const promotions = await commerceCall(() =>
      allPages((page) => ctx.commerce.promotions.get({ activeAt, pagination: { page, perPage } })),
    );
    return readAnswer(z.array(PromotionSchema), promotions);
  },
});
