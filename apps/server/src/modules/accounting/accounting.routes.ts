import { type RouteTable, route } from '../../http/route-table.ts';
import {
  chooseOrganisationRoute,
  connectXeroRoute,
  disconnectXeroRoute,
  xeroAuthRoute,
} from './connect-xero.ts';
import {
  earningsRatesRoute,
  getAccountingJobRoute,
  getIntegrationsRoute,
  saveIntegrationSettingsRoute,
} from './integrations.ts';
import { postedInvoicesRoute, postInvoicesRoute } from './post-invoices.ts';
import { postTimesheetsRoute } from './post-timesheets.ts';

/** Setup → Integrations and the Xero connection (issue 28): the office reads it; a company administrator changes it. */
export const accountingRoutes: RouteTable = [
  route(getIntegrationsRoute, 'integration.view'),
  route(connectXeroRoute, 'integration.manage'),
  route(xeroAuthRoute, 'integration.manage'),
  route(chooseOrganisationRoute, 'integration.manage'),
  route(disconnectXeroRoute, 'integration.manage'),
  route(saveIntegrationSettingsRoute, 'integration.manage'),
  route(earningsRatesRoute, 'integration.manage'),
  route(getAccountingJobRoute, ['integration.view', 'invoice.manage', 'timesheet.post']),
  route(postInvoicesRoute, 'invoice.manage'),
  route(postedInvoicesRoute, ['invoice.manage', 'invoice.view']),
  route(postTimesheetsRoute, 'timesheet.post'),
];
