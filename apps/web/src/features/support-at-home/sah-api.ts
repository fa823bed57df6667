import type {
  SahBudgetsView,
  SahClaimBatchDetail,
  SahClaimBatchMade,
  SahClaimBatchView,
  SahPreflightView,
  SahProgramView,
  SahQuarterView,
  SahServicesImportReply,
  SahServicesView,
  SahStatementImportReply,
  SahStatementRunView,
  SahStatementsView,
  StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { downloadApiFile } from '../../ui/upload/download-file.ts';

/** Every query of this area starts with this key, so a change refreshes them together. */
export const SAH_KEY = ['support-at-home'] as const;

/** GET /SupportAtHome/get_client_program?clientId. */
export const fetchSahProgram = (clientId: string, signal?: AbortSignal) =>
  api.get<SahProgramView>('/SupportAtHome/get_client_program', { query: { clientId }, signal });

/** GET /SupportAtHome/client_quarter?clientId&date. */
export const fetchSahQuarter = (clientId: string, date: string, signal?: AbortSignal) =>
  api.get<SahQuarterView>('/SupportAtHome/client_quarter', { query: { clientId, date }, signal });

/** POST /SupportAtHome/save_client_program (the form's values as typed; the server reads them). */
export const saveSahProgram = (body: object) =>
  api.post<StatusReply>('/SupportAtHome/save_client_program', body);

/** POST /SupportAtHome/add_classification. */
export const addSahClassification = (body: object) =>
  api.post<StatusReply>('/SupportAtHome/add_classification', body);

/** POST /SupportAtHome/add_contribution_rate. */
export const addSahContributionRate = (body: object) =>
  api.post<StatusReply>('/SupportAtHome/add_contribution_rate', body);

/** GET /SupportAtHome/get_budgets. */
export const fetchSahBudgets = (signal?: AbortSignal) =>
  api.get<SahBudgetsView>('/SupportAtHome/get_budgets', { signal });

/** POST /SupportAtHome/save_budget_row. */
export const saveSahBudgetRow = (body: object) =>
  api.post<StatusReply>('/SupportAtHome/save_budget_row', body);

/** POST /SupportAtHome/edit_settings. */
export const saveSahSettings = (body: object) => api.post<StatusReply>('/SupportAtHome/edit_settings', body);

/** GET /SupportAtHome/get_services. */
export const fetchSahServices = (signal?: AbortSignal) =>
  api.get<SahServicesView>('/SupportAtHome/get_services', { signal });

/** POST /SupportAtHome/add_service_price. */
export const addSahServicePrice = (body: object) =>
  api.post<StatusReply>('/SupportAtHome/add_service_price', body);

/** POST /SupportAtHome/import_services. */
export const importSahServices = (body: { csv: string }) =>
  api.post<SahServicesImportReply>('/SupportAtHome/import_services', body);

/** Support at Home claims (issue 39 item 4): the office's pre-flight, claims, files and statements. */
export const SAH_CLAIMS_KEY = [...SAH_KEY, 'claims'] as const;
export const sahPreflightKey = (period: { fromDate: string; toDate: string } | null) =>
  [...SAH_CLAIMS_KEY, 'preflight', period] as const;
export const sahClaimsKey = () => [...SAH_CLAIMS_KEY, 'batches'] as const;
export const sahClaimKey = (id: string) => [...SAH_CLAIMS_KEY, 'batch', id] as const;

/** GET /SupportAtHome/claims/preflight. */
export const fetchSahPreflight = (period: { fromDate: string; toDate: string }, signal?: AbortSignal) =>
  api.get<SahPreflightView>('/SupportAtHome/claims/preflight', { query: period, signal });

/** POST /SupportAtHome/claims/create_batch, once the office confirmed the count and total it was shown. */
export const createSahClaim = (
  period: { fromDate: string; toDate: string },
  confirmed: { count: number; totalCents: number },
) =>
  api.post<SahClaimBatchMade>(
    '/SupportAtHome/claims/create_batch',
    { ...period, confirmedCount: confirmed.count, confirmedTotalCents: confirmed.totalCents },
    { toastSuccess: false },
  );

/** GET /SupportAtHome/claims/batches. */
export const fetchSahClaims = (signal?: AbortSignal) =>
  api.get<SahClaimBatchView[]>('/SupportAtHome/claims/batches', { signal });

/** GET /SupportAtHome/claims/batches/{id}. */
export const fetchSahClaim = (id: string, signal?: AbortSignal) =>
  api.get<SahClaimBatchDetail>(`/SupportAtHome/claims/batches/${encodeURIComponent(id)}`, { signal });

/** Downloads a claim's upload file, byte for byte as made. */
export const downloadSahClaimFile = (claim: { claimBatchId: string; fileName: string }) =>
  downloadApiFile(
    `/SupportAtHome/claims/batches/${encodeURIComponent(claim.claimBatchId)}/file`,
    claim.fileName,
  );

/** POST /SupportAtHome/claims/import_statement (multipart `file`). */
export function importSahStatement(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<SahStatementImportReply>('/SupportAtHome/claims/import_statement', form, {
    toastSuccess: false,
    toastFailure: false,
  });
}
/** GET /SupportAtHome/statements?clientId: a client's monthly statements (the office). */
export const fetchSahStatements = (clientId: string, signal?: AbortSignal) =>
  api.get<SahStatementsView>('/SupportAtHome/statements', { query: { clientId }, signal });

/** GET /SupportAtHome/my_statements: the signed-in client's own (the portal). */
export const fetchMySahStatements = (signal?: AbortSignal) =>
  api.get<SahStatementsView>('/SupportAtHome/my_statements', { signal });

/** POST /SupportAtHome/statements/generate: starts the month's run. */
export const generateSahStatements = (month: string) =>
  api.post<SahStatementRunView & { message: string }>('/SupportAtHome/statements/generate', { month });

/** GET /SupportAtHome/statements/run?id: a run's progress. */
export const fetchSahStatementRun = (id: string, signal?: AbortSignal) =>
  api.get<SahStatementRunView>('/SupportAtHome/statements/run', { query: { id }, signal });

/** Downloads a statement's PDF. */
export const downloadSahStatement = (s: { statementId: string; month: string; version: number }) =>
  downloadApiFile(
    `/SupportAtHome/statements/pdf?id=${encodeURIComponent(s.statementId)}`,
    `Support-at-Home-statement-${s.month}-v${s.version}.pdf`,
  );
