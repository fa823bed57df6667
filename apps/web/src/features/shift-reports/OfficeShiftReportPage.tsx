import { formatInZone } from '@care/domain';
import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { fetchShift, ROSTER_KEY, shiftKey } from '../../shelf/shift-api.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import type { ShiftReportPayload } from './report-form-values.ts';
import { ShiftReportForm } from './ShiftReportForm.tsx';
import { ShiftReportHeader } from './ShiftReportHeader.tsx';
import {
  editShiftReport,
  fetchShiftReport,
  reportOfShiftKey,
  SHIFT_REPORTS_KEY,
  shiftReportPdfUrl,
} from './shift-reports-api.ts';

/** The client's profile tab of shift reports: ?tab= holds the tab's value, ShiftReport (profile-tabs.ts). */
export const clientReportsPath = (profileId: string, firstName: string) =>
  `/app/user/clients/${encodeURIComponent(profileId)}/${encodeURIComponent(firstName)}?tab=ShiftReport`;

/** Print the report alone: the app's header, menu and the buttons stay off the paper (A4, 10 mm margins). */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 10mm; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, [data-print-hide] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
}`;

/** /app/reports/view-shift-report/{id}/{uid}: the office reads, edits, prints and downloads a report (spec 3 §2.3). */
export function OfficeShiftReportPage() {
  const { id = '', uid = '' } = useParams({ strict: false }) as { id?: string; uid?: string };
  const canEdit = useCan('shiftReport.edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zone = useTimeZone();
  const shift = useQuery({ queryKey: shiftKey(uid), queryFn: ({ signal }) => fetchShift(uid, signal) });
  const report = useQuery({
    queryKey: [...reportOfShiftKey(uid), id],
    queryFn: ({ signal }) => fetchShiftReport(id, uid, signal),
  });

  const save = async (payload: ShiftReportPayload) => {
    const current = report.data;
    if (!current) {
      return;
    }
    await editShiftReport(current.shiftReportId, payload);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SHIFT_REPORTS_KEY }),
      queryClient.invalidateQueries({ queryKey: ROSTER_KEY }),
    ]);
    const profile = current.shiftRoster.profile;
    if (profile) {
      const firstName = profile.fullName.split(' ')[0] ?? profile.fullName;
      window.location.assign(clientReportsPath(profile.profileId, firstName));
    } else {
      await navigate({ to: '/app/shift/roster' });
    }
  };

  const data = report.data;
  return (
    <>
      <style>{PRINT_CSS}</style>
      <PageHeader title="Shift Report" description="The worker's report of the shift." />
      {(shift.isError && !shift.data) || report.isError ? (
        <LoadFailed what="the shift report" onRetry={() => void report.refetch()} />
      ) : shift.isPending || report.isPending ? (
        <Stack gap="md" maw={760}>
          <Skeleton h={90} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      ) : !data ? (
        <Paper withBorder radius="lg" p="lg" maw={760}>
          <Text>This shift has no report yet.</Text>
        </Paper>
      ) : (
        <>
          <ShiftReportHeader shift={shift.data} zone={zone} signed={data.isSigned} />
          <ShiftReportForm
            key={data.shiftReportId}
            shiftId={uid}
            shift={shift.data}
            report={data}
            mode="office"
            readOnly={!canEdit}
            onSave={save}
            signedLine={
              <Paper withBorder radius="lg" p="md">
                <Text fw={600} mb={4}>
                  Signature
                </Text>
                {data.isSigned ? (
                  <Stack gap={4}>
                    {data.signatureUrl ? (
                      <img
                        src={data.signatureUrl}
                        alt="The worker's signature"
                        style={{ maxWidth: 220, maxHeight: 90 }}
                      />
                    ) : null}
                    <Text fz="sm">
                      Signed by {data.shiftRoster.staff?.fullName ?? 'the worker'} at{' '}
                      {formatInZone(data.signedAt, 'listDateTime', zone)}
                    </Text>
                  </Stack>
                ) : (
                  <Text fz="sm" c="red">
                    Not signed
                  </Text>
                )}
              </Paper>
            }
            extraActions={
              <>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  component="a"
                  href={shiftReportPdfUrl(data.shiftReportId, true)}
                >
                  Download PDF
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} aria-hidden />}
                  onClick={() => window.print()}
                >
                  Print
                </Button>
              </>
            }
          />
        </>
      )}
    </>
  );
}
