import type { DailyReportView } from '@care/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { toasts } from '../../platform/toasts.ts';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { DailyReportForm } from './DailyReportForm.tsx';
import { DAILY_REPORTS_KEY, editDailyReport, type ReportKind, reportId } from './daily-reports-api.ts';
import { QUEUED_MESSAGE } from './NewReportForm.tsx';
import { clockOutText, clockText } from './report-format.ts';

/**
 * Edit Report (spec 3 §5): the clock times read-only, start km, end km (required), report, file.
 * Saving closes an open day. `own`: the staff member's own report, sent through the offline queue.
 */
export function EditReportDialog({
  kind,
  report,
  zone,
  own,
  opened,
  onClose,
}: {
  kind: ReportKind;
  report: DailyReportView | null;
  zone: string;
  own: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Edit Report" size="lg">
      {report ? (
        <DailyReportForm
          key={reportId(report)}
          mode="edit"
          initial={report}
          submitLabel="Save report"
          onCancel={onClose}
          header={
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label="Clock-In" size="md" readOnly value={clockText(report.clockIn, zone)} />
              <TextInput label="Clock-Out" size="md" readOnly value={clockOutText(report, zone)} />
            </SimpleGrid>
          }
          onSubmit={async (input) => {
            const result = await editDailyReport(kind, reportId(report), input, own);
            await queryClient.invalidateQueries({ queryKey: DAILY_REPORTS_KEY });
            if (!result.sent) {
              toasts.success(QUEUED_MESSAGE);
            }
            onClose();
          }}
        />
      ) : null}
    </ResponsiveModal>
  );
}
