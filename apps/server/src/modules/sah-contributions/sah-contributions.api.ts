// The front door of the sah-contributions module (Support at Home contribution invoices): what other
// areas may use of it: the run, the send and a payment, for the demo seed. Its routes are read by
// routes.ts alone, and it reads the claim lines it invoices in SQL (a FOREIGN_READS entry), so the
// support-at-home area, which the roster imports, never imports the invoices area (no module
// circle). Nothing else of the module is imported from outside it (modules/module-doors.test.ts).
export { invoiceContributions } from './contribution-invoicing.ts';
export { recordContributionPayment } from './contribution-payments.ts';
export { sendContributionInvoice } from './contribution-send.ts';
