// The award's rates and allowances every company starts with (issue 38 item 2): the one place a rate
// is written in code. Figures and sources from docs/reference/SCHADS.md §3.3 (priced, enabled) and
// §3.5 (listed, disabled until an administrator checks them against the FWO pay guide).

/** A classification row of the seed. */
export interface SeedRate {
  stream: 'SACS_B' | 'HOME_CARE_DISABILITY_E' | 'HOME_CARE_AGED_F';
  level: number;
  payPoint: number;
  weeklyCents: number | null;
  hourlyCents: number;
  appliesFrom: string;
  enabled: boolean;
  source: string;
}

/** An allowance row of the seed. */
export interface SeedAllowance {
  kind: 'sleepover' | 'broken-shift-1' | 'broken-shift-2' | 'km';
  amountCents: number;
  appliesFrom: string;
  appliesTo: string | null;
  pending: boolean;
  source: string;
}

const Y2025 = '2025-07-01';
const Y2026 = '2026-07-01';
const PRICED_2025 =
  'SCHADS.md §3.3: clause 15 weekly rate +3.5% (2025) with the ERO uplift ×1.23; hourly = weekly ÷ 38 (derivation §3.2; REPO-AH 2025-26 pack)';
const PRICED_2026 =
  'SCHADS.md §3.3: clause 15 weekly rate +4.75% (AWR-2026) with the ERO uplift ×1.23; hourly = weekly ÷ 38 (derivation §3.2; SC, REPO-C)';
const UNCHECKED =
  'SCHADS.md §3.5 (REPO-C with REPO-AH agreeing to the cent): not checked against the FWO pay guide — check against the FWO pay guide before enabling';

const sacs2 = (appliesFrom: string, source: string, rows: [number, number, number][]): SeedRate[] =>
  rows.map(([payPoint, weeklyCents, hourlyCents]) => ({
    stream: 'SACS_B',
    level: 2,
    payPoint,
    weeklyCents,
    hourlyCents,
    appliesFrom,
    enabled: true,
    source,
  }));

const unchecked = (
  stream: SeedRate['stream'],
  rows: [number, number, number | null, number][],
  source: string = UNCHECKED,
): SeedRate[] =>
  rows.map(([level, payPoint, weeklyCents, hourlyCents]) => ({
    stream,
    level,
    payPoint,
    weeklyCents,
    hourlyCents,
    appliesFrom: Y2026,
    enabled: false,
    source,
  }));

export const SEED_RATES: readonly SeedRate[] = [
  ...sacs2(Y2025, PRICED_2025, [
    [1, 131413, 3458],
    [2, 135546, 3567],
    [3, 139667, 3675],
  ]),
  ...sacs2(Y2026, PRICED_2026, [
    [1, 137649, 3622],
    [2, 141979, 3736],
    [3, 146296, 3850],
  ]),
  ...unchecked('SACS_B', [
    [1, 1, 104690, 2755],
    [1, 2, 108060, 2844],
    [1, 3, 111910, 2945],
    [2, 4, 150195, 3953],
    [3, 1, 153859, 4049],
    [3, 2, 158294, 4166],
    [3, 3, 161671, 4255],
    [3, 4, 164997, 4342],
    [4, 1, 177474, 4670],
    [4, 2, 182107, 4792],
    [4, 3, 186793, 4916],
    [4, 4, 190951, 5025],
  ]),
  ...unchecked(
    'HOME_CARE_DISABILITY_E',
    [
      [1, 1, 103680, 2728],
      [2, 1, 109660, 2886],
      [2, 2, 110410, 2906],
      [3, 1, 111910, 2945],
      [3, 2, 115370, 3036],
      [4, 1, 122100, 3213],
      [4, 2, 124540, 3277],
      [5, 1, 130920, 3445],
      [5, 2, 136080, 3581],
    ],
    `${UNCHECKED}. Valid only to 30 Sep 2026 (Schedule E interim increase from 1 Oct 2026, amounts UNCONFIRMED)`,
  ),
  ...unchecked(
    'HOME_CARE_AGED_F',
    [
      [1, 1, 123900, 3261],
      [2, 1, null, 3442],
      [3, 1, null, 3623],
      [4, 1, null, 3768],
      [5, 1, null, 3913],
      [6, 1, 154190, 4058],
    ],
    `${UNCHECKED}. Weekly figures of levels 2–5 are not in the research`,
  ),
];

const ALLOWANCES_2025 =
  'SCHADS.md §3.3: % of the standard rate $1,224.90 (sleepover 4.9%, broken shift 1.7% / 2.25%)';
const ALLOWANCES_2026 =
  'SCHADS.md §3.3: % of the standard rate $1,283.10 (sleepover 4.9%, broken shift 1.7% / 2.25%; SC)';

export const SEED_ALLOWANCES: readonly SeedAllowance[] = [
  {
    kind: 'sleepover',
    amountCents: 6002,
    appliesFrom: Y2025,
    appliesTo: null,
    pending: false,
    source: ALLOWANCES_2025,
  },
  {
    kind: 'broken-shift-1',
    amountCents: 2082,
    appliesFrom: Y2025,
    appliesTo: null,
    pending: false,
    source: ALLOWANCES_2025,
  },
  {
    kind: 'broken-shift-2',
    amountCents: 2756,
    appliesFrom: Y2025,
    appliesTo: null,
    pending: false,
    source: ALLOWANCES_2025,
  },
  {
    kind: 'km',
    amountCents: 99,
    appliesFrom: Y2025,
    appliesTo: null,
    pending: false,
    source: 'SCHADS.md §3.3: cl 20.7(a), TEIRO (secondary source)',
  },
  {
    kind: 'sleepover',
    amountCents: 6287,
    appliesFrom: Y2026,
    appliesTo: null,
    pending: false,
    source: ALLOWANCES_2026,
  },
  {
    kind: 'broken-shift-1',
    amountCents: 2181,
    appliesFrom: Y2026,
    appliesTo: null,
    pending: false,
    source: ALLOWANCES_2026,
  },
  {
    kind: 'broken-shift-2',
    amountCents: 2887,
    appliesFrom: Y2026,
    appliesTo: null,
    pending: false,
    source: ALLOWANCES_2026,
  },
  {
    kind: 'km',
    amountCents: 101,
    appliesFrom: Y2026,
    appliesTo: null,
    pending: false,
    source: 'SCHADS.md §3.3: cl 20.7(a); SC, REPO-C',
  },
  {
    kind: 'km',
    amountCents: 105,
    appliesFrom: '2026-09-01',
    appliesTo: '2027-02-28',
    pending: true,
    source:
      'SCHADS.md §4.10: temporary cl 20.7(aa), PR813674 — UNCONFIRMED (one repository only); $1.01 is paid until an administrator confirms it',
  },
];
