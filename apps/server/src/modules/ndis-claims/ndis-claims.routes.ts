import { type RouteTable, route } from '../../http/route-table.ts';
import {
  batchClaimRoute,
  batchesRoute,
  batchFileRoute,
  createBatchRoute,
  withdrawBatchRoute,
} from './claim-batches.ts';
import { importResultRoute } from './claim-result.ts';
import { preflightRoute } from './preflight.route.ts';

/** NDIS claims (docs/workforce.md "Claims"): the pre-flight check, bulk payment request files and their results. */
export const ndisClaimRoutes: RouteTable = [
  route(preflightRoute, 'claim.manage'),
  route(createBatchRoute, 'claim.manage'),
  route(batchesRoute, 'claim.manage'),
  route(batchClaimRoute, 'claim.manage'),
  route(batchFileRoute, 'claim.manage'),
  route(importResultRoute, 'claim.manage'),
  route(withdrawBatchRoute, 'claim.manage'),
];
