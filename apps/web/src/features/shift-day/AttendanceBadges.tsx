import type { AttendanceView } from '@care/domain';
import { Badge } from '@mantine/core';

/** Flagged for the office's review (outside the area, no location, phone time off) or marked by the office. */
export function AttendanceBadges({ attendance }: { attendance: Pick<AttendanceView, 'flagged' | 'source'> }) {
  return (
    <>
      {attendance.flagged ? (
        <Badge color="orange" variant="light">
          Flagged
        </Badge>
      ) : null}
      {attendance.source === 'marked' ? (
        <Badge color="blue" variant="light">
          Marked by office
        </Badge>
      ) : null}
    </>
  );
}
