import { type RouteTable, route } from '../../http/route-table.ts';
import {
  chooseOrganisationRoute,
  connectXeroRoute,
  disconnectXeroRoute,
  xeroAuthRoute,
} from './connect-xero.ts';
import { XERO_IMPORTS, xeroImportRoutesOf } from './import-people.ts';
import {
  earningsRatesRoute,
  getAccountingJobRoute,
  getIntegrationsRoute,
  saveIntegrationSettingsRoute,
} from './integrations.ts';
import {
  getPayCategoryMappingRoute,
  payItemsRoute,
  savePayCategoryMappingRoute,
} from './pay-category-mapping.ts';
import { postedInvoicesRoute, postInvoicesRoute } from './post-invoices.ts';
import { postTimesheetsRoute } from './post-timesheets.ts';
import { unlinkRecordRouteOf } from './unlink-record.ts';
import { updateRecordRouteOf, XERO_UPDATES } from './update-record.ts';

/** Setup → Integrations and the Xero connection (issue 28): the office reads it; a company administrator changes it. */
export const accountingRoutes: RouteTable = [
  route(getIntegrationsRoute, 'integration.view'),
  route(connectXeroRoute, 'integration.manage'),
  route(xeroAuthRoute, 'integration.manage'),
  route(chooseOrganisationRoute, 'integration.manage'),
  route(disconnectXeroRoute, 'integration.manage'),
  route(saveIntegrationSettingsRoute, 'integration.manage'),
  route(earningsRatesRoute, 'integration.manage'),
  route(payItemsRoute, 'integration.manage'),
  // The post dialog shows the categories not mapped yet before any post.
  route(getPayCategoryMappingRoute, ['integration.view', 'timesheet.post']),
  route(savePayCategoryMappingRoute, 'integration.manage'),
  route(getAccountingJobRoute, ['integration.view', 'invoice.manage', 'timesheet.post']),
  route(postInvoicesRoute, 'invoice.manage'),
  route(postedInvoicesRoute, ['invoice.manage', 'invoice.view']),
  route(postTimesheetsRoute, 'timesheet.post'),
  ...XERO_IMPORTS.flatMap((imp) => {
    const { preview, run } = xeroImportRoutesOf(imp);
    return [route(preview, imp.permission), route(run, imp.permission)];
  }),
  // Only on a record the caller reaches (404 otherwise).
  ...XERO_UPDATES.map((u) => route(updateRecordRouteOf(u), u.permission, { [u.kind]: 'params.id' })),
  ...XERO_UPDATES.map((u) => route(unlinkRecordRouteOf(u), u.permission, { [u.kind]: 'params.id' })),
];
