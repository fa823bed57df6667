// The replies of the Support at Home calls (docs/api.md "Support at Home"), for the server and the web.
import type { SahLineView } from './sah-claim-schemas.ts';
import type {
  FundingProgram,
  SahBudgetKind,
  SahBudgetRow,
  SahPensionStatus,
  SahSettings,
} from './sah-types.ts';

/** GET /SupportAtHome/get_budgets: the Setup page. */
export interface SahBudgetsView {
  /** False until the shipped rows are saved to the company (at the first change, or by the daily job). */
  seeded: boolean;
  rows: (SahBudgetRow & { rowId: string | null; quarterlyCents: number | null })[];
  settings: SahSettings;
  /** Warnings the page shows above the rows (a financial year with no rows of its own). */
  warnings: string[];
}

export interface SahClassificationView {
  classificationId: string;
  classification: string;
  label: string;
  approvalDate: string;
  startDate: string;
}

export interface SahContributionRateView {
  rateId: string;
  effectiveFrom: string;
  pensionStatus: SahPensionStatus;
  pensionStatusLabel: string;
  independenceBp: number;
  everydayLivingBp: number;
  warnings: string[];
}

/** GET /SupportAtHome/get_client_program. */
export interface SahProgramView {
  clientId: string;
  fundingProgram: FundingProgram;
  fundingProgramLabel: string;
  myAgedCareId: string | null;
  grandfathered: boolean;
  /** What being grandfathered means for this client, shown beside the flag. */
  grandfatheredMeaning: string | null;
  contributionsPaidCents: number;
  contributionsPaidAsOf: string | null;
  lifetimeCapCents: number | null;
  lifetimeCapRoomCents: number | null;
  carePartner: { staffId: string; name: string } | null;
  classifications: SahClassificationView[];
  contributionRates: SahContributionRateView[];
  warnings: string[];
}

/** GET /SupportAtHome/client_quarter. */
export interface SahQuarterView {
  clientId: string;
  quarter: { start: string; end: string; label: string };
  classification: string;
  kind: SahBudgetKind;
  budgetCents: number;
  careManagementCents: number;
  carriedInCents: number;
  servicesBudgetCents: number;
  usedCents: number;
  committedCents: number;
  remainingCents: number;
  carryOverCapCents: number;
  projectedCarryOutCents: number;
  projectedLapseCents: number;
  drawdownBasis: SahSettings['drawdownBasis'];
  estimate: boolean;
  /** Why `used` and `committed` count what they count (the services and prices are issue 39 item 3). */
  usedNote: string;
  claimWindowLastDay: string;
  /** The quarter's delivered lines (issue 39 item 4), in time order. */
  lines: SahLineView[];
  explanation: string[];
  warnings: string[];
}
