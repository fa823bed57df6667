// The words of Support at Home (docs/reference/SUPPORT-AT-HOME.md) as types and fixed lists. Money is
// in integer cents, rates in basis points (17.5% is 1750), dates are calendar dates 'YYYY-MM-DD'.

/** How a client is funded: the product routes each line by it (SUPPORT-AT-HOME.md §12.2 rule 20). */
export const FUNDING_PROGRAMS = ['NDIS', 'SUPPORT_AT_HOME', 'PRIVATE'] as const;
export type FundingProgram = (typeof FUNDING_PROGRAMS)[number];
export const FUNDING_PROGRAM_LABELS: Record<FundingProgram, string> = {
  NDIS: 'NDIS',
  SUPPORT_AT_HOME: 'Support at Home',
  PRIVATE: 'Private',
};

/** The eight ongoing classifications (§1.1). */
export const SAH_CLASSIFICATIONS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type SahClassification = (typeof SAH_CLASSIFICATIONS)[number];

/** The short-term pathways (§4): their funding is an amount per episode, not a quarterly budget. */
export const SAH_PATHWAYS = ['RESTORATIVE_CARE', 'END_OF_LIFE', 'AT_HM'] as const;
export type SahPathway = (typeof SAH_PATHWAYS)[number];
export const SAH_PATHWAY_LABELS: Record<SahPathway, string> = {
  RESTORATIVE_CARE: 'Restorative Care',
  END_OF_LIFE: 'End-of-Life',
  AT_HM: 'Assistive technology and home modifications (AT-HM)',
};

/** What a budget row prices: an ongoing classification, or a pathway amount (AT and HM by tier). */
export const SAH_BUDGET_KINDS = [
  'CLASS_1',
  'CLASS_2',
  'CLASS_3',
  'CLASS_4',
  'CLASS_5',
  'CLASS_6',
  'CLASS_7',
  'CLASS_8',
  'RESTORATIVE_CARE',
  'END_OF_LIFE',
  'AT_LOW',
  'AT_MEDIUM',
  'AT_HIGH',
  'HM',
] as const;
export type SahBudgetKind = (typeof SAH_BUDGET_KINDS)[number];

/**
 * An effective-dated budget row (§1.1 product rule). For a classification the amount is the annual
 * one (the quarter is derived, §1.1 DERIVED); for a pathway it is the episode's amount.
 */
export interface SahBudgetRow {
  id: string;
  kind: SahBudgetKind;
  amountCents: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  source: string;
  /** 'confirmed' by a government page; 'unconfirmed' when the reference says so (shown, never hidden). */
  status: 'confirmed' | 'unconfirmed';
}

/** The three contribution categories (§5.1, §7.1). */
export const SAH_CATEGORIES = ['CLINICAL', 'INDEPENDENCE', 'EVERYDAY_LIVING'] as const;
export type SahCategory = (typeof SAH_CATEGORIES)[number];
export const SAH_CATEGORY_LABELS: Record<SahCategory, string> = {
  CLINICAL: 'Clinical supports',
  INDEPENDENCE: 'Independence',
  EVERYDAY_LIVING: 'Everyday living',
};

/** The person's status on the Services Australia notice (§7.1): it labels the rates, never sets them. */
export const SAH_PENSION_STATUSES = [
  'FULL_PENSIONER',
  'PART_PENSIONER',
  'SELF_FUNDED_CSHC',
  'SELF_FUNDED',
  'NOT_ASSESSED',
] as const;
export type SahPensionStatus = (typeof SAH_PENSION_STATUSES)[number];
export const SAH_PENSION_STATUS_LABELS: Record<SahPensionStatus, string> = {
  FULL_PENSIONER: 'Full pensioner',
  PART_PENSIONER: 'Part pensioner',
  SELF_FUNDED_CSHC: 'Self-funded retiree with a Commonwealth Seniors Health Card',
  SELF_FUNDED: 'Self-funded retiree (no card)',
  NOT_ASSESSED: 'No means assessment',
};

/** A client's contribution rates as entered from the notice (§7.1), effective-dated. */
export interface SahContributionRate {
  effectiveFrom: string;
  effectiveTo: string | null;
  status: SahPensionStatus;
  /** Basis points: 5% is 500. */
  independenceBp: number;
  everydayLivingBp: number;
  grandfathered: boolean;
}

/** Rounding of a share to the cent (§14 open point 7): half-up by default. */
export const SAH_ROUNDINGS = ['HALF_UP', 'TRUNCATE'] as const;
export type SahRounding = (typeof SAH_ROUNDINGS)[number];

/** What the budget is drawn down by (§8, §14 open point 8): the full price by default. */
export const SAH_DRAWDOWN_BASES = ['FULL_PRICE', 'GOVERNMENT_SHARE'] as const;
export type SahDrawdownBasis = (typeof SAH_DRAWDOWN_BASES)[number];

/** Day 1 of the 60-day claiming period (§9.3, §14 open point 12): the budget's end date by default. */
export const SAH_LATE_CLAIM_DAY_ONE = ['END_DATE', 'DAY_AFTER'] as const;
export type SahLateClaimDayOne = (typeof SAH_LATE_CLAIM_DAY_ONE)[number];

/** The company's Support at Home settings: every UNCONFIRMED reading the reference makes a setting. */
export interface SahSettings {
  drawdownBasis: SahDrawdownBasis;
  careManagementRounding: SahRounding;
  contributionRounding: SahRounding;
  lateClaimDayOne: SahLateClaimDayOne;
}

export const DEFAULT_SAH_SETTINGS: SahSettings = {
  drawdownBasis: 'FULL_PRICE',
  careManagementRounding: 'HALF_UP',
  contributionRounding: 'HALF_UP',
  lateClaimDayOne: 'END_DATE',
};
