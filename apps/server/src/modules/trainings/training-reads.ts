import {
  allRequiredCourses,
  calendarDateInZone,
  type MatrixCell,
  seesOnlyAuditApproved,
  type TrainingRole,
  type TrainingView,
  trainingMatrixRow,
  trainingRoleOf,
} from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { companyQuery, staffOfUser } from '../people/people.api.ts';
import { requiredTrainingsFor } from './required-trainings.ts';
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

export interface TrainingMatrixView {
  today: string;
  /** Every role's required courses, each once: the matrix's columns. */
  courses: string[];
  rows: { staffId: string; fullName: string; role: TrainingRole; cells: MatrixCell[] }[];
}

/**
 * Staff × required trainings: each cell Current, Expiring, Expired or Missing (issue 29), for the
 * courses the staff member's role requires (the company's setting); other columns have no cell.
 */
export const getTrainingMatrixRoute = routeSpec({
  method: 'GET',
  url: '/StaffTrainings/get_training_matrix',
  summary: 'Active staff × required trainings, with expired and missing shown',
  tags: ['StaffTrainings'],
  querystring: companyQuery,
  async handler({ db, principal, now }): Promise<TrainingMatrixView> {
    const auditOnly = seesOnlyAuditApproved(principal.role);
    const day = await today(db, principal.companyId, now);
    const records = await listTrainings(
      db,
      principal.companyId,
      auditOnly ? ofAuditApprovedStaff : undefined,
    );
    const staff = await staffForMatrix(db, principal.companyId, auditOnly);
    const required = await requiredTrainingsFor(db, principal.companyId);
    return {
      today: day,
      courses: allRequiredCourses(required),
      rows: staff.map((s) => {
        const role = trainingRoleOf(s.role);
        return {
          staffId: s.staffId,
          fullName: s.fullName,
          role,
          cells: trainingMatrixRow(
            records.filter((r) => r.staffId === s.staffId),
            day,
            required[role],
          ),
        };
      }),
    };
  },
});

/** A worker's own required trainings: each course their role requires and where they stand on it. */
export interface MyRequiredTrainingsView {
  today: string;
  cells: MatrixCell[];
}

/**
 * The worker's own row of the matrix (issue 40 item 10: the phone's dashboard lists the required
 * training due): every course their role requires, Current, Expiring, Expired or Missing on the
 * company's today. No staff record of their own is a 404.
 */
export const getMyRequiredTrainingsRoute = routeSpec({
  method: 'GET',
  url: '/StaffTrainings/my_required_trainings',
  summary: 'The signed-in worker’s required trainings and where each stands',
  tags: ['StaffTrainings'],
  async handler({ db, principal, now }): Promise<MyRequiredTrainingsView> {
    const staffId = await staffOfUser(db, principal.companyId, principal.uid);
    if (!staffId) {
      throw notFound();
    }
    const day = await today(db, principal.companyId, now);
    const records = await listTrainings(db, principal.companyId, ofStaff(staffId));
    const required = await requiredTrainingsFor(db, principal.companyId);
    return { today: day, cells: trainingMatrixRow(records, day, required[trainingRoleOf(principal.role)]) };
  },
});
