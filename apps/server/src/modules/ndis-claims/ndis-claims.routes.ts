import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerClaimBatches } from './claim-batches.ts';
import { registerClaimResult } from './claim-result.ts';
import { registerPreflight } from './preflight-routes.ts';

/** NDIS claims (docs/workforce.md "Claims"): the pre-flight check, bulk payment request files and their results. */
export function ndisClaimRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerPreflight(app, deps);
  registerClaimBatches(app, deps);
  registerClaimResult(app, deps);
}
