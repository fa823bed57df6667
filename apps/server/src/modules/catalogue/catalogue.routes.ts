import { type RouteTable, route } from '../../http/route-table.ts';
import { cataloguesRoute, itemsSupportCatalogueRoute, registrationGroupsRoute } from './catalogue-browse.ts';
import { importSupportCatalogueRoute } from './catalogue-import.ts';
import {
  acceptScheduleRoute,
  addScheduleOfSupportRoute,
  deleteScheduleRoute,
  getAllSupportSchedulesRoute,
  getClientSupportSchedulesRoute,
  getNdiaDpaItemsRoute,
} from './support-schedules.ts';
import { getAllSupportTypeRoute } from './support-types.ts';

/** The NDIS Support Catalogue (import, browse) and the client's support schedule. */
export const catalogueRoutes: RouteTable = [
  route(importSupportCatalogueRoute, 'catalogue.import'),
  route(itemsSupportCatalogueRoute, 'catalogue.view'),
  route(registrationGroupsRoute, 'catalogue.view'),
  route(cataloguesRoute, 'catalogue.import'),
  route(getNdiaDpaItemsRoute, 'catalogue.view', { client: 'query.clientId' }),
  // Anyone on the care team may add a line; only the office's (supportSchedule.price) prices invoices.
  route(addScheduleOfSupportRoute, ['clientRecord.add', 'supportSchedule.price'], {
    client: 'body.profileId',
  }),
  route(acceptScheduleRoute, 'supportSchedule.price'),
  route(deleteScheduleRoute, 'clientRecord.delete'),
  route(getClientSupportSchedulesRoute, 'clientRecord.view', { client: 'query.clientId' }),
  route(getAllSupportSchedulesRoute, 'clientRecord.view'),
  route(getAllSupportTypeRoute, 'catalogue.view'),
];
