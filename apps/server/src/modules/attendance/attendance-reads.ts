import type { AttendanceView } from '@care/domain';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { workRecordListScope } from '../people/people.api.ts';
import { assertReadable, attendanceReader } from './attendance-access.ts';
import { idParams } from './attendance-input.ts';
import { attendanceView } from './attendance-view.repo.ts';

/** The attendance reads (spec 3 §7.2): one attendance, a staff member's, the company's, the splits. */
export const attendancesRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/:id',
  summary: 'One attendance (a support worker: their own; the office: attendance.view)',
  tags: ['Attendances'],
  params: idParams,
  async handler({ db, principal, params, reach }): Promise<AttendanceView> {
    const reader = attendanceReader(reach);
    const view = await attendanceView(db, principal.companyId, params.id, workRecordListScope(principal));
    if (!view) {
      throw notFound();
    }
    assertReadable(reader, view.staff.staffId);
    return view;
  },
});
