import type { Role } from './roles.ts';

/**
 * How far a role reaches over other people's accounts: CompanyAdmin above Administrator above
 * every other role. The permission table says what a role may do; the rank says to whose account.
 */
export const ROLE_RANK: Readonly<Record<Role, number>> = {
  CompanyAdmin: 2,
  Administrator: 1,
  Staff: 0,
  Client: 0,
  Auditor: 0,
  ServiceProvider: 0,
  CareManager: 0,
};

const TOP_ROLE: Role = 'CompanyAdmin';

/** The rank of a role; an unknown role ranks lowest. */
export function roleRank(role: string | null | undefined): number {
  return ROLE_RANK[role as Role] ?? 0;
}

/** An account an action is about: its sign-in id and role. */
export interface AccountRef {
  id: string;
  role: string;
}

/**
 * True when the actor may manage an account of the target role (edit its names, activate,
 * deactivate, send it a confirmation link): never an account of a higher role than their own.
 */
export function mayManageAccount(actorRole: string, targetRole: string): boolean {
  return roleRank(actorRole) >= roleRank(targetRole);
}

/**
 * True when the actor may control the account: reset its password, read its one-time links,
 * change its role or delete it. Their own account, one of a lower role, or, for a CompanyAdmin,
 * any account: CompanyAdmins already share every right, and no one else can recover one.
 */
export function mayControlAccount(actor: AccountRef, target: AccountRef): boolean {
  return actor.id === target.id || roleRank(actor.role) > roleRank(target.role) || actor.role === TOP_ROLE;
}

/** True when the actor may give an account the role: never one above their own. */
export function mayGiveRole(actorRole: string, role: string): boolean {
  return roleRank(role) <= roleRank(actorRole);
}
