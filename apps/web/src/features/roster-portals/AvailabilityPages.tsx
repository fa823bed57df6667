import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MyStaffPage } from '../../shelf/MyStaffPage.tsx';
import { AvailabilityCards } from './AvailabilityCards.tsx';
import { WeeklyAvailabilityEditor } from './WeeklyAvailabilityEditor.tsx';

/** /app/staff/availabilities: the weekly editor (spec 3 §2.4 variant b). */
export function WeeklyAvailabilityPage() {
  return (
    <MyStaffPage
      title="My Availability"
      description="When you can work each week. Your administrator rosters you within these times."
      what="your availability"
      actions={
        <Button component={Link} to="/app/staff/availabilities-first-component" variant="default">
          View as a list
        </Button>
      }
    >
      {(staff) => <WeeklyAvailabilityEditor staffId={staff.staffId} />}
    </MyStaffPage>
  );
}

/** /app/staff/availabilities-first-component: the card list with an add form (spec 3 §2.4 variant a). */
export function AvailabilityListPage() {
  return (
    <MyStaffPage
      title="My Availability"
      description="Each day and time you can work, one at a time."
      what="your availability"
      actions={
        <Button component={Link} to="/app/staff/availabilities" variant="default">
          Edit the week
        </Button>
      }
    >
      {(staff) => <AvailabilityCards staffId={staff.staffId} canManage />}
    </MyStaffPage>
  );
}
