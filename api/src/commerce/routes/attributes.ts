import type { AttributeGroupMulti } from '@scayle/storefront-api';
import { Router } from 'express';
import { z } from 'zod';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { localized } from '../catalog/text-language.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';

const AttributeKeySchema = z.object({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be an attribute group key'),
});
const AttributeQuerySchema = z.object({ shopId: z.string().optional() }).strict();

/**
 * GET attributes/{key} (§7): the attribute group with all its values, labelled in the shop's
 * language, in the order the shop keeps them. The answer lists values whatever the group holds
 * per product, so it is always the SDK's multi-select shape.
 */
export function attributeRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/attributes/:key', (req, res) => {
    const { key } = parseRequestPart(AttributeKeySchema, req.params, 'path');
    parseRequestPart(AttributeQuerySchema, req.query, 'query');
    const shop = shopOf(res);
    const catalog = deps.store.catalog;
    const group = catalog.attributeGroups.get(key);
    if (!group) throw new CommerceFailure('not_found', `Attribute group ${key} not found`);
    const answer: AttributeGroupMulti = {
      id: group.id,
      key: group.key,
      label: localized(group.labels, shop),
      type: group.type,
      multiSelect: true,
      values: [...catalog.valuesOfGroup(group.id)]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((value) => ({
          id: value.id,
          label: localized(value.labels, shop),
          value: value.value,
        })),
    };
    res.json(answer);
  });

  return router;
}
