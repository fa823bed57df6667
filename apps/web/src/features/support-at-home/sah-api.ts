import type {
  SahBudgetsView,
  SahProgramView,
  SahQuarterView,
  SahServicesImportReply,
  SahServicesView,
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
