/**
 * Baskets as getBasket answers them, parsed by the domain schema, for the tests of the pages that
 * show one (basket, checkout). Test support.
 */
import { BasketItemSchema, BasketSchema } from '@lumen/domain';
import type { AppliedReduction, Basket, BasketItem } from '@lumen/domain';

export const timestamp = '2026-03-01T08:00:00+01:00';

export function reduction(
  category: AppliedReduction['category'],
  cents: number,
  code?: string,
): AppliedReduction {
  return {
    category,
    type: 'absolute',
    amount: { relative: 0.1, absoluteWithTax: cents },
    ...(code && { code }),
  };
}

function price(cents: number, reductions: AppliedReduction[] = []) {
  return {
    withTax: cents,
    withoutTax: Math.round(cents / 1.19),
    recommendedRetailPrice: null,
    appliedReductions: reductions,
    beforeSaleWithTax: null,
    totalAppliedReductions: null,
    reductionsRelativeTo: null,
    currencyCode: 'EUR',
  };
}

export interface Line {
  key?: string;
  quantity?: number;
  total?: number;
  reductions?: AppliedReduction[];
  stock?: number;
  sellableWithoutStock?: boolean;
  availableQuantity?: number;
  packageId?: number;
  lowestPrior?: number | null;
  masterKey?: string;
  itemGroup?: BasketItem['itemGroup'];
  customData?: BasketItem['customData'];
  displayData?: BasketItem['displayData'];
  promotionId?: string;
}

/** A basket item as getBasket answers it, parsed by the domain schema. */
export function line(spec: Line = {}): BasketItem {
  const quantity = spec.quantity ?? 1;
  const total = spec.total ?? 12900;
  const group = (key: string, label: string) => ({
    id: null,
    key,
    label: key,
    type: null,
    multiSelect: false,
    values: { label, value: label },
  });
  return BasketItemSchema.parse({
    key: spec.key ?? 'b1',
    quantity,
    ...(spec.availableQuantity !== undefined && { availableQuantity: spec.availableQuantity }),
    status: 'available',
    packageId: spec.packageId ?? 1,
    product: {
      id: 1201,
      isActive: true,
      isSoldOut: false,
      isNew: false,
      isComposite: false,
      createdAt: timestamp,
      updatedAt: timestamp,
      firstLiveAt: timestamp,
      indexedAt: timestamp,
      images: [],
      masterKey: spec.masterKey ?? 'RB-5154',
      referenceKey: 'RB-5154-C01',
      customData: {},
      attributes: { name: group('name', 'Wayfarer Classic'), brand: group('brand', 'Ray-Ban') },
    },
    variant: {
      id: 40211,
      referenceKey: 'RB-5154-C01-50',
      firstLiveAt: timestamp,
      createdAt: timestamp,
      updatedAt: timestamp,
      stock: {
        supplierId: 1,
        warehouseId: 1,
        quantity: spec.stock ?? 10,
        isSellableWithoutStock: spec.sellableWithoutStock ?? false,
        expectedAvailabilityAt: null,
      },
      price: { ...price(total / quantity), tax: { vat: { amount: 0, rate: 0.19 } } },
      customData: {},
      isComposite: false,
      attributes: {},
    },
    price: { total: price(total, spec.reductions), unit: price(total / quantity) },
    lowestPriorPrice: { withTax: spec.lowestPrior ?? null, relativeDifferenceToPrice: null },
    customData: spec.customData ?? {},
    displayData: spec.displayData ?? {},
    ...(spec.itemGroup && { itemGroup: spec.itemGroup }),
    ...(spec.promotionId && { promotionId: spec.promotionId }),
  });
}

export function basket(
  items: BasketItem[],
  cost: { withTax?: number; reductions?: AppliedReduction[]; vat?: number } = {},
): Basket {
  return BasketSchema.parse({
    key: 'basket-1',
    currencyCode: 'EUR',
    items,
    packages: [
      { id: 1, carrierKey: 'DHL', deliveryDate: { min: '2026-03-03', max: '2026-03-05' } },
      { id: 2, carrierKey: 'DHL', deliveryDate: { min: '2026-03-10', max: '2026-03-14' } },
    ],
    cost: {
      ...price(
        cost.withTax ?? items.reduce((sum, item) => sum + item.price.total.withTax, 0),
        cost.reductions,
      ),
      tax: { vat: { amount: cost.vat ?? 0, rate: 0.19 } },
    },
  });
}
