// The invoice settings are columns of the company row, which the companies module owns.
export { invoiceSettingsOf, updateInvoiceSettings } from '../companies/companies.api.ts';
