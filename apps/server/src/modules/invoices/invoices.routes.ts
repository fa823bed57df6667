import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerInvoiceEdits } from './invoice-edits.ts';
import { registerInvoiceLoad } from './invoice-load.ts';
import { registerInvoicePdfs } from './invoice-pdf-routes.ts';
import { registerInvoiceSettings } from './invoice-settings.ts';
import { registerSavedInvoices } from './saved-invoices.ts';

/** Invoices (spec 3 §2.3, §7.4): load, edit, save, delete, the saved lists, PDFs and the billing settings. */
export function invoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerInvoiceLoad(app, deps);
  registerInvoiceEdits(app, deps);
  registerSavedInvoices(app, deps);
  registerInvoicePdfs(app, deps);
  registerInvoiceSettings(app, deps);
}
