import { attributeLabel, formatPrice, priceOf } from '@lumen/domain';
import type { PriceFormatting, Product } from '@lumen/domain';

/** A lens option's name and description as the catalogue words them in the shop's language. */
export function optionName(product: Product): string {
  return attributeLabel(product.attributes, 'name') ?? product.referenceKey ?? String(product.id);
}

export function optionDescription(product: Product): string | undefined {
  return attributeLabel(product.attributes, 'description');
}

/** What an option adds to the glasses' price: "+ 48,95 €", or the word for free. */
export function optionPrice(product: Product, prices: PriceFormatting, freeLabel: string): string {
  const cents = priceOf(product);
  return cents === 0 ? freeLabel : `+ ${formatPrice(cents, prices)}`;
}
