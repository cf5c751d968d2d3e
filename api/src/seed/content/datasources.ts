import { languageCodes } from '@lumen/domain';
import type { Texts } from '../catalog/texts.ts';
import { texts } from '../catalog/texts.ts';
import { idFor } from './content-ids.ts';

interface SeedDatasourceEntry {
  id: number;
  /** The key the shop's code uses (`grey-gradient`). */
  name: string;
  /** The label in the default language. */
  value: string;
  position: number;
  /** The label per language dimension. */
  dimensionValues: Texts;
}

export interface SeedDatasource {
  id: number;
  slug: string;
  name: string;
  dimensions: string[];
  entries: SeedDatasourceEntry[];
}

const tints: readonly (readonly [string, Texts])[] = [
  ['grey', texts('Grau', 'Gris', 'Grigio', 'Szary', 'Šedá')],
  ['brown', texts('Braun', 'Brun', 'Marrone', 'Brązowy', 'Hnědá')],
  ['green', texts('Grün', 'Vert', 'Verde', 'Zielony', 'Zelená')],
  ['blue', texts('Blau', 'Bleu', 'Blu', 'Niebieski', 'Modrá')],
  ['rose', texts('Rosé', 'Rose', 'Rosa', 'Różowy', 'Růžová')],
  ['yellow', texts('Gelb', 'Jaune', 'Giallo', 'Żółty', 'Žlutá')],
  ['orange', texts('Orange', 'Orange', 'Arancione', 'Pomarańczowy', 'Oranžová')],
  ['violet', texts('Violett', 'Violet', 'Viola', 'Fioletowy', 'Fialová')],
  ['copper', texts('Kupfer', 'Cuivre', 'Rame', 'Miedziany', 'Měděná')],
  ['amber', texts('Bernstein', 'Ambre', 'Ambra', 'Bursztynowy', 'Jantarová')],
  ['bronze', texts('Bronze', 'Bronze', 'Bronzo', 'Brązowozłoty', 'Bronzová')],
  ['olive', texts('Oliv', 'Olive', 'Oliva', 'Oliwkowy', 'Olivová')],
  ['turquoise', texts('Türkis', 'Turquoise', 'Turchese', 'Turkusowy', 'Tyrkysová')],
  ['smoke', texts('Rauchgrau', 'Fumé', 'Fumé', 'Dymny', 'Kouřová')],
];

const gradient = texts('Verlauf', 'dégradé', 'sfumato', 'gradient', 'přechod');

const materials: readonly (readonly [string, Texts])[] = [
  ['acetate', texts('Acetat', 'Acétate', 'Acetato', 'Acetat', 'Acetát')],
  ['metal', texts('Metall', 'Métal', 'Metallo', 'Metal', 'Kov')],
  ['titanium', texts('Titan', 'Titane', 'Titanio', 'Tytan', 'Titan')],
  [
    'stainless-steel',
    texts('Edelstahl', 'Acier inoxydable', 'Acciaio inossidabile', 'Stal nierdzewna', 'Nerezová ocel'),
  ],
  ['tr90', texts('TR90 (Nylon)', 'TR90 (nylon)', 'TR90 (nylon)', 'TR90 (nylon)', 'TR90 (nylon)')],
  ['wood', texts('Holz', 'Bois', 'Legno', 'Drewno', 'Dřevo')],
  ['carbon', texts('Carbon', 'Carbone', 'Carbonio', 'Włókno węglowe', 'Karbon')],
  [
    'combination',
    texts('Materialmix', 'Matériaux mixtes', 'Materiali misti', 'Materiały mieszane', 'Kombinace materiálů'),
  ],
];

function datasource(
  slug: string,
  name: string,
  labels: readonly (readonly [string, Texts])[],
): SeedDatasource {
  return {
    id: idFor(`datasource:${slug}`),
    slug,
    name,
    dimensions: [...languageCodes],
    entries: labels.map(([key, label], position) => ({
      id: idFor(`datasource-entry:${slug}:${key}`),
      name: key,
      value: label.de,
      position,
      dimensionValues: label,
    })),
  };
}

/**
 * Lists editors maintain for filters and product pages: lens tints (each also as a gradient,
 * 28 entries, more than one page of 25) and frame materials, labelled per language dimension.
 */
export function seedDatasources(): SeedDatasource[] {
  const gradients = tints.map(
    ([key, label]) =>
      [
        `${key}-gradient`,
        texts(
          `${label.de} ${gradient.de}`,
          `${label.fr} ${gradient.fr}`,
          `${label.it} ${gradient.it}`,
          `${label.pl} ${gradient.pl}`,
          `${label.cs} ${gradient.cs}`,
        ),
      ] as const,
  );
  return [
    datasource('lens-colours', 'Glasfarben', [...tints, ...gradients]),
    datasource('frame-materials', 'Fassungsmaterialien', materials),
  ];
}
