import type { SearchProductSuggestion, SearchSuggestionItem } from '@lumen/design-system';
import { productName, productPath, productShotUrl } from '@lumen/cms-blocks';
import { attributeLabel, imagePresets, routePath } from '@lumen/domain';
import type { NavigationTreeItem, Product, SearchSuggestion, ShopIdentity } from '@lumen/domain';

/** A category's path (`/brillen/sonnenbrillen`) as the category route's slug path. */
function categorySegments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function navigationItemHref(shop: ShopIdentity, item: NavigationTreeItem): string | undefined {
  switch (item.type) {
    case 'category':
      return item.category
        ? routePath(shop, 'category', { path: categorySegments(item.category.path) })
        : undefined;
    case 'page':
      return item.page;
    case 'external':
    case 'individual-link':
      return item.options.url;
  }
}

export function productSuggestionItem(shop: ShopIdentity, product: Product): SearchProductSuggestion[] {
  const name = productName(product);
  // A product without a name in this language is not offered.
  if (name === undefined) return [];
  const colour = attributeLabel(product.attributes, 'frameColor');
  const brand = attributeLabel(product.attributes, 'brand');
  const imageSrc = productShotUrl(product, imagePresets.basketItem);
  return [
    {
      type: 'product',
      id: `product-${product.id}`,
      // Colours of one model share its name: the colour tells them apart.
      label: colour ? `${name}, ${colour}` : name,
      ...(brand ? { brand } : {}),
      ...(imageSrc ? { imageSrc } : {}),
      href: productPath(shop, product, name),
    },
  ];
}

/** The suggestions of getSearchSuggestions as the search box lists them, each with its address. */
export function suggestionItems(
  shop: ShopIdentity,
  suggestions: readonly SearchSuggestion[],
): SearchSuggestionItem[] {
  return suggestions.flatMap((suggestion): SearchSuggestionItem[] => {
    switch (suggestion.type) {
      case 'product':
        return productSuggestionItem(shop, suggestion.productSuggestion.product);
      case 'category': {
        const { category, productCount } = suggestion.categorySuggestion;
        return [
          {
            type: 'category',
            id: `category-${category.id}`,
            label: category.name,
            href: routePath(shop, 'category', { path: categorySegments(category.path) }),
            ...(productCount !== undefined ? { productCount } : {}),
          },
        ];
      }
      case 'navigationItem': {
        const item = suggestion.navigationItemSuggestion.navigationItem;
        const href = navigationItemHref(shop, item);
        return href ? [{ type: 'navigationItem', id: `navigation-${item.id}`, label: item.name, href }] : [];
      }
    }
  });
}
