// The budget amounts of docs/reference/SUPPORT-AT-HOME.md §1.1 and §4, as rows the server seeds each
// company's Setup from. Data, not code: the rules read only the rows passed to them, and an admin
// adds the 2026-27 rows when they are published (§1.1: the 1 Jul 2026 amounts are UNCONFIRMED).
import type { SahBudgetKind, SahBudgetRow } from './sah-types.ts';

const NOV_2025 = '2025-11-01';
const G1 =
  'SUPPORT-AT-HOME.md §1.1 (G1): annual amount effective from 1 November 2025, includes the 10% care management';

function row(
  kind: SahBudgetKind,
  amountCents: number,
  source: string,
  status: SahBudgetRow['status'] = 'confirmed',
): SahBudgetRow {
  return {
    id: `${kind}-${NOV_2025}`,
    kind,
    amountCents,
    effectiveFrom: NOV_2025,
    effectiveTo: null,
    source,
    status,
  };
}

/** Ongoing classifications 1–8: annual amounts (the quarter is derived, half-up). */
const CLASSIFICATIONS: SahBudgetRow[] = [
  row('CLASS_1', 1_073_100, G1),
  row('CLASS_2', 1_603_445, G1),
  row('CLASS_3', 2_196_570, G1),
  row('CLASS_4', 2_969_640, G1),
  row('CLASS_5', 3_969_740, G1),
  row('CLASS_6', 4_811_430, G1),
  row('CLASS_7', 5_814_815, G1),
  row('CLASS_8', 7_810_635, G1),
];

/** Short-term pathway amounts per episode (§4). */
const PATHWAYS: SahBudgetRow[] = [
  row('RESTORATIVE_CARE', 600_000, 'SUPPORT-AT-HOME.md §4 (G11, G15): $6,000, up to 16 weeks'),
  row(
    'END_OF_LIFE',
    2_500_000,
    'SUPPORT-AT-HOME.md §4 (V36; 12 weeks G15): $25,000, amount confirmed by a secondary source only',
    'unconfirmed',
  ),
  row('AT_LOW', 50_000, 'SUPPORT-AT-HOME.md §4 (G11, G15): assistive technology, low tier, under $500'),
  row(
    'AT_MEDIUM',
    200_000,
    'SUPPORT-AT-HOME.md §4 (G11, G15): assistive technology, medium tier, up to $2,000',
  ),
  row(
    'AT_HIGH',
    1_500_000,
    'SUPPORT-AT-HOME.md §4 (G11, G15): assistive technology, high tier, up to $15,000',
  ),
  row(
    'HM',
    1_500_000,
    'SUPPORT-AT-HOME.md §4 (G11): home modifications up to $15,000; the three tier amounts are UNCONFIRMED',
    'unconfirmed',
  ),
];

export const SAH_BUDGET_ROWS: readonly SahBudgetRow[] = [...CLASSIFICATIONS, ...PATHWAYS];

/** How long a pathway's episode lasts (§4), in days from its start; AT-HM funding lasts 12 months. */
export const SAH_PATHWAY_DAYS: Record<'RESTORATIVE_CARE' | 'END_OF_LIFE', number> = {
  RESTORATIVE_CARE: 16 * 7,
  END_OF_LIFE: 12 * 7,
};

/** A lifetime cap on contributions, effective-dated (§7.2): indexed on 20 March and 20 September. */
export interface SahLifetimeCapRow {
  cohort: 'STANDARD' | 'GRANDFATHERED';
  amountCents: number;
  effectiveFrom: string;
  source: string;
  status: 'confirmed' | 'unconfirmed';
}

export const SAH_LIFETIME_CAP_ROWS: readonly SahLifetimeCapRow[] = [
  {
    cohort: 'STANDARD',
    amountCents: 13_531_869,
    effectiveFrom: NOV_2025,
    source: 'SUPPORT-AT-HOME.md §7.2 (G5): $135,318.69 as of 1 November 2025',
    status: 'confirmed',
  },
  {
    cohort: 'GRANDFATHERED',
    amountCents: 8_201_815,
    effectiveFrom: NOV_2025,
    source: 'SUPPORT-AT-HOME.md §7.2 (V33, V34): the HCP lifetime cap $82,018.15, secondary sources only',
    status: 'unconfirmed',
  },
];
