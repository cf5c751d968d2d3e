import { isTruthyAttributeValue } from '../validation/boolean-attribute.ts';

/** One value of a SCAYLE attribute group (`Value`): `value` is the machine value, `label` the shown one. */
export interface ProductAttributeValue {
  label: string;
  value?: string | null | undefined;
}

/** SCAYLE's attribute groups keyed by attribute key; a group holds one value or several. */
export type ProductAttributes = Readonly<
  Record<string, { values: ProductAttributeValue | readonly ProductAttributeValue[] } | null | undefined>
>;

function valuesOf(
  attributes: ProductAttributes | null | undefined,
  key: string,
): readonly ProductAttributeValue[] {
  const group = attributes?.[key];
  if (!group) return [];
  return Array.isArray(group.values)
    ? (group.values as readonly ProductAttributeValue[])
    : [group.values as ProductAttributeValue];
}

/** The machine values of an attribute (the label where a value has none); none when the group is missing. */
export function attributeValues(attributes: ProductAttributes | null | undefined, key: string): string[] {
  return valuesOf(attributes, key).map((entry) => entry.value ?? entry.label);
}

/** The shown text of an attribute's first value (`attributes.name` is the product name, §3). */
export function attributeLabel(
  attributes: ProductAttributes | null | undefined,
  key: string,
): string | undefined {
  return valuesOf(attributes, key)[0]?.label;
}

/** §5: a boolean attribute is set when its first value is one of the words for true. */
export function isAttributeTrue(attributes: ProductAttributes | null | undefined, key: string): boolean {
  return isTruthyAttributeValue(attributeValues(attributes, key)[0]);
}
