import { type RouteTable, route } from '../../http/route-table.ts';
import { agedInvoicesRoute } from './aged-invoices.ts';
import {
  invoiceAccountRoute,
  markInvoiceSentRoute,
  recordPaymentRoute,
  sendInvoiceRoute,
  taxInvoicePdfRoute,
} from './invoice-accounts.ts';
import {
  activityOptionsRoute,
  clientBillingRoute,
  confirmShortDeliveryRoute,
  editInvoiceRoute,
  getInvoicedetailsRoute,
  postClientBillingRoute,
} from './invoice-edits.ts';
import { deleteInvoicesRoute, loadInvoiceRoute, saveInvoiceRoute } from './invoice-load.ts';
import { invoicePdfRoute } from './invoice-pdf.route.ts';
import { editInvoiceSettingsRoute, getInvoiceSettingsRoute } from './invoice-settings.ts';
import { listDategroupInvoicesRoute, listInvoicesRoute } from './saved-invoices.ts';

/** Invoices (spec 3 §2.3, §7.4): load, edit, save, delete, the saved lists, PDFs and the billing settings. */
export const invoiceRoutes: RouteTable = [
  route(loadInvoiceRoute, 'invoice.manage'),
  route(deleteInvoicesRoute, 'invoice.manage'),
  route(saveInvoiceRoute, 'invoice.manage'),
  route(editInvoiceRoute, 'invoice.manage'),
  route(activityOptionsRoute, 'invoice.manage'),
  route(confirmShortDeliveryRoute, 'invoice.manage'),
  route(getInvoicedetailsRoute, 'invoice.view'),
  route(clientBillingRoute, 'client.viewTabs', { client: 'params.profileId' }),
  route(postClientBillingRoute, 'invoice.manage', { client: 'params.profileId' }),
  route(listInvoicesRoute, 'invoice.view'),
  route(listDategroupInvoicesRoute, 'invoice.view'),
  route(invoicePdfRoute('ungrouped'), 'invoice.view'),
  route(invoicePdfRoute('grouped'), 'invoice.view'),
  route(invoiceAccountRoute, 'invoice.view'),
  route(taxInvoicePdfRoute, 'invoice.view'),
  route(agedInvoicesRoute, 'invoice.view'),
  route(sendInvoiceRoute, 'invoice.manage'),
  route(markInvoiceSentRoute, 'invoice.manage'),
  route(recordPaymentRoute, 'invoice.manage'),
  route(getInvoiceSettingsRoute, 'workSettings.view'),
  route(editInvoiceSettingsRoute, 'workSettings.manage'),
];
