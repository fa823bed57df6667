import { MyDocumentsSummary } from '../documents/MyDocumentsSummary.tsx';
import { MyFormsToSign } from '../participant-forms/MyFormsToSign.tsx';
import { MyVisits } from './MyVisits.tsx';
import { WelcomeDashboard } from './WelcomeDashboard.tsx';

/** /app/client/dashboard: the participant's home. */
export function ClientDashboardPage() {
  return (
    <WelcomeDashboard intro="This is your space to see your supports, your visits and your documents.">
      <MyVisits />
      <MyFormsToSign />
      <MyDocumentsSummary />
    </WelcomeDashboard>
  );
}
