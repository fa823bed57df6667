import {
  consentFilter,
  isAskedToAccept,
  type PolicyView,
  policyAudienceRoles,
  seesOnlyAuditApproved,
  type UserPolicyView,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { auditApprovedStaffUsers } from '../people/people.api.ts';
import { usersOfRoles } from '../users/users.api.ts';
import { acceptancesOf, currentPolicies, policyVersions } from './policies.repo.ts';
import { policyView } from './policy-view.ts';

const companyId = z.uuid('companyId must be a UUID').optional();

/**
 * Each asked user × each current policy that asks them, with whether they accepted that version
 * (consent); `consent` keeps only the accepted (true) or the not accepted (false). An auditor
 * (`auditOnly`) reads of Staff users only those whose staff record is approved for auditing, as
 * trainings and incidents (issue 37 item 15); the office users' acceptances stay in view.
 */
async function userPolicies(
  db: Queryable,
  company: string,
  filter: { role?: string; userId?: string; consent?: boolean; auditOnly: boolean },
): Promise<UserPolicyView[]> {
  const policies = await currentPolicies(db, company);
  const accepted = await acceptancesOf(
    db,
    company,
    policies.map((p) => p.id),
  );
  const roles = [...new Set(policies.flatMap((p) => policyAudienceRoles(p.audience)))].filter(
    (r) => !filter.role || r.toLowerCase() === filter.role.toLowerCase(),
  );
  const everyone = roles.length ? await usersOfRoles(db, company, roles, filter.userId) : [];
  const approved = filter.auditOnly ? await auditApprovedStaffUsers(db, company) : null;
  const people = everyone.filter((p) => !approved || p.role !== 'Staff' || approved.has(p.userId));
  const out: UserPolicyView[] = [];
  for (const person of people) {
    for (const p of policies) {
      if (!isAskedToAccept(person.role, p.audience)) {
        continue;
      }
      const at = accepted.get(p.id)?.get(person.userId) ?? null;
      if (filter.consent !== undefined && filter.consent !== (at !== null)) {
        continue;
      }
      out.push({
        ...policyView(p),
        ...person,
        consent: at !== null,
        dateAccepted: at?.toISOString() ?? null,
      });
    }
  }
  return out;
}

/** The current policies grouped by category (spec 1 §7.5: answer `policies`). */
export const getCompanyPoliciesByCategoryRoute = routeSpec({
  method: 'GET',
  url: '/PolicyDocuments/get_company_policies_by_category',
  summary: 'The company’s current policies, grouped by category',
  tags: ['PolicyDocuments'],
  querystring: z.object({ companyId }),
  async handler({ db, principal }): Promise<{ policies: { category: string; policies: PolicyView[] }[] }> {
    const groups = new Map<string, PolicyView[]>();
    for (const p of await currentPolicies(db, principal.companyId)) {
      groups.set(p.category, [...(groups.get(p.category) ?? []), policyView(p)]);
    }
    return { policies: [...groups.entries()].map(([category, policies]) => ({ category, policies })) };
  },
});

/** The company's policies: every version of one code, newest first, or the current ones without a code. */
export const getCompanyPoliciesRoute = routeSpec({
  method: 'GET',
  url: '/PolicyDocuments/get_company_policies',
  summary: 'The company’s policies (with code: every version of that policy, newest first)',
  tags: ['PolicyDocuments'],
  querystring: z.object({ companyId, code: z.string().trim().max(40).optional() }),
  async handler({ db, principal, query }): Promise<PolicyView[]> {
    const rows = query.code
      ? await policyVersions(db, principal.companyId, query.code)
      : await currentPolicies(db, principal.companyId);
    return rows.map(policyView);
  },
});

/** Who has and has not accepted the current versions: the office's view (spec 1 §7.5). */
export const getAllUserPoliciesRoute = routeSpec({
  method: 'GET',
  url: '/PolicyDocuments/get_all_user_policies',
  summary: 'Each asked user’s acceptance of each current policy (filter by role and consent)',
  tags: ['PolicyDocuments'],
  querystring: z.object({ companyId, role: z.string().trim().max(60).optional(), consent: consentFilter }),
  handler: ({ db, principal, query }) =>
    userPolicies(db, principal.companyId, {
      role: query.role,
      consent: query.consent,
      auditOnly: seesOnlyAuditApproved(principal.role),
    }),
});

/** One user's policies and whether they accepted each: the caller's own; the office any user's. */
export const getUserPoliciesRoute = routeSpec({
  method: 'GET',
  url: '/PolicyDocuments/get_user_policies',
  summary: 'One user’s current policies with their consent (a user: their own)',
  tags: ['PolicyDocuments'],
  querystring: z.object({
    companyId,
    userId: z.uuid('userId must be a UUID').optional(),
    consent: consentFilter,
  }),
  async handler({ db, principal, query, reach }): Promise<UserPolicyView[]> {
    const userId = query.userId ?? principal.uid;
    if (userId !== principal.uid && !reach.all) {
      throw notFound();
    }
    // An auditor asking for a staff member not approved for auditing gets none, as for an unknown id.
    const auditOnly = reach.all && reach.auditApproved;
    return userPolicies(db, principal.companyId, { userId, consent: query.consent, auditOnly });
  },
});
