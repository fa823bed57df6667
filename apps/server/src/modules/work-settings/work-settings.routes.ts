import { type RouteTable, route } from '../../http/route-table.ts';
import {
  addPublicHolidayRoute,
  deletePublicHolidayRoute,
  getPublicHolidaysRoute,
} from './public-holidays.ts';
import {
  editTimeperiodRoute,
  editWorkSettingsRoute,
  getTimeperiodRoute,
  getWorkSettingsRoute,
} from './settings.route.ts';

/** The company's work settings, time periods and public holidays (docs/workforce.md). */
export const workSettingsRoutes: RouteTable = [
  route(getWorkSettingsRoute, 'workSettings.view'),
  route(editWorkSettingsRoute, 'workSettings.manage'),
  route(getTimeperiodRoute, 'workSettings.view'),
  route(editTimeperiodRoute, 'workSettings.manage'),
  route(getPublicHolidaysRoute, 'workSettings.view'),
  route(addPublicHolidayRoute, 'workSettings.manage'),
  route(deletePublicHolidayRoute, 'workSettings.manage'),
];
