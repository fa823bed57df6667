import type { PreflightResult } from '@care/domain';
import { z } from 'zod';
import { routeSpec } from '../../http/route.ts';
import { claimScope, claimScopeFields, runPreflight } from './preflight.ts';

/** GET /Claims/preflight: every saved, unclaimed (or rejected) line of the period with what would fail it. */
export const preflightRoute = routeSpec({
  method: 'GET',
  url: '/Claims/preflight',
  readsFrom: 'standby',
  summary: 'The pre-flight check of a period’s saved invoice lines before a bulk payment request',
  tags: ['Claims'],
  querystring: z.object({ ...claimScopeFields, userId: z.string().optional() }),
  async handler({ db, principal, query }): Promise<PreflightResult> {
    const scope = await claimScope(db, principal.companyId, query);
    return (await runPreflight(db, principal.companyId, scope)).result;
  },
});
