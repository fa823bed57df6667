import type { MeReply } from '@care/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { defineRoute } from '../../http/route.ts';

/** GET /Account/me: the signed-in user and their current claims (the browser's copy is only a cache). */
export function registerMe(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Account/me',
    permission: 'session.use',
    summary: 'The signed-in user and their claims',
    tags: ['Account'],
    async handler({ principal }): Promise<MeReply> {
      const { uid, role, companyId, fullName, email, claims } = principal;
      return { user: { uid, role, companyId, fullName, email }, claims: claims.map((value) => ({ value })) };
    },
  });
}
