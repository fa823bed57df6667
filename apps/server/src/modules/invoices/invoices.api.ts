// The front door of the invoices module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { billToOfAccount } from './invoice-account-view.ts';
export {
  accountLines,
  accountsByNumber,
  insertPayment,
  invoiceAccounts,
  sentPayerNumbersSql,
} from './invoice-accounts.repo.ts';
export { markLinesClaimed, setLineClaimOutcome, unclaimLines } from './invoice-claims.repo.ts';
export { loadDrafts } from './invoice-loader.ts';
// Support at Home contribution invoices share the company's invoice numbering (the counter and the format).
export { invoiceSettingsOf, takeInvoiceNumbers } from './invoice-settings.repo.ts';
export { invoiceNumberOf, saveDrafts } from './invoice-write.repo.ts';
export { pricingRows } from './pricing-rows.repo.ts';
export { billedLinesOfDates, invoiceClient, savedInvoiceRows } from './saved-invoices.repo.ts';
export { emailInvoice } from './send-invoice.ts';
