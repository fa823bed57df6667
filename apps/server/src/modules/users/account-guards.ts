import { mayControlAccount, mayGiveRole, mayManageAccount } from '@care/domain';
import { forbidden } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';

/** The account a request acts on: its sign-in id and current role. */
interface Account {
  id: string;
  role: string;
}

/** 403 unless the principal may manage the account (never one of a higher role). */
export function assertMayManage(principal: Principal, account: Account): void {
  if (!mayManageAccount(principal.role, account.role)) {
    throw forbidden();
  }
}

/** 403 unless the principal may control the account (reset its password, change its role, delete it). */
export function assertMayControl(principal: Principal, account: Account): void {
  if (!mayControlAccount({ id: principal.uid, role: principal.role }, account)) {
    throw forbidden();
  }
}

/** 403 when the principal would give a role above their own. */
export function assertMayGiveRole(principal: Principal, role: string): void {
  if (!mayGiveRole(principal.role, role)) {
    throw forbidden();
  }
}
