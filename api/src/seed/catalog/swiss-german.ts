import { getShopByCode } from '@lumen/domain';
import type { CatalogRows, NavigationItemRow, Translations } from '../../commerce/catalog/catalog-rows.ts';

/**
 * Swiss Standard German spelling of a German text: Switzerland writes no ß, always ss
 * (Größe → Grösse, Straße → Strasse, gleichmäßig → gleichmässig), and ẞ becomes SS. That is the
 * whole difference in the catalogue's texts; a word Switzerland names differently would be
 * written out as its own `de-CH` text instead.
 */
export function swissGerman(text: string): string {
  return text.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS');
}

/**
 * A text map with its Swiss German (`de-CH`) beside the German where the spelling differs. The
 * backend reads `de-CH` for the de-ch shop and falls back to `de`, so equal texts are not repeated;
 * a `de-CH` the data already has is kept.
 */
export function withSwissGerman<M extends Translations>(map: M): M {
  if (map['de-CH'] !== undefined) return map;
  const swiss = swissGerman(map.de);
  return swiss === map.de ? map : { ...map, 'de-CH': swiss };
}

function swissProductTexts(texts: CatalogRows['products'][number]['texts']): typeof texts {
  if (texts['de-CH'] !== undefined) return texts;
  const name = swissGerman(texts.de.name);
  const description = swissGerman(texts.de.description);
  return name === texts.de.name && description === texts.de.description
    ? texts
    : { ...texts, 'de-CH': { name, description } };
}

function swissNavigationItem(item: NavigationItemRow): NavigationItemRow {
  return { ...item, label: swissGerman(item.label), children: item.children.map(swissNavigationItem) };
}

/**
 * The catalogue with its Swiss German written in, once, when the seed generates it: every text
 * map gains `de-CH` where the German has ß, and the de-ch shop's menus are spelt the Swiss way.
 */
export function withSwissGermanTexts(rows: CatalogRows): CatalogRows {
  const swissShopId = getShopByCode('de-ch').shopId;
  const optional = (map: Translations | null | undefined) => (map ? withSwissGerman(map) : map);
  return {
    ...rows,
    attributeGroups: rows.attributeGroups.map((row) => ({ ...row, labels: withSwissGerman(row.labels) })),
    attributeValues: rows.attributeValues.map((row) => ({ ...row, labels: withSwissGerman(row.labels) })),
    categories: rows.categories.map((row) => ({ ...row, names: withSwissGerman(row.names) })),
    products: rows.products.map((row) => ({ ...row, texts: swissProductTexts(row.texts) })),
    campaigns: rows.campaigns.map((row) => ({
      ...row,
      names: optional(row.names),
      descriptions: optional(row.descriptions),
    })),
    promotions: rows.promotions.map((row) => ({ ...row, names: optional(row.names) })),
    navigationTrees: rows.navigationTrees.map((tree) =>
      tree.shopId === swissShopId
        ? { ...tree, name: swissGerman(tree.name), items: tree.items.map(swissNavigationItem) }
        : tree,
    ),
  };
}
