import { notFound } from '../../http/errors.ts';
import { type Reach, reachedStaff } from '../../http/reach.ts';

/**
 * Whose attendances the caller reads: the office all of the company's (attendance.view), a support
 * worker only their own (attendance.viewOwn); the kernel decides which from the route's line
 * (`reach: 'attendance'`). The two kinds of reader share the spec's paths.
 */
export const attendanceReader = (reach: Reach): { ownStaffId: string | null } => ({
  ownStaffId: reachedStaff(reach),
});

/** A record the reader may not see is not found. */
export function assertReadable(reader: { ownStaffId: string | null }, staffId: string): void {
  if (reader.ownStaffId !== null && reader.ownStaffId !== staffId) {
    throw notFound();
  }
}
