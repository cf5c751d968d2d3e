import { categoryPathSeparator, languageCodes, toUrlSlug } from '@lumen/domain';
import type { CategoryRow } from '../../commerce/catalog/catalog-rows.ts';
import { texts } from './texts.ts';
import type { Texts } from './texts.ts';

/**
 * The first segment of every §3 master path (`Master|Eyewear|Frames`). It names the master tree, not
 * a category: the shop's roots are Eyewear, ContactLenses... so their slugs start the category
 * paths (`/brillen/sonnenbrillen/`, as the Category entity's `path`).
 */
const masterPathRoot = 'Master';

interface CategoryDefinition {
  key: string;
  names: Texts;
  hidden?: boolean;
  filters: readonly string[];
  properties?: CategoryRow['properties'];
  children?: readonly CategoryDefinition[];
}

const frameFilters = [
  'frameColor',
  'frameShape',
  'rimType',
  'frameMaterial',
  'faceShape',
  'headWidth',
  'gender',
  'shopSize',
  'frameWidth',
  'onlineExclusive',
  'sustainable',
  'premium',
];
const sunglassFilters = [...frameFilters, 'lensBaseColor', 'polarized'];
const lensFilters = ['contactLensType', 'wearingTime', 'numberOfLenses'];
const careFilters = ['eyeCareProductType', 'volumeMl'];

const audience = (filters: readonly string[]): CategoryDefinition[] => [
  { key: 'Women', names: texts('Damen', 'Femme', 'Donna', 'Damskie', 'Dámské'), filters },
  { key: 'Men', names: texts('Herren', 'Homme', 'Uomo', 'Męskie', 'Pánské'), filters },
  { key: 'Kids', names: texts('Kinder', 'Enfant', 'Bambini', 'Dziecięce', 'Dětské'), filters },
];

const tree: readonly CategoryDefinition[] = [
  {
    key: 'Eyewear',
    names: texts('Brillen', 'Lunettes', 'Occhiali', 'Okulary', 'Brýle'),
    filters: [...sunglassFilters, 'blueLightFilter'],
    children: [
      {
        key: 'Frames',
        names: texts('Brillenfassungen', 'Montures', 'Montature', 'Oprawki', 'Obroučky'),
        filters: frameFilters,
        children: audience(frameFilters),
      },
      {
        key: 'Sunglasses',
        names: texts(
          'Sonnenbrillen',
          'Lunettes de soleil',
          'Occhiali da sole',
          'Okulary przeciwsłoneczne',
          'Sluneční brýle',
        ),
        filters: sunglassFilters,
        properties: [{ name: 'season', value: 'summer' }],
        children: audience(sunglassFilters),
      },
      {
        key: 'ReadyMadeGlasses',
        names: texts(
          'Fertigbrillen',
          'Lunettes prémontées',
          'Occhiali premontati',
          'Okulary gotowe',
          'Hotové brýle',
        ),
        filters: frameFilters,
      },
      {
        key: 'ReadingGlasses',
        names: texts(
          'Lesebrillen',
          'Lunettes de lecture',
          'Occhiali da lettura',
          'Okulary do czytania',
          'Brýle na čtení',
        ),
        filters: frameFilters,
      },
      {
        key: 'BlueLightGlasses',
        names: texts(
          'Blaulichtfilter-Brillen',
          'Lunettes anti-lumière bleue',
          'Occhiali anti luce blu',
          'Okulary z filtrem światła niebieskiego',
          'Brýle s filtrem modrého světla',
        ),
        filters: [...frameFilters, 'blueLightFilter'],
      },
      {
        key: 'SmartGlasses',
        names: texts(
          'Smart Glasses',
          'Lunettes connectées',
          'Occhiali smart',
          'Inteligentne okulary',
          'Chytré brýle',
        ),
        filters: frameFilters,
      },
    ],
  },
  {
    key: 'ContactLenses',
    names: texts(
      'Kontaktlinsen',
      'Lentilles de contact',
      'Lenti a contatto',
      'Soczewki kontaktowe',
      'Kontaktní čočky',
    ),
    filters: lensFilters,
    children: [
      {
        key: 'Daily',
        names: texts(
          'Tageslinsen',
          'Lentilles journalières',
          'Lenti giornaliere',
          'Soczewki jednodniowe',
          'Jednodenní čočky',
        ),
        filters: lensFilters,
      },
      {
        key: 'TwoWeekly',
        names: texts(
          'Zwei-Wochen-Linsen',
          'Lentilles bimensuelles',
          'Lenti quindicinali',
          'Soczewki dwutygodniowe',
          'Čtrnáctidenní čočky',
        ),
        filters: lensFilters,
      },
      {
        key: 'Monthly',
        names: texts(
          'Monatslinsen',
          'Lentilles mensuelles',
          'Lenti mensili',
          'Soczewki miesięczne',
          'Měsíční čočky',
        ),
        filters: lensFilters,
      },
      {
        key: 'Toric',
        names: texts(
          'Torische Linsen',
          'Lentilles toriques',
          'Lenti toriche',
          'Soczewki toryczne',
          'Torické čočky',
        ),
        filters: lensFilters,
      },
      {
        key: 'Coloured',
        names: texts(
          'Farbige Linsen',
          'Lentilles de couleur',
          'Lenti colorate',
          'Soczewki kolorowe',
          'Barevné čočky',
        ),
        filters: lensFilters,
      },
    ],
  },
  {
    key: 'Care',
    names: texts(
      'Pflegemittel',
      'Produits d’entretien',
      'Prodotti per la cura',
      'Środki pielęgnacyjne',
      'Péče a údržba',
    ),
    filters: careFilters,
    children: [
      {
        key: 'LensCare',
        names: texts(
          'Kontaktlinsenpflege',
          'Entretien des lentilles',
          'Cura delle lenti',
          'Pielęgnacja soczewek',
          'Péče o čočky',
        ),
        filters: careFilters,
      },
      {
        key: 'GlassesCare',
        names: texts(
          'Brillenpflege',
          'Entretien des lunettes',
          'Cura degli occhiali',
          'Pielęgnacja okularów',
          'Péče o brýle',
        ),
        filters: careFilters,
      },
      {
        key: 'EyeDrops',
        names: texts('Augentropfen', 'Gouttes oculaires', 'Gocce oculari', 'Krople do oczu', 'Oční kapky'),
        filters: careFilters,
      },
    ],
  },
  {
    key: 'HearingAidAccessories',
    names: texts(
      'Hörgeräte-Zubehör',
      'Accessoires auditifs',
      'Accessori per apparecchi acustici',
      'Akcesoria słuchowe',
      'Příslušenství ke sluchadlům',
    ),
    filters: ['merchKind'],
  },
  {
    key: 'Merchandise',
    names: texts('Accessoires', 'Accessoires', 'Accessori', 'Akcesoria', 'Doplňky'),
    filters: ['merchKind'],
  },
  {
    // The lens options of the prescription configurator: products, but never listed.
    key: 'Rx',
    names: texts(
      'Brillengläser',
      'Verres correcteurs',
      'Lenti oftalmiche',
      'Soczewki okularowe',
      'Brýlové čočky',
    ),
    hidden: true,
    filters: [],
  },
];

export interface CategoryTree {
  rows: CategoryRow[];
  /** The id of a category by its master keys below the root (`Eyewear|Frames|Women`). */
  idOf(path: string): number;
  /** The §3 master path of a category (`Master|Eyewear|Frames|Women`). */
  masterPathOf(id: number): string;
  /** The category and its ancestors, the category first. */
  lineageOf(id: number): CategoryRow[];
  /** The shop path of a category in a language (`/brillen/sonnenbrillen/`). */
  pathOf(id: number, language: keyof Texts): string;
}

export function buildCategoryTree(): CategoryTree {
  const rows: CategoryRow[] = [];
  const ids = new Map<string, number>();
  const keyPaths = new Map<number, string>();

  const add = (definitions: readonly CategoryDefinition[], parent: { id: number; path: string } | null) => {
    definitions.forEach((definition, position) => {
      const id = rows.length + 1;
      const path = parent ? `${parent.path}${categoryPathSeparator}${definition.key}` : definition.key;
      const slugs = Object.fromEntries(
        languageCodes.map((language) => [language, toUrlSlug(definition.names[language])]),
      ) as Texts;
      rows.push({
        id,
        parentId: parent?.id ?? null,
        masterKey: definition.key,
        position,
        isHidden: definition.hidden ?? false,
        names: definition.names,
        slugs,
        properties: definition.properties ?? [],
        supportedFilters: [...definition.filters],
        shopIds: null,
      });
      ids.set(path, id);
      keyPaths.set(id, path);
      add(definition.children ?? [], { id, path });
    });
  };
  add(tree, null);

  const byId = new Map(rows.map((row) => [row.id, row]));
  const lineageOf = (id: number): CategoryRow[] => {
    const lineage: CategoryRow[] = [];
    for (let row = byId.get(id); row; row = row.parentId === null ? undefined : byId.get(row.parentId)) {
      lineage.push(row);
    }
    return lineage;
  };

  return {
    rows,
    idOf: (path) => {
      const id = ids.get(path);
      if (id === undefined) throw new Error(`The seed category tree has no category ${path}`);
      return id;
    },
    masterPathOf: (id) => `${masterPathRoot}${categoryPathSeparator}${keyPaths.get(id)}`,
    lineageOf,
    pathOf: (id, language) =>
      `/${lineageOf(id)
        .reverse()
        .map((row) => row.slugs[language])
        .join('/')}/`,
  };
}
