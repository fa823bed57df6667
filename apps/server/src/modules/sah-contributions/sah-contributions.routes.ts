import { type RouteTable, route } from '../../http/route-table.ts';
import {
  agedContributionsRoute,
  clientContributionInvoicesRoute,
  clientContributionPdfRoute,
  contributionInvoicePdfRoute,
  contributionInvoiceRoute,
} from './contribution-invoices.ts';
import { contributionInvoicesRoute, runContributionInvoicingRoute } from './contribution-invoicing.ts';
import { recordContributionPaymentRoute } from './contribution-payments.ts';
import { sendContributionInvoiceRoute } from './contribution-send.ts';
import { contributionsOwedRoute } from './contributions-owed.ts';

/**
 * Support at Home contribution invoices (issue 39 item 5): the office invoices, sends and follows them
 * as it does invoices (invoice.manage; invoice.view reads); a client reads their own (the program's
 * view with the record rule: another client's is 404).
 */
export const sahContributionRoutes: RouteTable = [
  route(contributionInvoicesRoute, 'invoice.view', { client: 'query.clientId' }),
  route(runContributionInvoicingRoute, 'invoice.manage'),
  route(agedContributionsRoute, 'invoice.view'),
  route(contributionsOwedRoute, 'invoice.view'),
  route(contributionInvoiceRoute, 'invoice.view'),
  route(contributionInvoicePdfRoute, 'invoice.view'),
  route(sendContributionInvoiceRoute, 'invoice.manage'),
  route(recordContributionPaymentRoute, 'invoice.manage'),
  route(clientContributionInvoicesRoute, 'sahProgram.view', { client: 'query.clientId' }),
  route(clientContributionPdfRoute, 'sahProgram.view', { client: 'query.clientId' }),
];
