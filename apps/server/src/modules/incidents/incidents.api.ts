// The front door of the incidents module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { linkedIncidents, settleReportIncident } from './raise-from-shift-report.ts';
