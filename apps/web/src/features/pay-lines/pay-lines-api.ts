import {
  type MyPayView,
  type PayPeriodSummaryView,
  payCsvFileName,
  type StaffPayLinesView,
  type StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { downloadApiFile } from '../../ui/upload/download-file.ts';

/** Query keys: every read of this area starts with 'pay-lines'. A missing period is the current one. */
export const PAY_LINES_KEY = ['pay-lines'] as const;
export const myPayKey = (periodStart: string | null) =>
  [...PAY_LINES_KEY, 'mine', periodStart ?? 'current'] as const;
export const paySummaryKey = (periodStart: string | null) =>
  [...PAY_LINES_KEY, 'summary', periodStart ?? 'current'] as const;
export const staffPayKey = (staffId: string, fromDate: string, toDate: string) =>
  [...PAY_LINES_KEY, 'staff', staffId, fromDate, toDate] as const;

const periodQuery = (periodStart: string | null) => (periodStart ? { periodStart } : {});

/** GET /PayLines/get_my_pay: the signed-in worker's pay of a period (the current one by default). */
export const fetchMyPay = (periodStart: string | null, signal?: AbortSignal) =>
  api.get<MyPayView>('/PayLines/get_my_pay', { query: periodQuery(periodStart), signal });

/** GET /PayLines/get_pay_period_summary: every worker's pay of a period (the current one by default). */
export const fetchPaySummary = (periodStart: string | null, signal?: AbortSignal) =>
  api.get<PayPeriodSummaryView>('/PayLines/get_pay_period_summary', {
    query: periodQuery(periodStart),
    signal,
  });

/** GET /PayLines/get_staff_pay_lines: one worker's lines of the periods a range touches. */
export const fetchStaffPayLines = (staffId: string, fromDate: string, toDate: string, signal?: AbortSignal) =>
  api.get<StaffPayLinesView>('/PayLines/get_staff_pay_lines', {
    query: { staffId, fromDate, toDate },
    signal,
  });

/** Downloads the period's pay lines as CSV (GET /PayLines/export_pay_lines_csv). */
export const downloadPayCsv = (fromDate: string, toDate: string) =>
  downloadApiFile(
    `/PayLines/export_pay_lines_csv?periodStart=${encodeURIComponent(fromDate)}`,
    payCsvFileName(fromDate, toDate),
  );

/** POST /PayLines/approve_pay_period: freezes one worker's period (the client shows the server's message). */
export const approvePayPeriod = (staffId: string, periodStart: string) =>
  api.post<StatusReply & { payRunId: string; totalCents: number }>('/PayLines/approve_pay_period', {
    staffId,
    periodStart,
  });
