import type { AttendanceView } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { LoadedRow } from '../../http/kernel-needs.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { workRecordListScope } from '../people/people.api.ts';
import { idParams } from './attendance-input.ts';
import { attendanceView } from './attendance-view.repo.ts';

/**
 * An attendance route's row (`reach: 'attendance', row: …`): the company's attendance as the record
 * rules let the caller see it (an auditor: audit-approved people's), worked by its staff member; the
 * kernel lets the office reach any, a support worker their own, and answers 404 otherwise.
 */
export async function attendanceRow(
  db: Queryable,
  principal: Principal,
  id: string,
): Promise<LoadedRow | undefined> {
  const view = await attendanceView(db, principal.companyId, id, workRecordListScope(principal));
  return view ? { owner: { staffId: view.staff.staffId }, row: view } : undefined;
}

/** The attendance reads (spec 3 §7.2): one attendance, a staff member's, the company's, the splits. */
export const attendancesRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/:id',
  summary: 'One attendance (a support worker: their own; the office: attendance.view)',
  tags: ['Attendances'],
  params: idParams,
  async handler({ row }): Promise<AttendanceView> {
    return row as AttendanceView;
  },
});
