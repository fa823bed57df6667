import { MyDocumentsSummary } from '../documents/MyDocumentsSummary.tsx';
import { MyNotices } from '../roster-portals/MyNotices.tsx';
import { TodayShifts } from '../shift-day/TodayShifts.tsx';
import { WelcomeDashboard } from './WelcomeDashboard.tsx';
import { WorkerToDo } from './WorkerToDo.tsx';

/** /app/staff/dashboard: the support worker's home, today's shifts first. */
export function StaffDashboardPage() {
  return (
    <WelcomeDashboard intro="Thanks for the care you give. Your shifts for today are below; clock in from here.">
      <TodayShifts />
      <WorkerToDo />
      <MyNotices />
      <MyDocumentsSummary />
    </WelcomeDashboard>
  );
}
