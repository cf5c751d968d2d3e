import type { BasketPopoverItem } from '@lumen/design-system';
import { productName, productPath, productShotUrl } from '@lumen/cms-blocks';
import { attributeLabel, checkBasketItem, formatPrice, imagePresets } from '@lumen/domain';
import type {
  BasketItem,
  BasketItemCheck,
  BasketItemDisplayData,
  PriceFormatting,
  ShopIdentity,
} from '@lumen/domain';

/** The attributes a card names, in this order: what a shopper chose or recognises the item by. */
type ShownAttribute = 'colour' | 'lensColour' | 'size' | 'packing';

/** The texts the cards need in the shop's language. */
export interface BasketPopoverItemTexts {
  /** "Farbe", "Glasfarbe", "Größe", "Packungsgröße". */
  attributeLabels: Record<ShownAttribute, string>;
  /** Why an item fails its check (domain `checkBasketItem`), shown on its card. */
  problems: {
    unavailable: string;
    incompleteGroup: string;
    insufficientQuantity: (availableQuantity: number) => string;
  };
}

export interface BasketPopoverItemsOptions {
  /** Builds the product pages' addresses. */
  shop: ShopIdentity;
  /** The shop's price format (the Shop entity of getShopConfiguration, with its `intlLocaleOverwrite`). */
  prices: PriceFormatting;
  texts: BasketPopoverItemTexts;
}

/** A sub-item the list folds into its main item (§3 customData `hideSubItem`: the lenses of a frame). */
function isHiddenSubItem(item: BasketItem): boolean {
  return item.customData.hideSubItem === true && item.itemGroup?.isMainItem === false;
}

/** The hidden sub-items of a main item, whose price and checks its card carries. */
export function foldedSubItems(main: BasketItem, items: readonly BasketItem[]): BasketItem[] {
  const group = main.itemGroup;
  if (!group?.isMainItem) return [];
  return items.filter((item) => item.itemGroup?.id === group.id && isHiddenSubItem(item));
}

/** Whether a hidden sub-item's main item is in the basket to carry it; if not, it shows on its own. */
function hasMainItem(item: BasketItem, items: readonly BasketItem[]): boolean {
  return items.some(
    (candidate) => candidate.itemGroup?.id === item.itemGroup?.id && candidate.itemGroup?.isMainItem === true,
  );
}

/** The first of a card's lines that fails its check, the main item's before its sub-items'. */
function failedCheck(lines: readonly BasketItem[], items: readonly BasketItem[]) {
  for (const line of lines) {
    const check = checkBasketItem(line, items);
    if (!check.ok) return check;
  }
  return undefined;
}

function problemLabel(check: Exclude<BasketItemCheck, { ok: true }>, texts: BasketPopoverItemTexts): string {
  switch (check.reason) {
    case 'unavailable':
      return texts.problems.unavailable;
    case 'incomplete_group':
      return texts.problems.incompleteGroup;
    case 'insufficient_quantity':
      return texts.problems.insufficientQuantity(check.availableQuantity);
  }
}

/** A display data slot the adding page filled (§3: attribute-1 colour, attribute-2 size). */
function displayed(displayData: BasketItemDisplayData, slot: 'attribute-1' | 'attribute-2') {
  const entry = displayData[slot];
  return entry && entry.value.trim() !== '' ? { label: entry.label, value: entry.value } : undefined;
}

/**
 * Colour, lens colour (sunglasses), size and pack of an item: the display data the adding page set
 * for colour and size, else the product's and the variant's attributes, in the shop's language.
 */
function attributesOf(item: BasketItem, labels: BasketPopoverItemTexts['attributeLabels']) {
  const fromAttributes = (attribute: ShownAttribute, value: string | undefined) =>
    value?.trim() ? { label: labels[attribute], value: value.trim() } : undefined;
  const shown = [
    displayed(item.displayData, 'attribute-1') ??
      fromAttributes('colour', attributeLabel(item.product.attributes, 'frameColor')),
    fromAttributes('lensColour', attributeLabel(item.product.attributes, 'lensBaseColor')),
    displayed(item.displayData, 'attribute-2') ??
      fromAttributes('size', attributeLabel(item.variant.attributes, 'size')),
    fromAttributes('packing', attributeLabel(item.variant.attributes, 'packingTypeDescription')),
  ];
  return shown.filter((attribute) => attribute !== undefined);
}

function popoverItem(
  item: BasketItem,
  lines: readonly BasketItem[],
  items: readonly BasketItem[],
  options: BasketPopoverItemsOptions,
): BasketPopoverItem {
  const { shop, prices, texts } = options;
  const name = productName(item.product);
  const brand = attributeLabel(item.product.attributes, 'brand');
  const imageSrc = productShotUrl(item.product, imagePresets.basketItem);
  const attributes = attributesOf(item, texts.attributeLabels);
  const check = failedCheck(lines, items);
  const cents = lines.reduce((sum, line) => sum + line.price.total.withTax, 0);
  return {
    key: item.key,
    // A product without a name in this language still shows, under the name the adding page gave it.
    name: name ?? item.displayData.name?.value ?? item.product.referenceKey,
    ...(brand && { brand }),
    ...(name !== undefined && { href: productPath(shop, item.product, name) }),
    ...(imageSrc && { imageSrc }),
    ...(attributes.length > 0 && { attributes }),
    quantity: item.quantity,
    price: formatPrice(cents, prices),
    ...(check && { unavailable: true, unavailableLabel: problemLabel(check, texts) }),
  };
}

/**
 * §2 the basket popover's cards, in basket order: brand, name, the attributes a shopper knows the
 * item by, quantity and the line's total in the shop's price format, the product page, and whether
 * the item fails its check (domain `checkBasketItem`), which hides the checkout button. A frame's
 * hidden sub-items (its lenses) are folded into its card: their price adds to its total and a
 * failed check of theirs marks it. A hidden sub-item whose frame is gone shows on its own, so the
 * failing item the checkout would refuse is never out of sight.
 */
export function basketPopoverItems(
  items: readonly BasketItem[],
  options: BasketPopoverItemsOptions,
): BasketPopoverItem[] {
  return items
    .filter((item) => !isHiddenSubItem(item) || !hasMainItem(item, items))
    .map((item) => popoverItem(item, [item, ...foldedSubItems(item, items)], items, options));
}
