import { type RouteTable, route } from '../../http/route-table.ts';
import { cataloguesRoute, itemsSupportCatalogueRoute, registrationGroupsRoute } from './catalogue-browse.ts';
import { importSupportCatalogueRoute } from './catalogue-import.ts';
import {
  addScheduleOfSupportRoute,
  deleteScheduleRoute,
  getAllSupportSchedulesRoute,
  getClientSupportSchedulesRoute,
  getNdiaDpaItemsRoute,
} from './support-schedules.ts';

/** The NDIS Support Catalogue (import, browse) and the client's support schedule. */
export const catalogueRoutes: RouteTable = [
  route(importSupportCatalogueRoute, 'catalogue.import'),
  route(itemsSupportCatalogueRoute, 'catalogue.view'),
  route(registrationGroupsRoute, 'catalogue.view'),
  route(cataloguesRoute, 'catalogue.import'),
  route(getNdiaDpaItemsRoute, 'catalogue.view'),
  route(addScheduleOfSupportRoute, 'clientRecord.add'),
  route(deleteScheduleRoute, 'clientRecord.delete'),
  route(getClientSupportSchedulesRoute, 'clientRecord.view'),
  route(getAllSupportSchedulesRoute, 'clientRecord.view'),
];
