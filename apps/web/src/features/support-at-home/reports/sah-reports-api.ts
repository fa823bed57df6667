import type { ClaimsOutstanding, ContributionsOwed, SahBudgetUseView } from '@care/domain';
import { api } from '../../../api/api.ts';
import { downloadApiFile } from '../../../ui/upload/download-file.ts';

/** Query keys: every read of the reports starts with these. */
export const budgetUseKey = (date: string) => ['support-at-home', 'reports', 'budget-use', date] as const;
export const claimsOutstandingKey = ['support-at-home', 'reports', 'claims-outstanding'] as const;
export const contributionsOwedKey = ['support-at-home', 'reports', 'contributions-owed'] as const;

/** GET /SupportAtHome/report_budget_use?date: each client's quarter and its risk. */
export const fetchBudgetUse = (date: string, signal?: AbortSignal) =>
  api.get<SahBudgetUseView>('/SupportAtHome/report_budget_use', { query: { date }, signal });

/** GET /SupportAtHome/report_claims_outstanding: claimed and not paid, by age. */
export const fetchClaimsOutstanding = (signal?: AbortSignal) =>
  api.get<ClaimsOutstanding>('/SupportAtHome/report_claims_outstanding', { signal });

/** The budget-use CSV of the quarter holding `date`. */
export const downloadBudgetUseCsv = (date: string, quarterStart: string) =>
  downloadApiFile(
    `/SupportAtHome/report_budget_use?date=${encodeURIComponent(date)}&format=csv`,
    `support-at-home-budget-use-${quarterStart}.csv`,
  );

/** The claims-outstanding CSV. */
export const downloadClaimsOutstandingCsv = (today: string) =>
  downloadApiFile(
    '/SupportAtHome/report_claims_outstanding?format=csv',
    `support-at-home-claims-outstanding-${today}.csv`,
  );

/** GET /SupportAtHome/report_contributions_owed: sent contribution invoices still owed, per client by days past due. */
export const fetchContributionsOwed = (signal?: AbortSignal) =>
  api.get<ContributionsOwed>('/SupportAtHome/report_contributions_owed', { signal });

/** The contributions-owed CSV. */
export const downloadContributionsOwedCsv = (today: string) =>
  downloadApiFile(
    '/SupportAtHome/report_contributions_owed?format=csv',
    `support-at-home-contributions-owed-${today}.csv`,
  );
