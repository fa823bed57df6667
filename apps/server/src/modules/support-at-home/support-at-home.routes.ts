import { type RouteTable, route } from '../../http/route-table.ts';
import { editSahSettingsRoute, getSahBudgetsRoute, saveSahBudgetRowRoute } from './sah-budgets.ts';
import {
  addSahClassificationRoute,
  addSahContributionRateRoute,
  getSahProgramRoute,
  saveSahProgramRoute,
} from './sah-program.ts';
import { getSahQuarterRoute } from './sah-quarter.ts';

/** Support at Home (issue 39 items 1, 2): a client's program and quarter, the budget rows and settings. */
export const supportAtHomeRoutes: RouteTable = [
  route(getSahProgramRoute, 'sahProgram.view', { client: 'query.clientId' }),
  route(saveSahProgramRoute, 'sahProgram.manage', { client: 'body.clientId' }),
  route(addSahClassificationRoute, 'sahProgram.manage', { client: 'body.clientId' }),
  route(addSahContributionRateRoute, 'sahProgram.manage', { client: 'body.clientId' }),
  route(getSahQuarterRoute, 'sahProgram.view', { client: 'query.clientId' }),
  route(getSahBudgetsRoute, 'sahBudgets.view'),
  route(saveSahBudgetRowRoute, 'sahBudgets.manage'),
  route(editSahSettingsRoute, 'sahBudgets.manage'),
];
