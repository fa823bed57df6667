import { type RouteTable, route } from '../../http/route-table.ts';
import { editSahSettingsRoute, getSahBudgetsRoute, saveSahBudgetRowRoute } from './sah-budgets.ts';
import {
  sahClaimFileRoute,
  sahClaimRoute,
  sahClaimsRoute,
  sahCreateClaimRoute,
  sahPreflightRoute,
} from './sah-claims.ts';
import { sahImportStatementRoute } from './sah-payment-statement.ts';
import {
  addSahClassificationRoute,
  addSahContributionRateRoute,
  getSahProgramRoute,
  saveSahProgramRoute,
} from './sah-program.ts';
import { getSahQuarterRoute } from './sah-quarter.ts';
import { sahBudgetUseRoute, sahClaimsOutstandingRoute } from './sah-reports.ts';
import { addSahServicePriceRoute, getSahServicesRoute, importSahServicesRoute } from './sah-services.ts';
import {
  sahGenerateStatementsRoute,
  sahMyStatementsRoute,
  sahStatementPdfRoute,
  sahStatementRunRoute,
  sahStatementsRoute,
} from './sah-statements.ts';

/** Support at Home (issue 39 items 1–4): a client's program and quarter, the budget rows and settings, the services and prices, the claims. */
export const supportAtHomeRoutes: RouteTable = [
  route(getSahProgramRoute, 'sahProgram.view', { client: 'query.clientId' }),
  route(saveSahProgramRoute, 'sahProgram.manage', { client: 'body.clientId' }),
  route(addSahClassificationRoute, 'sahProgram.manage', { client: 'body.clientId' }),
  route(addSahContributionRateRoute, 'sahProgram.manage', { client: 'body.clientId' }),
  route(getSahQuarterRoute, 'sahProgram.view', { client: 'query.clientId' }),
  route(getSahBudgetsRoute, 'sahBudgets.view'),
  route(saveSahBudgetRowRoute, 'sahBudgets.manage'),
  route(editSahSettingsRoute, 'sahBudgets.manage'),
  route(getSahServicesRoute, 'sahServices.view'),
  route(importSahServicesRoute, 'sahServices.manage'),
  route(addSahServicePriceRoute, 'sahServices.manage'),
  route(sahPreflightRoute, 'claim.manage'),
  route(sahCreateClaimRoute, 'claim.manage'),
  route(sahClaimsRoute, 'claim.manage'),
  route(sahClaimRoute, 'claim.manage'),
  route(sahClaimFileRoute, 'claim.manage'),
  route(sahImportStatementRoute, 'claim.manage'),
  route(sahBudgetUseRoute, 'sahBudgets.view'),
  route(sahClaimsOutstandingRoute, 'claim.manage'),
  route(sahGenerateStatementsRoute, 'claim.manage'),
  route(sahStatementRunRoute, 'claim.manage'),
  route(sahStatementsRoute, 'sahProgram.view', { client: 'query.clientId' }),
  route(sahMyStatementsRoute, 'sahProgram.view'),
  route(sahStatementPdfRoute, 'sahProgram.view'),
];
