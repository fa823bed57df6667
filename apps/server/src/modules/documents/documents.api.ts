// The front door of the documents module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { listDocuments } from './documents.repo.ts';
export { expiringDocuments, sendDocumentExpiryAlerts } from './expiry-alerts.ts';
export { screeningByStaff } from './screening.repo.ts';
