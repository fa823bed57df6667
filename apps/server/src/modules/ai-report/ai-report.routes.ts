import { type RouteTable, route } from '../../http/route-table.ts';
import { simaAutoShiftreportRoute } from './ai-report-endpoints.ts';

/**
 * The AI assistant's shift-report draft (spec 3 §2.1, §4.2, §7.1 sima_auto_shiftreport): offered
 * unless the shift is Upcoming or awaiting a cancellation decision. Nothing is saved: the web shows
 * the draft and saves it with the shift report calls when the user accepts it. A read: no
 * transaction is held while the chat service thinks.
 */
export const aiReportRoutes: RouteTable = [route(simaAutoShiftreportRoute, 'shiftReport.aiDraft')];
