import type {
  InvoiceSettings,
  PublicHolidayInput,
  PublicHolidayView,
  StatusReply,
  TimePeriodsInput,
  TimePeriodView,
  WorkSettingsInput,
  WorkSettingsView,
} from '@care/domain';
import { api } from '../../api/api.ts';

/** Every query of this area starts with this key, so a change refreshes them together. */
export const WORK_SETTINGS_KEY = ['work-settings'] as const;
export const holidaysKey = (year: number) => [...WORK_SETTINGS_KEY, 'holidays', year] as const;

/** GET /SetUp/get_work_settings. */
export const fetchWorkSettings = (signal?: AbortSignal) =>
  api.get<WorkSettingsView>('/SetUp/get_work_settings', { signal });

/** POST /SetUp/edit_work_settings. */
export const saveWorkSettings = (body: WorkSettingsInput) =>
  api.post<StatusReply>('/SetUp/edit_work_settings', body);

/** GET /TimePeriods/get_timeperiod. */
export const fetchTimePeriods = (signal?: AbortSignal) =>
  api.get<TimePeriodView[]>('/TimePeriods/get_timeperiod', { signal });

/** POST /TimePeriods/edit_timeperiod. */
export const saveTimePeriods = (body: TimePeriodsInput) =>
  api.post<StatusReply>('/TimePeriods/edit_timeperiod', body);

/** GET /SetUp/get_public_holidays?year (seeded for the company's state on first read). */
export const fetchHolidays = (year: number, signal?: AbortSignal) =>
  api.get<PublicHolidayView[]>('/SetUp/get_public_holidays', { query: { year }, signal });

/** POST /SetUp/add_public_holiday. */
export const addHoliday = (body: PublicHolidayInput) =>
  api.post<StatusReply>('/SetUp/add_public_holiday', body);

/** POST /SetUp/delete_public_holiday/{id}. */
export const removeHoliday = (id: string) =>
  api.post<StatusReply>(`/SetUp/delete_public_holiday/${encodeURIComponent(id)}`);

/** GET /SetUp/get_invoice_settings: short-notice cancellations billed, the claim file's date format and GST code. */
export const fetchInvoiceSettings = (signal?: AbortSignal) =>
  api.get<InvoiceSettings>('/SetUp/get_invoice_settings', { signal });

/** POST /SetUp/edit_invoice_settings. */
export const saveInvoiceSettings = (body: InvoiceSettings) =>
  api.post<StatusReply>('/SetUp/edit_invoice_settings', body);
