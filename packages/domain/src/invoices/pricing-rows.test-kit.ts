// Test data: catalogue rows with the 2025-26 price limits of docs/reference/NDIS.md (same in every state)
// and the confirmed 2026-27 national price of 04_104_0125_6_1. Used by the invoices tests only.
import { STATE_CODES } from '../catalogue/parser.ts';
import type { StoredPrices } from '../catalogue/pricing.ts';
import type { PricingRow } from './invoice-lines.ts';

export const CATALOGUE_2025 = 'NDIS Support Catalogue 2025-26 v1.1';
export const CATALOGUE_2026 = 'NDIS Support Catalogue 2026-27 v1.0';

/** Prices of the 2025-26 layout: the same limit in every state column, plus remote and very remote. */
function statePrices(national: number, remote: number, veryRemote: number): StoredPrices {
  const prices: StoredPrices = { Remote: remote, 'Very Remote': veryRemote };
  for (const state of STATE_CODES) {
    prices[state] = national;
  }
  return prices;
}

function row2025(
  itemNumber: string,
  itemName: string,
  cents: [number, number, number] | null,
  unit = 'H',
): PricingRow {
  const [group, category] = itemNumber.startsWith('04_') ? ['0125', '4'] : ['0107', '1'];
  return {
    itemNumber,
    itemName,
    supportItemId: `id-${itemNumber}-2025`,
    unit,
    quote: cents === null,
    registrationGroupNumber: group,
    supportCategoryNumber: category,
    prices: cents ? statePrices(...cents) : {},
    layout: 'states',
    catalogueName: CATALOGUE_2025,
    startDate: '2025-07-01',
    endDate: null,
    importedAt: '2025-11-24T00:00:00.000Z',
  };
}

const SELF_CARE = 'Assistance With Self-Care Activities - Standard -';
const COMMUNITY = 'Access Community Social and Rec Activ - Standard -';
const BEHAVIOUR = 'Intensive and Complex Behaviour Supports -';

/** The 2025-26 rows the tests price from. */
export const ROWS_2025: PricingRow[] = [
  row2025('01_011_0107_1_1', `${SELF_CARE} Weekday Daytime`, [7023, 9832, 10535]),
  row2025('01_015_0107_1_1', `${SELF_CARE} Weekday Evening`, [7738, 10833, 11607]),
  row2025('01_002_0107_1_1', `${SELF_CARE} Weekday Night`, [7881, 11033, 11822]),
  row2025('01_013_0107_1_1', `${SELF_CARE} Saturday`, [9883, 13836, 14825]),
  row2025('01_014_0107_1_1', `${SELF_CARE} Sunday`, [12743, 17840, 19115]),
  row2025('01_012_0107_1_1', `${SELF_CARE} Public Holiday`, [15603, 21844, 23405]),
  row2025(
    '01_010_0107_1_1',
    'Assistance With Self-Care Activities - Night-Time Sleepover',
    [29760, 41664, 44640],
    'E',
  ),
  row2025('01_003_0107_1_1', 'Assistance From Live-In Carer', null),
  row2025('04_104_0125_6_1', `${COMMUNITY} Weekday Daytime`, [7023, 9832, 10535]),
  row2025('04_103_0125_6_1', `${COMMUNITY} Weekday Evening`, [7738, 10833, 11607]),
  row2025('04_105_0125_6_1', `${COMMUNITY} Saturday`, [9883, 13836, 14825]),
  row2025('04_106_0125_6_1', `${COMMUNITY} Sunday`, [12743, 17840, 19115]),
  row2025('04_102_0125_6_1', `${COMMUNITY} Public Holiday`, [15603, 21844, 23405]),
  // Same family (0125, category 4), fewer shared words with 'Standard': never preferred over 04_105.
  row2025('04_452_0125_1_1', `${BEHAVIOUR} Saturday`, [10656, 14918, 15984]),
];

/** 04_104_0125_6_1 in the 2026-27 national layout, from 1 July 2026 (73.58 / 103.01 / 110.37). */
export const COMMUNITY_DAYTIME_2026: PricingRow = {
  ...(ROWS_2025.find((r) => r.itemNumber === '04_104_0125_6_1') as PricingRow),
  supportItemId: 'id-04_104_0125_6_1-2026',
  prices: { National: 7358, Remote: 10301, 'Very Remote': 11037 },
  layout: 'national',
  catalogueName: CATALOGUE_2026,
  startDate: '2026-07-01',
  endDate: null,
  importedAt: '2026-06-20T00:00:00.000Z',
};

/** The 2025-26 row of 04_104 once the 2026-27 catalogue closes it on 30 June 2026. */
export const COMMUNITY_DAYTIME_2025_CLOSED: PricingRow = {
  ...(ROWS_2025.find((r) => r.itemNumber === '04_104_0125_6_1') as PricingRow),
  endDate: '2026-06-30',
};

/** A row by item number (the 2025-26 rows). */
export function row(itemNumber: string): PricingRow {
  const found = ROWS_2025.find((r) => r.itemNumber === itemNumber);
  if (!found) {
    throw new Error(`no test row ${itemNumber}`);
  }
  return found;
}
