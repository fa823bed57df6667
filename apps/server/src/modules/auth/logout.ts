import type { StatusReply } from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { endSessions } from './auth.repo.ts';

/**
 * POST /Account/logout: sign-out ends the session on the server, not only in the browser. It moves
 * the user's session version on (as a password change or deactivation does), so this token, and
 * every other token of the same person, is refused with 401 from the next request on; the kernel
 * clears the session cache after the write, so no cached check outlives it on this server.
 */
export const logoutRoute = routeSpec({
  method: 'POST',
  url: '/Account/logout',
  summary: 'Sign out: the session’s token (and the user’s other sessions) are refused from now on',
  tags: ['Account'],
  activity: 'Signed out',
  async handler({ db, principal, now }): Promise<StatusReply> {
    await endSessions(db, principal.uid, now);
    return { status: 'Success', message: 'Signed out.' };
  },
});
