import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { DailyReportForm } from './DailyReportForm.tsx';
import { addDailyReport, DAILY_REPORTS_KEY, type ReportKind } from './daily-reports-api.ts';
import { deviceLocation } from './device-location.ts';

export const QUEUED_MESSAGE =
  'You are offline. The report is saved on this phone and will be sent when you are back online.';

/**
 * A new daily report: km, report, optional file, and the device location captured at submit. Without
 * a location nothing is sent: the message says so and Try again asks the phone once more.
 */
export function NewReportForm({
  kind,
  onDone,
  onCancel,
}: {
  kind: ReportKind;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  const [locationProblem, setLocationProblem] = useState<string | null>(null);

  const notice = locationProblem ? (
    <Alert color="orange" icon={<IconMapPinOff size={20} aria-hidden />} title="Location needed" role="alert">
      <Text fz="sm">{locationProblem}</Text>
      <Group mt="xs">
        <Button type="submit" size="xs" variant="light" color="orange">
          Try again
        </Button>
      </Group>
    </Alert>
  ) : (
    <Text fz="sm" c="dimmed">
      Your device location is recorded with the report when you submit it.
    </Text>
  );

  return (
    <DailyReportForm
      mode="add"
      submitLabel="Submit report"
      notice={notice}
      onCancel={onCancel}
      onSubmit={async (input) => {
        let position: Awaited<ReturnType<typeof deviceLocation>>;
        try {
          position = await deviceLocation();
        } catch (error) {
          setLocationProblem((error as Error).message);
          return;
        }
        setLocationProblem(null);
        const result = await addDailyReport(kind, input, position);
        await queryClient.invalidateQueries({ queryKey: DAILY_REPORTS_KEY });
        // A sent report's reply is toasted by the api client; a queued one is said here.
        if (!result.sent) {
          toasts.success(QUEUED_MESSAGE);
        }
        onDone();
      }}
    />
  );
}
