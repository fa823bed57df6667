import {
  CLAIMS,
  CLAIMS_NOT_FOR_ROLE,
  claimsGrant,
  countsAsSubscriptionUser,
  isClaim,
  type StatusReply,
} from '@care/domain';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { listClaims } from '../auth/auth.api.ts';
import { findUser } from '../users/users.api.ts';
import { replaceClaims } from './claims.repo.ts';

export const getUserClaimsRoute = routeSpec({
  method: 'GET',
  url: '/Account/get_user_claims',
  summary: 'Every privilege, marked where the user holds it',
  tags: ['Claims'],
  querystring: z.object({ userId: z.uuid('userId must be a UUID') }),
  async handler({ db, principal, query }) {
    const user = await findUser(db, principal.companyId, query.userId);
    if (!user) {
      throw notFound();
    }
    const held = new Set(await listClaims(db, principal.companyId, user.id));
    return {
      userClaims: {
        userId: user.id,
        email: user.email,
        fullName: user.fullName,
        role: user.role,
        claims: CLAIMS.map((claimType) => ({ claimType, isSelected: held.has(claimType) })),
      },
    };
  },
});

export const addClaimsToUserRoute = routeSpec({
  method: 'POST',
  url: '/Account/add_claims_to_user',
  summary: 'Replace the user’s privileges with the selected ones',
  tags: ['Claims'],
  body: z.preprocess((v) => {
    // Clients send either ['Edit Client'] or [{ claimType, isSelected }].
    if (typeof v !== 'object' || v === null) {
      return v;
    }
    const body = v as { claims?: unknown };
    const claims = Array.isArray(body.claims)
      ? body.claims.flatMap((c) =>
          typeof c === 'string'
            ? [c]
            : c && typeof c === 'object' && (c as { isSelected?: boolean }).isSelected !== false
              ? [(c as { claimType?: string }).claimType ?? '']
              : [],
        )
      : body.claims;
    return { ...body, claims };
  }, claimsGrant),
  activity: 'Changed user privileges',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const unknown = body.claims.filter((c) => !isClaim(c));
    if (unknown.length > 0) {
      throw badRequest(`Unknown privilege: ${unknown.join(', ')}`, {
        claims: `Unknown privilege: ${unknown.join(', ')}`,
      });
    }
    const user = await findUser(db, principal.companyId, body.userId);
    if (!user) {
      throw notFound();
    }
    const claims = [...new Set(body.claims)];
    // The people served and outside referrers take no subscription user: they hold no office privilege.
    if (claims.length > 0 && !countsAsSubscriptionUser(user.role)) {
      throw badRequest(CLAIMS_NOT_FOR_ROLE(user.role), { claims: CLAIMS_NOT_FOR_ROLE(user.role) });
    }
    await replaceClaims(db, principal.companyId, user.id, claims, {
      userCreated: principal.uid,
      dateCreated: now,
    });
    recordActivity(`Set privileges of ${user.email}: ${claims.length > 0 ? claims.join(', ') : 'none'}`);
    return { status: 'Success', message: `Privileges of ${user.fullName} saved.` };
  },
});
