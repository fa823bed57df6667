import { type MarginGroupBy, type MarginReportView, marginCsvFileName } from '@care/domain';
import { api } from '../../api/api.ts';
import { downloadApiFile } from '../../ui/upload/download-file.ts';

/** Query keys: every read of this area starts with 'margins'. A missing period is the current one. */
export const marginKey = (periodStart: string | null) => ['margins', periodStart ?? 'current'] as const;

/** GET /Margins/get_margin_report: the period's margin in every grouping (the page switches among them). */
export const fetchMargin = (periodStart: string | null, signal?: AbortSignal) =>
  api.get<MarginReportView>('/Margins/get_margin_report', {
    query: periodStart ? { periodStart } : {},
    signal,
  });

/** Downloads one grouping of the period's margin as CSV (GET /Margins/export_margin_csv). */
export const downloadMarginCsv = (fromDate: string, toDate: string, groupBy: MarginGroupBy) =>
  downloadApiFile(
    `/Margins/export_margin_csv?periodStart=${encodeURIComponent(fromDate)}&groupBy=${groupBy}`,
    marginCsvFileName(fromDate, toDate, groupBy),
  );
