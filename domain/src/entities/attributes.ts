import { z } from 'zod';

/** One value of an attribute group (the SDK's `Value`): `label` is shown, `id` and `value` identify it for filters. */
export const AttributeGroupValueSchema = z.object({
  label: z.string(),
  id: z.number().int().optional(),
  value: z.string().optional(),
});
export type AttributeGroupValue = z.infer<typeof AttributeGroupValueSchema>;

const attributeGroupFields = {
  id: z.number().int().nullable(),
  key: z.string().min(1),
  label: z.string(),
  type: z.string().nullable(),
};

/** An attribute group holding exactly one value (`multiSelect: false`). */
export const AttributeGroupSingleSchema = z.object({
  ...attributeGroupFields,
  multiSelect: z.literal(false),
  values: AttributeGroupValueSchema,
});

/** An attribute group holding a list of values (`multiSelect: true`); also the answer of `attributes/{key}`. */
export const AttributeGroupMultiSchema = z.object({
  ...attributeGroupFields,
  multiSelect: z.literal(true),
  values: z.array(AttributeGroupValueSchema),
});

/** An attribute group as the Storefront API sends it: `multiSelect` decides the shape of `values`. */
export const AttributeGroupSchema = z.discriminatedUnion('multiSelect', [
  AttributeGroupSingleSchema,
  AttributeGroupMultiSchema,
]);
export type AttributeGroup = z.infer<typeof AttributeGroupSchema>;

/**
 * `attributes` of products, variants and images: groups by key (`attributes.brand.values.label`).
 * A group may read as undefined, as the SDK types these maps.
 */
export const AttributesSchema = z.record(z.string(), AttributeGroupSchema.optional());
export type Attributes = z.infer<typeof AttributesSchema>;

/** Rows of named cells; cell names are tenant-defined, hence open. */
const FieldSetSchema = z.array(
  z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]).optional())),
);

/** One value of an advanced attribute: field sets nested in group sets, to any depth. */
export const AdvancedAttributeValueSchema = z.object({
  fieldSet: FieldSetSchema,
  get groupSet() {
    return z.array(AdvancedAttributeValueSchema);
  },
});
export type AdvancedAttributeValue = z.infer<typeof AdvancedAttributeValueSchema>;

/** A structured attribute (e.g. lens geometry tables) as the Storefront API sends it. */
export const AdvancedAttributeSchema = z.object({
  id: z.number().int().nullable(),
  key: z.string().min(1),
  label: z.string(),
  type: z.string().nullable(),
  values: z.array(AdvancedAttributeValueSchema),
});
export type AdvancedAttribute = z.infer<typeof AdvancedAttributeSchema>;

export const AdvancedAttributesSchema = z.record(z.string(), AdvancedAttributeSchema.optional());
export type AdvancedAttributes = z.infer<typeof AdvancedAttributesSchema>;
