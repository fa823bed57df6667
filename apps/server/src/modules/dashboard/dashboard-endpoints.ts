import { seesOnlyAuditApproved } from '@care/domain';
import { routeSpec } from '../../http/route.ts';
import { countCurrentPolicies } from '../policies/policies.api.ts';
import { countTrainings } from '../trainings/trainings.api.ts';
import { countPeople } from './dashboard.repo.ts';

export const summaryDashboardRoute = routeSpec({
  method: 'GET',
  url: '/Dashboard/summary',
  summary: 'Head counts of the company’s people, staff trainings and policy modules',
  tags: ['Dashboard'],
  async handler({ db, principal }) {
    const people = await countPeople(db, principal.companyId);
    return {
      ...people,
      // Spec 3 §2.8: the auditor's counts (an auditor counts audit-approved staff's trainings only).
      staffTrainings: await countTrainings(db, principal.companyId, seesOnlyAuditApproved(principal.role)),
      policyModules: await countCurrentPolicies(db, principal.companyId),
    };
  },
});
