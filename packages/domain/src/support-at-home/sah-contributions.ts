// A line's participant contribution (SUPPORT-AT-HOME.md §7, §8 formulas): the client's entered rate
// for the service's category × the gross, clinical 0%; near the lifetime cap the line is split where
// the cap is reached. The product never computes a rate (§7.1 product rule): it reads the entered one.
import { dollars, percentText, shareCents } from './sah-money.ts';
import {
  SAH_CATEGORY_LABELS,
  SAH_PENSION_STATUS_LABELS,
  type SahCategory,
  type SahContributionRate,
  type SahRounding,
} from './sah-types.ts';

/** The no-assessment rates used when no rate is entered, always with a warning (§7.1, §14 point 9). */
export const NO_ASSESSMENT_RATE = { independenceBp: 5000, everydayLivingBp: 8000 } as const;
export const NO_RATE_WARNING =
  'No contribution rate from Services Australia: the no-assessment rates (50% / 80%) are used until one is entered';

/** The rate row in force on a date (the latest to start), or null. */
export function contributionRateOn(
  rates: readonly SahContributionRate[],
  date: string,
): SahContributionRate | null {
  let found: SahContributionRate | null = null;
  for (const rate of rates) {
    if (rate.effectiveFrom <= date && (rate.effectiveTo === null || date <= rate.effectiveTo)) {
      if (!found || rate.effectiveFrom > found.effectiveFrom) {
        found = rate;
      }
    }
  }
  return found;
}

/** The bands of §7.1; a grandfathered person may pay less than the floor ("same or lower than HCP"). */
const BANDS = { independence: [500, 5000], everydayLiving: [1750, 8000] } as const;
const USUAL: Partial<Record<SahContributionRate['status'], [number, number]>> = {
  FULL_PENSIONER: [500, 1750],
  SELF_FUNDED: [5000, 8000],
  NOT_ASSESSED: [5000, 8000],
};

/** Warnings for entered rates that are unusual for the status: a check of the typing, never a correction. */
export function contributionRateWarnings(rate: SahContributionRate): string[] {
  const warnings: string[] = [];
  const status = SAH_PENSION_STATUS_LABELS[rate.status];
  if (rate.grandfathered) {
    if (rate.status === 'FULL_PENSIONER' && (rate.independenceBp > 0 || rate.everydayLivingBp > 0)) {
      warnings.push(
        'A grandfathered full pensioner pays no contributions (SUPPORT-AT-HOME.md §7.1): check the Services Australia notice',
      );
    }
    return warnings;
  }
  if (rate.independenceBp < BANDS.independence[0] || rate.everydayLivingBp < BANDS.everydayLiving[0]) {
    warnings.push(
      'A rate is below the band (independence 5–50%, everyday living 17.5–80%): check the Services Australia notice',
    );
  }
  const usual = USUAL[rate.status];
  if (usual && (rate.independenceBp !== usual[0] || rate.everydayLivingBp !== usual[1])) {
    warnings.push(
      `The usual rates for a ${status.toLowerCase()} are ${percentText(usual[0])} / ${percentText(usual[1])}: check the Services Australia notice`,
    );
  }
  return warnings;
}

export interface ContributionPart {
  grossCents: number;
  rateBp: number;
  contributionCents: number;
}

export interface ContributionLine {
  grossCents: number;
  category: SahCategory;
  rateBp: number;
  contributionCents: number;
  governmentCents: number;
  /** One part, or two when the lifetime cap is reached inside the line (before it, then past it at 0%). */
  parts: ContributionPart[];
  explanation: string;
  warnings: string[];
}

export interface ContributionInput {
  grossCents: number;
  category: SahCategory;
  rate: SahContributionRate | null;
  /** What is left under the lifetime cap before this line; null when no cap row applies. */
  capRoomCents: number | null;
  rounding: SahRounding;
}

function rateFor(category: SahCategory, rate: SahContributionRate | null): number {
  if (category === 'CLINICAL') {
    return 0;
  }
  const r = rate ?? NO_ASSESSMENT_RATE;
  return category === 'INDEPENDENCE' ? r.independenceBp : r.everydayLivingBp;
}

/** The line's contribution and government amount: C = rate × A, G = A − C (§8). */
export function contributionLine(input: ContributionInput): ContributionLine {
  const { grossCents, category, rate } = input;
  const warnings: string[] = [];
  if (!rate && category !== 'CLINICAL') {
    warnings.push(NO_RATE_WARNING);
  }
  const rateBp = rateFor(category, rate);
  const full = shareCents(grossCents, rateBp, input.rounding);
  const label = SAH_CATEGORY_LABELS[category].toLowerCase();
  const why =
    category === 'CLINICAL'
      ? 'clinical supports 0%'
      : `${label} ${percentText(rateBp)}${rate ? (rate.grandfathered ? ' (grandfathered)' : '') : ' (no-assessment default)'}`;
  const room = input.capRoomCents;
  if (room === null || full <= room) {
    return {
      grossCents,
      category,
      rateBp,
      contributionCents: full,
      governmentCents: grossCents - full,
      parts: [{ grossCents, rateBp, contributionCents: full }],
      explanation: `Contribution: ${dollars(grossCents)} × ${why} = ${dollars(full)}; government ${dollars(grossCents - full)}`,
      warnings,
    };
  }
  // The cap is reached inside the line: the part whose contribution fills the room, then the rest at 0%.
  const before = Math.min(grossCents, Math.ceil((room * 10_000) / rateBp));
  const parts: ContributionPart[] = [
    { grossCents: before, rateBp, contributionCents: room },
    { grossCents: grossCents - before, rateBp: 0, contributionCents: 0 },
  ].filter((p) => p.grossCents > 0);
  warnings.push(
    "The lifetime cap is reached in this line: a projection, Services Australia's payment statement decides (SUPPORT-AT-HOME.md §7.2)",
  );
  return {
    grossCents,
    category,
    rateBp,
    contributionCents: room,
    governmentCents: grossCents - room,
    parts,
    explanation: `Contribution: ${dollars(before)} × ${why} capped at the ${dollars(room)} left under the lifetime cap; the remaining ${dollars(grossCents - before)} at 0% (cap reached); government ${dollars(grossCents - room)}`,
    warnings,
  };
}

/** The lifetime cap's room: the cap less the contributions paid to date, never below zero. */
export function lifetimeCapRoomCents(capCents: number, paidToDateCents: number): number {
  return Math.max(capCents - paidToDateCents, 0);
}

/** The lifetime cap row of the cohort in force on a date (the latest to start), or null. */
export function lifetimeCapOn<T extends { cohort: string; effectiveFrom: string }>(
  rows: readonly T[],
  grandfathered: boolean,
  date: string,
): T | null {
  const cohort = grandfathered ? 'GRANDFATHERED' : 'STANDARD';
  let found: T | null = null;
  for (const row of rows) {
    if (
      row.cohort === cohort &&
      row.effectiveFrom <= date &&
      (!found || row.effectiveFrom > found.effectiveFrom)
    ) {
      found = row;
    }
  }
  return found;
}
