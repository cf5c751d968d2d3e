import type { BranchOrderStatus, CurrencyCode } from '@lumen/domain';
import { texts } from '../catalog/texts.ts';
import type { Texts } from '../catalog/texts.ts';

/** One line an optician writes on a branch order, with its price in each currency (cents). */
interface BranchOrderLine {
  description: Texts;
  prices: Record<CurrencyCode, number>;
}

const lines = {
  frame: {
    description: texts(
      'Brillenfassung Lumen Classic, Titan',
      'Monture Lumen Classic, titane',
      'Montatura Lumen Classic, titanio',
      'Oprawka Lumen Classic, tytan',
      'Obroučka Lumen Classic, titan',
    ),
    prices: { EUR: 18900, CHF: 21900, PLN: 79900, CZK: 469000 },
  },
  progressiveLenses: {
    description: texts(
      'Gleitsichtgläser 1,6, entspiegelt',
      'Verres progressifs 1,6, antireflet',
      'Lenti progressive 1,6, antiriflesso',
      'Soczewki progresywne 1,6, powłoka antyrefleksyjna',
      'Progresivní brýlové čočky 1,6, antireflexní vrstva',
    ),
    prices: { EUR: 19900, CHF: 22900, PLN: 84900, CZK: 495000 },
  },
  singleVisionLenses: {
    description: texts(
      'Einstärkengläser 1,5 mit Blaulichtfilter',
      'Verres unifocaux 1,5 avec filtre lumière bleue',
      'Lenti monofocali 1,5 con filtro luce blu',
      'Soczewki jednoogniskowe 1,5 z filtrem światła niebieskiego',
      'Jednoohniskové čočky 1,5 s filtrem modrého světla',
    ),
    prices: { EUR: 6450, CHF: 7450, PLN: 27900, CZK: 159000 },
  },
  monthlyLenses: {
    description: texts(
      'Monatslinsen, 6 Stück, rechts und links',
      'Lentilles mensuelles, 6 pièces, droite et gauche',
      'Lenti mensili, 6 pezzi, destra e sinistra',
      'Soczewki miesięczne, 6 sztuk, na prawe i lewe oko',
      'Měsíční kontaktní čočky, 6 kusů, pravá i levá',
    ),
    prices: { EUR: 5990, CHF: 6990, PLN: 24900, CZK: 149000 },
  },
  careSolution: {
    description: texts(
      'Kombilösung 360 ml',
      'Solution multifonction 360\u00a0ml',
      'Soluzione unica 360 ml',
      'Płyn uniwersalny 360 ml',
      'Víceúčelový roztok 360 ml',
    ),
    prices: { EUR: 1295, CHF: 1490, PLN: 4990, CZK: 29900 },
  },
  prescriptionSunglasses: {
    description: texts(
      'Sonnenbrille mit Sehstärke, polarisiert',
      'Lunettes de soleil à la vue, polarisées',
      'Occhiali da sole graduati, polarizzati',
      'Okulary przeciwsłoneczne korekcyjne, polaryzacyjne',
      'Dioptrické sluneční brýle, polarizační',
    ),
    prices: { EUR: 27900, CHF: 31900, PLN: 119900, CZK: 699000 },
  },
} satisfies Record<string, BranchOrderLine>;

/** A demo branch order: what was ordered, when, when it is ready, and how much was paid upfront. */
export interface BranchOrderPlan {
  status: BranchOrderStatus;
  daysAgo: number;
  /** Days from now until pickup (negative: in the past); null while unknown. */
  readyInDays: number | null;
  lines: { line: BranchOrderLine; quantity: number }[];
  /** Share of the total paid in the branch so far. */
  paidShare: number;
}

/** One order in every §2 branch-order status, as an optician's jobs go from order to pickup. */
export const branchOrderPlans: readonly BranchOrderPlan[] = [
  {
    status: 'ordered',
    daysAgo: 2,
    readyInDays: null,
    lines: [
      { line: lines.frame, quantity: 1 },
      { line: lines.progressiveLenses, quantity: 2 },
    ],
    paidShare: 0.3,
  },
  {
    status: 'in_production',
    daysAgo: 6,
    readyInDays: 4,
    lines: [
      { line: lines.frame, quantity: 1 },
      { line: lines.singleVisionLenses, quantity: 2 },
    ],
    paidShare: 0.5,
  },
  {
    status: 'ready_for_pickup',
    daysAgo: 9,
    readyInDays: -1,
    lines: [
      { line: lines.monthlyLenses, quantity: 2 },
      { line: lines.careSolution, quantity: 1 },
    ],
    paidShare: 0,
  },
  {
    status: 'picked_up',
    daysAgo: 40,
    readyInDays: -33,
    lines: [{ line: lines.prescriptionSunglasses, quantity: 1 }],
    paidShare: 1,
  },
  {
    status: 'cancelled',
    daysAgo: 25,
    readyInDays: null,
    lines: [
      { line: lines.frame, quantity: 1 },
      { line: lines.singleVisionLenses, quantity: 2 },
    ],
    paidShare: 0,
  },
];
