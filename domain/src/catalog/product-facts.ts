import type { Attributes } from '../entities/attributes.ts';
import { attributeGroupKeys } from './attribute-vocabulary.ts';
import { isAttributeTrue } from './product-attributes.ts';
import type { ProductPageLayout } from './product-type.ts';

/**
 * The attributes each product page layout lists in its table, in order: the frame's measurements,
 * material and lens data for glasses; lens type, wearing time and pack sizes for contact lenses;
 * kind and contents for care products and merchandise.
 */
export const productFactKeys: Record<ProductPageLayout, readonly string[]> = {
  glasses: [
    'frameWidth',
    'lensWidth',
    'bridgeWidth',
    'templeLength',
    'frameMaterial',
    'frameShape',
    'rimType',
    'frameColor',
    'manufacturerColorCode',
    'colorDetail',
    'lensBaseColor',
    'polarized',
    'blueLightFilter',
    'gender',
    'faceShape',
  ],
  'contact-lenses': ['contactLensType', 'wearingTime', 'numberOfLenses'],
  care: ['eyeCareProductType', 'volumeMl'],
  merchandise: ['merchKind', 'size'],
};

/** Measurements the page writes with a millimetre unit. */
const millimetreKeys: ReadonlySet<string> = new Set([
  'frameWidth',
  'lensWidth',
  'bridgeWidth',
  'templeLength',
]);
const booleanKeys: ReadonlySet<string> = new Set(attributeGroupKeys.boolean);

/** One row of the attribute table: the group's name and its values as the catalogue words them in the shop's language. */
export interface ProductFact {
  key: string;
  /** The attribute group's name in the shop's language ("Fassungsbreite", "Materiał"). */
  label: string;
  /** The value labels ("Acetat"; "Eckig", "Herzförmig"); a measurement is the plain number ("139"). */
  values: string[];
  /** `mm` for the frame measurements, which the page writes with its unit. */
  unit?: 'mm';
  /** A yes attribute (polarised, blue-light filter): the page writes a translated "yes". */
  flag?: true;
}

/**
 * The attribute table of a product page: the layout's keys the product has, each with the
 * group's name and values as the catalogue words them in the shop's language (the catalogue holds
 * the labels). A yes/no attribute shows only when it is yes (§5 true words); a group without a
 * name or a value is left out.
 */
export function productFacts(
  product: { attributes?: Attributes | undefined },
  layout: ProductPageLayout,
): ProductFact[] {
  const facts: ProductFact[] = [];
  for (const key of productFactKeys[layout]) {
    const group = product.attributes?.[key];
    if (!group || group.label.trim() === '') continue;
    if (booleanKeys.has(key)) {
      if (isAttributeTrue(product.attributes, key))
        facts.push({ key, label: group.label, values: [], flag: true });
      continue;
    }
    const values = (Array.isArray(group.values) ? group.values : [group.values])
      .map((value) => value.label.trim())
      .filter((label) => label !== '');
    if (values.length === 0) continue;
    facts.push({ key, label: group.label, values, ...(millimetreKeys.has(key) && { unit: 'mm' as const }) });
  }
  return facts;
}
