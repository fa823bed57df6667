import { type RouteTable, route } from '../../http/route-table.ts';
import { deleteClientPlanRoute, editClientPlanRoute, postClientPlanRoute } from './manage-plans.ts';
import { getClientPlanRoute, getClientPlansRoute } from './plan-reads.ts';

/** The client's NDIS plans and budgets. */
export const planRoutes: RouteTable = [
  route(getClientPlansRoute, 'clientRecord.view', { client: 'query.clientId' }),
  route(getClientPlanRoute, 'clientRecord.view'),
  route(postClientPlanRoute, 'clientPlan.manage', { client: 'body.clientId' }),
  route(editClientPlanRoute, 'clientPlan.manage'),
  route(deleteClientPlanRoute, 'clientPlan.manage'),
];
