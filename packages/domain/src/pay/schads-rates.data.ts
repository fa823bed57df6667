// The SCHADS rates and allowances of docs/reference/SCHADS.md §3.3 and §3.5, as rows the server
// seeds a company's pay rates from. Data, not code: the engine reads only rows passed to it.
// Each row names its source; rows not checked against the FWO pay guide ship disabled (§3.5).
import type { AllowanceRateRow, ClassificationRateRow, PayRateRow, PayStream } from './pay-types.ts';

const Y2025 = '2025-07-01';
const Y2026 = '2026-07-01';
const CHAIN_2025 =
  'SCHADS.md §3.2–3.3: PR740786 chain with the 3.5% AWR 2025, ERO × 1.23, ÷ 38 (REPO-AH agrees)';
const CHAIN_2026 =
  'SCHADS.md §3.2–3.3: PR740786 chain with the 4.75% AWR-2026, ERO × 1.23, ÷ 38 (SC, REPO-C agree)';
const UNCHECKED = 'SCHADS.md §3.5: REPO-C with REPO-AH agreeing; not checked against the FWO pay guide';

function classification(
  stream: PayStream,
  level: number,
  payPoint: number,
  appliesFrom: string,
  weeklyRate: string | null,
  hourlyRate: string,
  enabled: boolean,
  source: string,
  appliesTo: string | null = null,
): ClassificationRateRow {
  const schedule = stream === 'SACS_B' ? 'sacs' : stream === 'HOME_CARE_DISABILITY_E' ? 'sch-e' : 'sch-f';
  return {
    id: `${schedule}-l${level}-pp${payPoint}-${appliesFrom.slice(0, 4)}`,
    kind: 'classification',
    stream,
    level,
    payPoint,
    appliesFrom,
    appliesTo,
    enabled,
    status: 'confirmed',
    weeklyRate,
    hourlyRate,
    source,
  };
}

function allowance(
  kind: AllowanceRateRow['allowance'],
  appliesFrom: string,
  amount: string,
  source: string,
  extra: Partial<AllowanceRateRow> = {},
): AllowanceRateRow {
  return {
    id: `${kind}-${appliesFrom}`,
    kind: 'allowance',
    allowance: kind,
    appliesFrom,
    appliesTo: null,
    enabled: true,
    status: 'confirmed',
    amount,
    source,
    ...extra,
  };
}

/** The priced classifications: SACS level 2 pay points 1–3, 2025-26 and 2026-27 (SCHADS.md §3.3). */
const PRICED: ClassificationRateRow[] = [
  classification('SACS_B', 2, 1, Y2025, '1314.13', '34.58', true, CHAIN_2025),
  classification('SACS_B', 2, 2, Y2025, '1355.46', '35.67', true, CHAIN_2025),
  classification('SACS_B', 2, 3, Y2025, '1396.67', '36.75', true, CHAIN_2025),
  classification('SACS_B', 2, 1, Y2026, '1376.49', '36.22', true, CHAIN_2026),
  classification('SACS_B', 2, 2, Y2026, '1419.79', '37.36', true, CHAIN_2026),
  classification('SACS_B', 2, 3, Y2026, '1462.96', '38.50', true, CHAIN_2026),
];

/** Other classifications, 2026-27 only, shipped disabled (SCHADS.md §3.5). */
const UNVERIFIED: ClassificationRateRow[] = [
  ...(
    [
      [1, 1, '1046.90', '27.55'],
      [1, 2, '1080.60', '28.44'],
      [1, 3, '1119.10', '29.45'],
      [2, 4, '1501.95', '39.53'],
      [3, 1, '1538.59', '40.49'],
      [3, 2, '1582.94', '41.66'],
      [3, 3, '1616.71', '42.55'],
      [3, 4, '1649.97', '43.42'],
      [4, 1, '1774.74', '46.70'],
      [4, 2, '1821.07', '47.92'],
      [4, 3, '1867.93', '49.16'],
      [4, 4, '1909.51', '50.25'],
    ] as const
  ).map(([l, pp, weekly, hourly]) =>
    classification('SACS_B', l, pp, Y2026, weekly, hourly, false, UNCHECKED),
  ),
  // Schedule E: valid only to 30 Sep 2026 (the interim increase of 1 Oct 2026 is UNCONFIRMED: §1).
  ...(
    [
      [1, 1, '1036.80', '27.28'],
      [2, 1, '1096.60', '28.86'],
      [2, 2, '1104.10', '29.06'],
      [3, 1, '1119.10', '29.45'],
      [3, 2, '1153.70', '30.36'],
      [4, 1, '1221.00', '32.13'],
      [4, 2, '1245.40', '32.77'],
      [5, 1, '1309.20', '34.45'],
      [5, 2, '1360.80', '35.81'],
    ] as const
  ).map(([l, pp, weekly, hourly]) =>
    classification(
      'HOME_CARE_DISABILITY_E',
      l,
      pp,
      Y2026,
      weekly,
      hourly,
      false,
      `${UNCHECKED}; valid only to 30 Sep 2026`,
      '2026-09-30',
    ),
  ),
  // Schedule F: only levels 1 and 6 have a weekly figure in the research.
  ...(
    [
      [1, '1239.00', '32.61'],
      [2, null, '34.42'],
      [3, null, '36.23'],
      [4, null, '37.68'],
      [5, null, '39.13'],
      [6, '1541.90', '40.58'],
    ] as const
  ).map(([l, weekly, hourly]) =>
    classification(
      'HOME_CARE_AGED_F',
      l,
      1,
      Y2026,
      weekly,
      hourly,
      false,
      `${UNCHECKED}; aged care, not NDIS work`,
    ),
  ),
];

/** Allowances (SCHADS.md §3.2–§3.3, §4.10). */
const ALLOWANCES: AllowanceRateRow[] = [
  allowance('sleepover', Y2025, '60.02', 'cl 25.7(d): 4.9% of the standard rate $1,224.90 (SCHADS.md §3.2)'),
  allowance(
    'sleepover',
    Y2026,
    '62.87',
    'cl 25.7(d): 4.9% of the standard rate $1,283.10 (SCHADS.md §3.2; SC)',
  ),
  allowance(
    'broken-shift-1',
    Y2025,
    '20.82',
    'cl 20.12: 1.7% of the standard rate $1,224.90 (SCHADS.md §3.2)',
  ),
  allowance(
    'broken-shift-1',
    Y2026,
    '21.81',
    'cl 20.12: 1.7% of the standard rate $1,283.10 (SCHADS.md §3.2; SC)',
  ),
  allowance(
    'broken-shift-2',
    Y2025,
    '27.56',
    'cl 20.12: 2.25% of the standard rate $1,224.90 (SCHADS.md §3.2)',
  ),
  allowance(
    'broken-shift-2',
    Y2026,
    '28.87',
    'cl 20.12: 2.25% of the standard rate $1,283.10 (SCHADS.md §3.2; SC)',
  ),
  allowance('km', Y2025, '0.99', 'cl 20.7(a): TEIRO (secondary source; SCHADS.md §3.3)'),
  allowance('km', Y2026, '1.01', 'cl 20.7(a): SC, REPO-C (SCHADS.md §3.3)'),
  allowance(
    'km',
    '2026-09-01',
    '1.05',
    'cl 20.7(aa), PR813674: one repository only (REPO-C, REPO-D); UNCONFIRMED (SCHADS.md §4.10, §11 #17)',
    {
      id: 'km-temporary-2026-09-01',
      appliesTo: '2027-02-28',
      status: 'pending',
    },
  ),
];

/** Every shipped rate row, for seeding a company's pay rates. */
export const SCHADS_RATE_ROWS: readonly PayRateRow[] = [...PRICED, ...UNVERIFIED, ...ALLOWANCES];
