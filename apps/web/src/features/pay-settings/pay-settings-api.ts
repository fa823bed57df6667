import type {
  AddRateYearInput,
  AllowanceEditInput,
  AwardSettingsInput,
  AwardSettingsView,
  ClassificationRateEditInput,
  EnableRateInput,
  ImportRatesInput,
  OnCostSettingsView,
  PayRatesView,
  PaySettingsView,
  PaySwitchesInput,
  StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';

/** Every query of this area starts with this key, so a change refreshes them together. */
export const PAY_KEY = ['pay-settings'] as const;

/** GET /StaffAwardSettings/get_staff_award_settings?staffId. */
export const fetchAwardSettings = (staffId: string, signal?: AbortSignal) =>
  api.get<AwardSettingsView>('/StaffAwardSettings/get_staff_award_settings', { query: { staffId }, signal });

/** POST /StaffAwardSettings/add_staff_award_settings. */
export const addAwardSettings = (body: AwardSettingsInput) =>
  api.post<StatusReply>('/StaffAwardSettings/add_staff_award_settings', body);

/** GET /PayRates/get_pay_rates. */
export const fetchPayRates = (signal?: AbortSignal) =>
  api.get<PayRatesView>('/PayRates/get_pay_rates', { signal });

/** POST /PayRates/edit_rate/{id}. */
export const editRate = (id: string, body: ClassificationRateEditInput) =>
  api.post<StatusReply>(`/PayRates/edit_rate/${encodeURIComponent(id)}`, body);

/** POST /PayRates/enable_rate/{id}. */
export const enableRate = (id: string, body: EnableRateInput) =>
  api.post<StatusReply>(`/PayRates/enable_rate/${encodeURIComponent(id)}`, body);

/** POST /PayRates/edit_allowance/{id}. */
export const editAllowance = (id: string, body: AllowanceEditInput) =>
  api.post<StatusReply>(`/PayRates/edit_allowance/${encodeURIComponent(id)}`, body);

/** POST /PayRates/add_year. */
export const addRateYear = (body: AddRateYearInput) => api.post<StatusReply>('/PayRates/add_year', body);

/** POST /PayRates/import (the CSV file's text). */
export const importRates = (body: ImportRatesInput) => api.post<StatusReply>('/PayRates/import', body);

/** GET /PayRates/get_pay_settings. */
export const fetchPaySettings = (signal?: AbortSignal) =>
  api.get<PaySettingsView>('/PayRates/get_pay_settings', { signal });

/** POST /PayRates/edit_pay_settings. */
export const savePaySettings = (body: PaySwitchesInput) =>
  api.post<StatusReply>('/PayRates/edit_pay_settings', body);

/** GET /PayRates/get_on_costs: super, workers' compensation and payroll tax (null: not set). */
export const fetchOnCosts = (signal?: AbortSignal) =>
  api.get<OnCostSettingsView>('/PayRates/get_on_costs', { signal });

/** POST /PayRates/edit_on_costs. */
export const saveOnCosts = (body: OnCostSettingsView) =>
  api.post<StatusReply>('/PayRates/edit_on_costs', body);
