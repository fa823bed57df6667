import { type RouteTable, route } from '../../http/route-table.ts';
import { addStaffAwardSettingsRoute, getStaffAwardSettingsRoute } from './award-settings.ts';
import { editOnCostsRoute, getOnCostsRoute } from './on-costs.ts';
import { editAllowanceRoute, editRateRoute, enableRateRoute, getPayRatesRoute } from './pay-rates.ts';
import { editPaySettingsRoute, getPaySettingsRoute } from './pay-switches.ts';
import { addRateYearRoute, importRatesRoute } from './rate-years.ts';

/** Pay (issue 38 items 1–3): a worker's award settings, the award's rates as data, the company's pay switches. */
export const paySettingsRoutes: RouteTable = [
  route(getStaffAwardSettingsRoute, ['staffPay.manage', 'staffPay.viewOwn'], { staff: 'query.staffId' }),
  route(addStaffAwardSettingsRoute, 'staffPay.manage', { staff: 'body.staffId' }),
  route(getPayRatesRoute, 'payRates.view'),
  route(editRateRoute, 'payRates.manage'),
  route(enableRateRoute, 'payRates.manage'),
  route(editAllowanceRoute, 'payRates.manage'),
  route(addRateYearRoute, 'payRates.manage'),
  route(importRatesRoute, 'payRates.manage'),
  route(getPaySettingsRoute, 'payRates.view'),
  route(editPaySettingsRoute, 'payRates.manage'),
  route(getOnCostsRoute, 'payRates.view'),
  route(editOnCostsRoute, 'payRates.manage'),
];
