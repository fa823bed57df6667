import { type RouteTable, route } from '../../http/route-table.ts';
import { acceptPolicyRoute, addPolicyRoute } from './policy-actions.ts';
import {
  getAllUserPoliciesRoute,
  getCompanyPoliciesByCategoryRoute,
  getCompanyPoliciesRoute,
  getUserPoliciesRoute,
} from './policy-reads.ts';

/**
 * Policies (spec 1 §7.5; issue 29): staff, the office and auditors read them; staff and the office
 * accept the current versions; the office and auditors see who has not; the office publishes.
 */
export const policyRoutes: RouteTable = [
  route(getCompanyPoliciesByCategoryRoute, 'policy.view'),
  route(getCompanyPoliciesRoute, 'policy.view'),
  route(getAllUserPoliciesRoute, 'policy.viewAcceptance'),
  route(getUserPoliciesRoute, ['policy.accept', 'policy.viewAcceptance'], { reach: 'policyAcceptance' }),
  route(addPolicyRoute, 'policy.manage'),
  route(acceptPolicyRoute, 'policy.accept'),
];
