import type { Action, PersonKind, StatusReply } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { endSessions, revokeTokens, TOKEN_PURPOSES, type TokenPurpose } from '../auth/auth.api.ts';
import { assertUserRoom } from '../subscriptions/subscriptions.api.ts';
import { assertMayManage, findUser } from '../users/users.api.ts';
import { findPerson, setUserActive, updatePerson } from './people-write.repo.ts';

interface StatusAction {
  kind: PersonKind;
  url: string;
  /** The query parameter that carries the record id, as the spec's client sends it. */
  idParam: string;
  permission: Action;
  change: { isActive: boolean } | { auditApproved: boolean };
  done: string;
}

const uuid = z.uuid('The id must be a UUID');
const ALL_PURPOSES = Object.keys(TOKEN_PURPOSES) as TokenPurpose[];

export const ACTIONS: StatusAction[] = [
  {
    kind: 'administrator',
    url: '/Administrators/activate_admin',
    idParam: 'adminId',
    permission: 'administrator.activate',
    change: { isActive: true },
    done: 'activated',
  },
  {
    kind: 'administrator',
    url: '/Administrators/deactivate_admin',
    idParam: 'adminId',
    permission: 'administrator.activate',
    change: { isActive: false },
    done: 'deactivated',
  },
  {
    kind: 'client',
    url: '/Profiles/activate_client',
    idParam: 'clientid',
    permission: 'client.activate',
    change: { isActive: true },
    done: 'activated',
  },
  {
    kind: 'client',
    url: '/Profiles/deactivate_client',
    idParam: 'clientid',
    permission: 'client.activate',
    change: { isActive: false },
    done: 'deactivated',
  },
  {
    kind: 'client',
    url: '/Profiles/approve_audit',
    idParam: 'id',
    permission: 'client.audit',
    change: { auditApproved: true },
    done: 'approved for auditing',
  },
  {
    kind: 'client',
    url: '/Profiles/disapprove_audit',
    idParam: 'id',
    permission: 'client.audit',
    change: { auditApproved: false },
    done: 'disapproved for auditing',
  },
  {
    kind: 'staff',
    url: '/Staffs/activate_staff',
    idParam: 'staffId',
    permission: 'staff.activate',
    change: { isActive: true },
    done: 'activated',
  },
  {
    kind: 'staff',
    url: '/Staffs/deactivate_staff',
    idParam: 'staffId',
    permission: 'staff.activate',
    change: { isActive: false },
    done: 'deactivated',
  },
  {
    kind: 'staff',
    url: '/Staffs/approve_audit',
    idParam: 'id',
    permission: 'staff.audit',
    change: { auditApproved: true },
    done: 'approved for auditing',
  },
  {
    kind: 'staff',
    url: '/Staffs/disapprove_audit',
    idParam: 'id',
    permission: 'staff.audit',
    change: { auditApproved: false },
    done: 'disapproved for auditing',
  },
];

/**
 * Activate / deactivate and audit approval (mutating GETs, as the spec defines them). Deactivating a
 * person also turns off their sign-in for good (its sessions and one-time links end); activating
 * turns it back on for a fresh sign-in. No one turns on or off a sign-in of a higher role.
 */
export function statusActionRouteOf(action: (typeof ACTIONS)[number]) {
  return routeSpec({
    method: 'GET',
    url: action.url,
    summary: `Mark the ${action.kind} ${action.done}`,
    tags: [action.url.split('/')[1] as string],
    querystring: z.object({ [action.idParam]: uuid, userId: z.string().optional() }),
    activity: `${action.kind} ${action.done}`,
    async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
      const id = (query as Record<string, string>)[action.idParam] as string;
      const person = await findPerson(db, action.kind, principal.companyId, id);
      if (!person) {
        throw notFound();
      }
      const account =
        'isActive' in action.change && person.userId
          ? await findUser(db, principal.companyId, person.userId)
          : undefined;
      if (account) {
        assertMayManage(principal, account);
        if ('isActive' in action.change && action.change.isActive && !account.isActive) {
          await assertUserRoom(db, principal.companyId, account.role);
        }
      }
      await updatePerson(db, action.kind, principal.companyId, id, {
        ...action.change,
        dateModified: now,
        userModified: principal.uid,
      });
      if ('isActive' in action.change && account) {
        await setUserActive(db, principal.companyId, account.id, action.change.isActive, now);
        if (!action.change.isActive) {
          await endSessions(db, account.id, now);
          await revokeTokens(db, account.id, ALL_PURPOSES, now);
        }
      }
      const name = `${person.firstName} ${person.surName}`;
      recordActivity(`${name} (${action.kind}) ${action.done}`);
      return { status: 'Success', message: `${name} was ${action.done}.` };
    },
  });
}
