import type { PricingPlace } from '../catalogue/pricing.ts';
import type { CatalogueIndex } from '../invoices/invoice-lines.ts';
import type { PreflightProblem } from './claim-view.ts';

/** A saved line as the pre-flight reads it. */
export interface PreflightInput {
  invoicesId: string;
  profileId: string;
  ndisNo: string | null;
  place: PricingPlace;
  date: string;
  dateFrom: Date;
  dateTo: Date;
  itemNumber: string | null;
  supportItemId: string | null;
  /** Clients on the shift (the group's size divides the limit). */
  groupSize: number;
  unitPriceCents: number;
  amountCents: number;
  quantity: number;
  claimReference: string;
}

/** A client's plan as the pre-flight reads it. */
export interface PreflightPlan {
  startDate: string;
  endDate: string;
  management: string;
  planManager: string | null;
}

/** A line already claimed (Claimed or Paid), to find duplicates. */
export interface ClaimedLine {
  invoicesId: string;
  profileId: string;
  itemNumber: string | null;
  dateFrom: Date;
  dateTo: Date;
}

export interface PreflightContext {
  catalogue: CatalogueIndex;
  /** The client's plans. */
  plans: readonly PreflightPlan[];
  /** The client's lines already claimed or paid. */
  claimed: readonly ClaimedLine[];
}

/** The company's own problems (no NDIS registration number, no ABN): each fails the whole file. */
export function companyProblems(_company: { ndisRegistrationNumber: string | null; abn: string | null }): PreflightProblem[] {
  throw new Error('D2 implements');
}

/** Every rule of WORKFORCE.md "Claims" a line breaks, each with how to fix it; [] when it passes. */
export function preflightLine(_line: PreflightInput, _ctx: PreflightContext): PreflightProblem[] {
  throw new Error('D2 implements');
}
