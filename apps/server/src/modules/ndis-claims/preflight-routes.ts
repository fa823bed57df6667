import type { PreflightResult } from '@care/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { defineRoute } from '../../http/route.ts';
import { claimScope, claimScopeFields, runPreflight } from './preflight.ts';

/** GET /Claims/preflight: every saved, unclaimed (or rejected) line of the period with what would fail it. */
export function registerPreflight(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Claims/preflight',
    permission: 'claim.manage',
    summary: 'The pre-flight check of a period’s saved invoice lines before a bulk payment request',
    tags: ['Claims'],
    querystring: z.object({ ...claimScopeFields, userId: z.string().optional() }),
    async handler({ db, principal, query }): Promise<PreflightResult> {
      const scope = await claimScope(db, principal.companyId, query);
      return (await runPreflight(db, principal.companyId, scope)).result;
    },
  });
}
