import type { SessionReader } from '../../http/kernel-needs.ts';
import { findSessionUser, listClaims } from './auth.repo.ts';

/** How the kernel reads a session's user and claims again (AppDeps.sessionReader). */
export const sessionReader: SessionReader = { user: findSessionUser, claims: listClaims };
