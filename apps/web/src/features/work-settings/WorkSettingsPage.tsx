import { Box, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { HolidaysCard } from './HolidaysCard.tsx';
import { InvoiceSettingsCard } from './InvoiceSettingsCard.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { TimePeriodsCard } from './TimePeriodsCard.tsx';
import { fetchWorkSettings, WORK_SETTINGS_KEY } from './work-settings-api.ts';

/** /app/setup/work-settings: the company's zone, state, clock-in check, time periods and public holidays. */
export function WorkSettingsPage() {
  const settings = useQuery({
    queryKey: [...WORK_SETTINGS_KEY, 'settings'],
    queryFn: ({ signal }) => fetchWorkSettings(signal),
  });
  const s = settings.data;

  return (
    <Box maw={960}>
      <PageHeader
        title="Work Settings"
        description="How attendances are checked and split into shift codes for timesheets and invoices."
      />
      {settings.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : settings.isError || !s ? (
        <LoadFailed what="the work settings" onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="lg">
          {/* Keyed by the saved values, so a form starts again from what the server now holds. */}
          <SettingsCard
            key={`${s.timeZone}|${s.state}|${s.clockInRadiusMetres}|${s.clockInMode}|${s.deliveryToleranceMinutes}`}
            settings={s}
          />
          <TimePeriodsCard key={`${s.dayStart}|${s.eveningStart}`} edges={s} />
          <HolidaysCard />
          <InvoiceSettingsCard />
        </Stack>
      )}
    </Box>
  );
}
