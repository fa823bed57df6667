import { type Action, can } from '@care/domain';
import { principalOf } from './session-store.ts';
import { useSession } from './useSession.ts';

/** Whether the signed-in user may do the action, by the domain permission table (role and claims). */
export function useCan(action: Action): boolean {
  return can(principalOf(useSession()), action);
}
