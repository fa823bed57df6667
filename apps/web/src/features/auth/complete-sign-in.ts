import { homeRouteForRole, type LoginReply } from '@care/domain';
import type { QueryClient } from '@tanstack/react-query';
import { takeRememberedPath } from '../../session/remembered-path.ts';
import { startSession } from '../../session/session-store.ts';
import { ME_QUERY_KEY } from './auth-api.ts';

/**
 * Starts the session from the sign-in reply and returns where to go: the path remembered for
 * this role (or by a guest) before sign-in, else the role's home (spec 1 §2.2, §8).
 */
export function completeSignIn(reply: LoginReply, queryClient: QueryClient): string {
  queryClient.clear();
  startSession(reply);
  queryClient.setQueryData(ME_QUERY_KEY, { user: reply.user, claims: reply.claims });
  return takeRememberedPath(reply.user.role) ?? homeRouteForRole(reply.user.role);
}
