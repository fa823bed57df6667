import { MyDocumentsSummary } from '../documents/MyDocumentsSummary.tsx';
import { MyNotices } from '../roster-portals/MyNotices.tsx';
import { WelcomeDashboard } from './WelcomeDashboard.tsx';

/** /app/staff/dashboard: the support worker's home. */
export function StaffDashboardPage() {
  return (
    <WelcomeDashboard intro="Thanks for the care you give. Your shifts, timesheets and documents will appear here.">
      <MyNotices />
      <MyDocumentsSummary />
    </WelcomeDashboard>
  );
}
