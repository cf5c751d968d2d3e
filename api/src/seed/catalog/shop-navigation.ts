import { shops } from '@lumen/domain';
import type { LanguageCode, ShopIdentity } from '@lumen/domain';
import type {
  NavigationItemRow,
  NavigationTreeRow,
  RedirectRow,
} from '../../commerce/catalog/catalog-rows.ts';
import type { CategoryTree } from './category-tree.ts';
import { texts } from './texts.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** §2 branch list paths per language (fr-ch /succursales/, it /filiali/ ...). */
const branchListPaths: Record<LanguageCode, string> = {
  de: '/niederlassungen/',
  fr: '/succursales/',
  it: '/filiali/',
  pl: '/salony/',
  cs: '/pobocky/',
};

const treeNames = texts(
  'Hauptnavigation',
  'Navigation principale',
  'Navigazione principale',
  'Nawigacja główna',
  'Hlavní navigace',
);
const branchLabels = texts('Filialen', 'Magasins', 'Negozi', 'Salony', 'Pobočky');
const sunglassPromotionLabels = texts(
  'Sonnenbrillen-Aktion',
  'Promo lunettes de soleil',
  'Promo occhiali da sole',
  'Promocja okularów przeciwsłonecznych',
  'Akce na sluneční brýle',
);
const topLevel = ['Eyewear', 'ContactLenses', 'Care', 'HearingAidAccessories', 'Merchandise'] as const;

function categoryItem(tree: CategoryTree, id: number, language: LanguageCode): NavigationItemRow {
  const row = tree.rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No category ${id}`);
  const children = tree.rows
    .filter((candidate) => candidate.parentId === id && !candidate.isHidden)
    // Women, Men and Kids are filters of a listing, not entries of the main menu.
    .filter((candidate) => !['Women', 'Men', 'Kids'].includes(candidate.masterKey));
  return {
    label: row.names[language] ?? row.names.de,
    categoryId: id,
    children: children.map((child) => categoryItem(tree, child.id, language)),
  };
}

/** The main menu of every shop, in its language, with a seasonal entry shown for three weeks around `now`. */
export function navigationTreeRows(now: Date, tree: CategoryTree): NavigationTreeRow[] {
  const seasonStart = new Date(now.getTime() - 14 * dayMs).toISOString();
  const seasonEnd = new Date(now.getTime() + 21 * dayMs).toISOString();
  return shops.map((shop, index) => {
    const language = shop.language;
    const items: NavigationItemRow[] = topLevel.map((key) => categoryItem(tree, tree.idOf(key), language));
    items.splice(1, 0, {
      label: sunglassPromotionLabels[language],
      categoryId: tree.idOf('Eyewear|Sunglasses'),
      children: [],
      visibleFrom: seasonStart,
      visibleTo: seasonEnd,
    });
    items.push({ label: branchLabels[language], slug: branchListPaths[language], children: [] });
    return { id: index + 1, shopId: shop.shopId, key: 'main', name: treeNames[language], items };
  });
}

/** Old addresses of each shop that moved: short marketing paths and a retired hearing-test page. */
export function redirectRows(tree: CategoryTree): RedirectRow[] {
  const rows: RedirectRow[] = [];
  const add = (
    shop: ShopIdentity,
    source: string,
    target: string,
    statusCode: RedirectRow['statusCode'] = 301,
  ) => rows.push({ id: rows.length + 1, shopId: shop.shopId, source, target, statusCode });
  const sourceNames = {
    sunglasses: texts(
      '/sonnenbrille/',
      '/lunettes-soleil/',
      '/occhiali-sole/',
      '/okulary-sloneczne/',
      '/bryle-slunecni/',
    ),
    lenses: texts('/linsen/', '/lentilles/', '/lenti/', '/soczewki/', '/cocky/'),
    stores: texts('/filialfinder/', '/magasins/', '/negozi/', '/sklepy/', '/prodejny/'),
    readers: texts(
      '/lesehilfen/',
      '/aides-lecture/',
      '/aiuti-lettura/',
      '/pomoce-do-czytania/',
      '/pomucky-na-cteni/',
    ),
  };
  for (const shop of shops) {
    const language = shop.language;
    add(shop, sourceNames.sunglasses[language], tree.pathOf(tree.idOf('Eyewear|Sunglasses'), language));
    add(shop, sourceNames.lenses[language], tree.pathOf(tree.idOf('ContactLenses'), language));
    add(shop, sourceNames.readers[language], tree.pathOf(tree.idOf('Eyewear|ReadingGlasses'), language));
    add(shop, sourceNames.stores[language], branchListPaths[language], 302);
    if (shop.code === 'de-de' || shop.code === 'de-at') {
      // The hearing test moved to the hearing site: an absolute target, a full page load (§7).
      const host = shop.code === 'de-de' ? 'hoeren.lumen-optik.de' : 'hoeren.lumen-optik.at';
      add(shop, '/hoertest/', `https://${host}/hoertest/`);
    }
  }
  // Appended after the others, so the ids above stay what they were. Every shop's old booking
  // page now leads to the appointment site: an absolute target in every shop (§7 full page load).
  const bookingSources = texts('/termin/', '/rendez-vous/', '/appuntamento/', '/wizyta/', '/objednani/');
  for (const shop of shops) {
    add(shop, bookingSources[shop.language], `https://termine.lumen-optik.example/${shop.code}/`);
  }
  return rows;
}
