import { toUrlSlug } from '@lumen/domain';
import type { BrandRow } from '../../commerce/catalog/catalog-rows.ts';

/** What a brand makes; products of a kind draw their brand from the brands of that kind. */
export type BrandRange =
  'frames' | 'sunglasses' | 'kids' | 'readers' | 'smart' | 'lenses' | 'care' | 'hearing' | 'house';

export interface BrandDefinition {
  id: number;
  name: string;
  /** Three letters that start the brand's article numbers. */
  code: string;
  ranges: readonly BrandRange[];
  /** Brands sold in some markets only. */
  shopIds: number[] | null;
}

const polishShop = [1008];
const czechShop = [1009];
const swissShops = [1003, 1004, 1005];

/** Invented names: the seed must not use anyone's trademark. */
export const brandDefinitions: readonly BrandDefinition[] = [
  { id: 1, name: 'Nordlicht Eyewear', code: 'NLE', ranges: ['frames', 'sunglasses'], shopIds: null },
  { id: 2, name: 'Vista Milano', code: 'VMI', ranges: ['frames', 'sunglasses'], shopIds: null },
  { id: 3, name: 'Klarsicht', code: 'KLS', ranges: ['frames'], shopIds: null },
  { id: 4, name: 'Oculara', code: 'OCU', ranges: ['frames', 'sunglasses'], shopIds: null },
  { id: 5, name: 'Atelier Lumière', code: 'ALU', ranges: ['frames', 'sunglasses'], shopIds: null },
  { id: 6, name: 'Brillenwerk Berlin', code: 'BWB', ranges: ['frames'], shopIds: null },
  { id: 7, name: 'Fjordline Optics', code: 'FJO', ranges: ['frames', 'sunglasses'], shopIds: null },
  { id: 8, name: 'Sole Veneto', code: 'SOV', ranges: ['sunglasses'], shopIds: null },
  { id: 9, name: 'Montura Fina', code: 'MOF', ranges: ['frames'], shopIds: null },
  { id: 10, name: 'Alpenblick', code: 'ALP', ranges: ['frames', 'sunglasses'], shopIds: null },
  { id: 11, name: 'Vltava Optic', code: 'VLT', ranges: ['frames'], shopIds: czechShop },
  { id: 12, name: 'Wisła Eyewear', code: 'WIS', ranges: ['frames', 'sunglasses'], shopIds: polishShop },
  { id: 13, name: 'Gotthard Optics', code: 'GOT', ranges: ['frames', 'sunglasses'], shopIds: swissShops },
  { id: 14, name: 'Kleine Helden', code: 'KLH', ranges: ['kids'], shopIds: null },
  { id: 15, name: 'Velocita Sport', code: 'VEL', ranges: ['sunglasses'], shopIds: null },
  { id: 16, name: 'Aurica Smart', code: 'AUR', ranges: ['smart'], shopIds: null },
  { id: 17, name: 'Lesefreund', code: 'LSF', ranges: ['readers'], shopIds: null },
  { id: 18, name: 'Readerly', code: 'RDY', ranges: ['readers'], shopIds: null },
  { id: 19, name: 'Aquaview', code: 'AQV', ranges: ['lenses'], shopIds: null },
  { id: 20, name: 'Hydrolens', code: 'HYL', ranges: ['lenses'], shopIds: null },
  { id: 21, name: 'Clearis', code: 'CLE', ranges: ['lenses'], shopIds: null },
  { id: 22, name: 'Purecare', code: 'PUC', ranges: ['care'], shopIds: null },
  { id: 23, name: 'Optipflege', code: 'OPF', ranges: ['care'], shopIds: null },
  { id: 24, name: 'Irisa Care', code: 'IRC', ranges: ['care', 'lenses'], shopIds: null },
  { id: 25, name: 'Audiva', code: 'AUD', ranges: ['hearing'], shopIds: null },
  { id: 26, name: 'Klangwerk', code: 'KLW', ranges: ['hearing'], shopIds: null },
  { id: 27, name: 'Lumen Optik', code: 'LUO', ranges: ['house', 'frames', 'lenses', 'care'], shopIds: null },
];

export function brandsOf(range: BrandRange): BrandDefinition[] {
  return brandDefinitions.filter((brand) => brand.ranges.includes(range));
}

export function brandRows(): BrandRow[] {
  return brandDefinitions.map((brand) => ({
    id: brand.id,
    name: brand.name,
    slug: toUrlSlug(brand.name),
    shopIds: brand.shopIds,
  }));
}
