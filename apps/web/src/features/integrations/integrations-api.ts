import type {
  AccountingJobView,
  AccountingSettingsInput,
  IntegrationView,
  PayCategoryMappingInput,
  PayCategoryMappingView,
  PayItemView,
  PostInvoicesInput,
  XeroAuthReply,
} from '@care/domain';
import { api } from '../../api/api.ts';

export const INTEGRATIONS_KEY = ['integrations'] as const;

/** GET /Integrations/get_integrations (spec 1 §7.5). */
export const fetchIntegrations = (signal?: AbortSignal) =>
  api.get<IntegrationView[]>('/Integrations/get_integrations', { signal });

/** POST /Integrations/connect_xero: the Xero authorize address to open. */
export const startXeroConnect = () => api.post<{ authorizeUrl: string }>('/Integrations/connect_xero', {});

/** GET /SetUp/xero_auth?userId&code&state (spec 3 §7.6), called once by the callback page. */
export const finishXeroConnect = (query: { code: string; state: string; error?: string; userId?: string }) =>
  api.get<XeroAuthReply>('/SetUp/xero_auth', { query });

export const chooseOrganisation = (tenantId: string) =>
  api.post<{ message: string }>('/Integrations/choose_organisation', { tenantId });

export const disconnectXero = () => api.post<{ message: string }>('/Integrations/disconnect', {});

export const saveIntegrationSettings = (body: AccountingSettingsInput) =>
  api.post<{ message: string }>('/Integrations/save_settings', body);

export const fetchEarningsRates = (signal?: AbortSignal) =>
  api.get<{ id: string; name: string; kind: string; units: string }[]>('/Integrations/earnings_rates', {
    signal,
  });

export const fetchAccountingJob = (id: string, signal?: AbortSignal) =>
  api.get<AccountingJobView>('/Integrations/get_job', { query: { id }, signal });

/** POST /Invoice/post_to_accounting: starts the job posting the period's saved invoices. */
export const postInvoicesToAccounting = (body: PostInvoicesInput) =>
  api.post<{ jobId: string; message: string; total: number }>('/Invoice/post_to_accounting', body);

/** POST /Timesheets/post_to_accounting: Post Staff Timesheet (a worker) or Send All (`All`), as a job. */
export const postTimesheetsToAccounting = (body: { staffId: string; fromDate: string; toDate: string }) =>
  api.post<{ jobId: string; message: string; total: number }>('/Timesheets/post_to_accounting', body);

export const PAY_MAPPING_KEY = [...INTEGRATIONS_KEY, 'pay-category-mapping'] as const;

/** GET /Integrations/pay_items: the earnings rates and allowance types, read from Xero. */
export const fetchPayItems = (signal?: AbortSignal) =>
  api.get<PayItemView[]>('/Integrations/pay_items', { signal });

/** GET /Integrations/get_pay_category_mapping: each pay line category's pay item, and the missing ones. */
export const fetchPayCategoryMapping = (signal?: AbortSignal) =>
  api.get<PayCategoryMappingView>('/Integrations/get_pay_category_mapping', { signal });

export const savePayCategoryMapping = (body: PayCategoryMappingInput) =>
  api.post<PayCategoryMappingView & { message: string }>('/Integrations/save_pay_category_mapping', body);
