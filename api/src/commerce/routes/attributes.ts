import type { AttributeGroup } from '@lumen/domain';
import type { AttributeGroupMulti } from '@scayle/storefront-api';
import { Router } from 'express';
import { z } from 'zod';
import type { Catalog } from '../catalog/catalog.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { isOffered, projectProduct } from '../catalog/project-product.ts';
import type { ProductIncludes } from '../catalog/project-product.ts';
import type { ShopContext } from '../catalog/shop-context.ts';
import { localized } from '../catalog/text-language.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { parseRequestPart, shopOf } from '../http/commerce-error.ts';

const AttributeKeySchema = z.object({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be an attribute group key'),
});
const AttributeQuerySchema = z.object({ shopId: z.string().optional() }).strict();

type AttributeValue = AttributeGroupMulti['values'][number];

/** Every attribute a product answer can show: its own, its variants' and its images'. */
const everyAttribute = { keys: undefined, types: undefined };
const shownAttributes: ProductIncludes = {
  attributes: everyAttribute,
  advancedAttributes: undefined,
  imageAttributes: everyAttribute,
  variants: { attributes: everyAttribute, advancedAttributes: undefined, lowestPriorPrice: false },
  categories: undefined,
  siblings: undefined,
  priceRange: false,
  lowestPriorPrice: false,
};

/** A group kept in the catalogue's attribute tables: all its values, in the shop's order. */
function storedGroup(catalog: Catalog, context: ShopContext, key: string): AttributeGroupMulti | undefined {
  const group = catalog.attributeGroups.get(key);
  if (!group) return undefined;
  return {
    id: group.id,
    key: group.key,
    label: localized(group.labels, context.shop),
    type: group.type,
    multiSelect: true,
    values: [...catalog.valuesOfGroup(group.id)]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((value) => ({ id: value.id, label: localized(value.labels, context.shop), value: value.value })),
  };
}

/**
 * The groups the products show without an attribute table of their own (name, description, brand,
 * category, product type, sales status, promotion, the images' view and background): the values
 * the shop's offered products show, each once, in the order of the products.
 */
function shownGroups(catalog: Catalog, context: ShopContext): Map<string, AttributeGroupMulti> {
  const groups = new Map<string, AttributeGroupMulti>();
  const seen = new Set<string>();
  const take = (group: AttributeGroup | undefined) => {
    if (!group) return;
    let found = groups.get(group.key);
    if (!found) {
      found = {
        id: group.id,
        key: group.key,
        label: group.label,
        type: group.type,
        multiSelect: true,
        values: [],
      };
      groups.set(group.key, found);
    }
    const values: AttributeValue[] = group.multiSelect ? group.values : [group.values];
    for (const value of values) {
      const identity = JSON.stringify([group.key, value.id ?? null, value.value ?? null, value.label]);
      if (seen.has(identity)) continue;
      seen.add(identity);
      found.values.push(value);
    }
  };
  for (const product of catalog.products.values()) {
    if (!product.isActive || !isOffered(catalog, context, product)) continue;
    const shown = projectProduct(catalog, context, product, shownAttributes);
    for (const group of Object.values(shown.attributes ?? {})) take(group);
    for (const variant of shown.variants ?? []) Object.values(variant.attributes ?? {}).forEach(take);
    for (const image of shown.images) Object.values(image.attributes ?? {}).forEach(take);
  }
  return groups;
}

/** How long the shown groups of a shop are kept (the answer cache's lifetime: promotions end). */
const shownGroupsLifetimeMs = 30_000;
/** Per read model (a reload makes a new one), per shop: made in one pass, kept a short while. */
const shownGroupsKept = new WeakMap<
  Catalog,
  Map<number, { at: number; groups: Map<string, AttributeGroupMulti> }>
>();

function shownGroup(catalog: Catalog, context: ShopContext, key: string): AttributeGroupMulti | undefined {
  let perShop = shownGroupsKept.get(catalog);
  if (!perShop) {
    perShop = new Map();
    shownGroupsKept.set(catalog, perShop);
  }
  let kept = perShop.get(context.shop.shopId);
  if (!kept || context.now.getTime() - kept.at >= shownGroupsLifetimeMs) {
    kept = { at: context.now.getTime(), groups: shownGroups(catalog, context) };
    perShop.set(context.shop.shopId, kept);
  }
  return kept.groups.get(key);
}

/**
 * A stored group's values, then the values products show that its table does not hold (a frame
 * width of 50 is a free value of its group).
 */
function withShownValues(
  stored: AttributeGroupMulti,
  shown: AttributeGroupMulti | undefined,
): AttributeGroupMulti {
  const known = new Set(stored.values.map((value) => value.value ?? value.label));
  const extra = (shown?.values ?? []).filter((value) => !known.has(value.value ?? value.label));
  return extra.length === 0 ? stored : { ...stored, values: [...stored.values, ...extra] };
}

/**
 * GET attributes/{key} (§7): the attribute group with all its values, labelled in the shop's
 * language. Every group a product shows is readable here: a group of the attribute tables with
 * its values in the order the shop keeps them (and free values products show after them), any
 * other with the values the shop's products show.
 * The answer lists values whatever the group holds per product, so it is always the SDK's
 * multi-select shape.
 */
export function attributeRoutes(deps: { store: CatalogStore }): Router {
  const router = Router();

  router.get('/attributes/:key', (req, res) => {
    const { key } = parseRequestPart(AttributeKeySchema, req.params, 'path');
    parseRequestPart(AttributeQuerySchema, req.query, 'query');
    const context = deps.store.context(shopOf(res));
    const catalog = deps.store.catalog;
    const stored = storedGroup(catalog, context, key);
    const shown = shownGroup(catalog, context, key);
    if (!stored && !shown) throw new CommerceFailure('not_found', `Attribute group ${key} not found`);
    res.json(stored ? withShownValues(stored, shown) : shown);
  });

  return router;
}
