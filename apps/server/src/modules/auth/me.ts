import type { MeReply } from '@care/domain';
import { routeSpec } from '../../http/route.ts';

/** GET /Account/me: the signed-in user and their current claims (the browser's copy is only a cache). */
export const meAccountRoute = routeSpec({
  method: 'GET',
  url: '/Account/me',
  summary: 'The signed-in user and their claims',
  tags: ['Account'],
  async handler({ principal }): Promise<MeReply> {
    const { uid, role, companyId, fullName, email, claims } = principal;
    return { user: { uid, role, companyId, fullName, email }, claims: claims.map((value) => ({ value })) };
  },
});
