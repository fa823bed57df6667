import { Card, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { NewReportForm } from './NewReportForm.tsx';

/** /app/staff/new-daily-report (spec 3 §2.4): start km, end km, report, optional file, and the location. */
export function NewDailyReportPage() {
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/app/staff/daily-report' });
  return (
    <Stack gap={0}>
      <PageHeader
        title="New Daily Report"
        description="Record your kilometres and what you did. Your location is taken when you submit."
      />
      <Card withBorder radius="lg" padding="lg" maw={720}>
        <NewReportForm kind="staff" onDone={back} onCancel={back} />
      </Card>
    </Stack>
  );
}
