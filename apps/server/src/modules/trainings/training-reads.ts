import {
  calendarDateInZone,
  seesOnlyAuditApproved,
  type TrainingView,
  trainingMatrixRow,
} from '@care/domain';
import { z } from 'zod';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.repo.ts';
import { companyQuery } from '../people/people.queries.ts';
import { trainingView } from './training-view.ts';
import { listTrainings, ofAuditApprovedStaff, ofStaff, staffForMatrix } from './trainings.repo.ts';

const staffQuery = z.object({ staffId: z.uuid('The staff id must be a UUID') });

/** Today's date in the company's zone: the day a training's expiry is judged on. */
async function today(db: Parameters<typeof companyZone>[0], companyId: string, now: Date) {
  return calendarDateInZone(now, await companyZone(db, companyId));
}

/** Every training record of the company (an auditor: of audit-approved staff), soonest expiry first. */
export const getAllStaffTrainingsRoute = routeSpec({
  method: 'GET',
  url: '/StaffTrainings/get_all_staff_trainings',
  summary: 'The company’s staff training records, soonest expiry first',
  tags: ['StaffTrainings'],
  querystring: companyQuery,
  async handler({ db, principal, now }): Promise<TrainingView[]> {
    const where = seesOnlyAuditApproved(principal.role) ? ofAuditApprovedStaff : undefined;
    const day = await today(db, principal.companyId, now);
    return (await listTrainings(db, principal.companyId, where)).map((t) => trainingView(t, day));
  },
});

/** One staff member's training records (a worker: their own; the line's record rule). */
export const getStaffTrainingsRoute = routeSpec({
  method: 'GET',
  url: '/StaffTrainings/get_staff_trainings',
  summary: 'One staff member’s training records (a worker: their own)',
  tags: ['StaffTrainings'],
  querystring: staffQuery,
  async handler({ db, principal, query, now }): Promise<TrainingView[]> {
    const day = await today(db, principal.companyId, now);
    return (await listTrainings(db, principal.companyId, ofStaff(query.staffId))).map((t) =>
      trainingView(t, day),
    );
  },
});

/** Staff × required trainings: each cell Current, Expiring, Expired or Missing (issue 29). */
export const getTrainingMatrixRoute = routeSpec({
  method: 'GET',
  url: '/StaffTrainings/get_training_matrix',
  summary: 'Active staff × required trainings, with expired and missing shown',
  tags: ['StaffTrainings'],
  querystring: companyQuery,
  async handler({ db, principal, now }) {
    const auditOnly = seesOnlyAuditApproved(principal.role);
    const day = await today(db, principal.companyId, now);
    const records = await listTrainings(
      db,
      principal.companyId,
      auditOnly ? ofAuditApprovedStaff : undefined,
    );
    const staff = await staffForMatrix(db, principal.companyId, auditOnly);
    return {
      today: day,
      rows: staff.map((s) => ({
        staffId: s.staffId,
        fullName: s.fullName,
        cells: trainingMatrixRow(
          records.filter((r) => r.staffId === s.staffId),
          day,
        ),
      })),
    };
  },
});
