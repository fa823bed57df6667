import { calendarDateInZone, type PeriodicTimesheetView, TIMESHEET_MESSAGES } from '@care/domain';
import { Button, Flex } from '@mantine/core';
import { IconChecks, IconFileTypePdf, IconSend, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PostTimesheetsDialog, type TimesheetPostRequest } from '../integrations/PostTimesheetsDialog.tsx';
import { WorkerPayPanel } from '../pay-lines/WorkerPayPanel.tsx';
import { openPdfLater, staffTimesheetPdfPath } from './review-format.ts';
import { generateStaffTimesheet, sendTimesheet } from './timesheet-review-api.ts';

/**
 * The office's buttons over a periodic timesheet (spec 3 §2.3): Generate Timesheet (its PDF opens
 * two seconds later), Post Staff Timesheet to the accounting service, Approve All Pending and Send Timesheet.
 */
export function OfficeTimesheetActions({
  sheet,
  period,
  onApproveAll,
  onSent,
}: {
  sheet: PeriodicTimesheetView | undefined;
  period: { staffId: string; fromDate: string; toDate: string };
  onApproveAll: () => Promise<boolean>;
  onSent: () => Promise<unknown>;
}) {
  const canGenerate = useCan('timesheet.generate');
  const canSend = useCan('timesheet.send');
  const canApprove = useCan('attendance.approve');
  const zone = useTimeZone();
  const [confirming, setConfirming] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [sending, setSending] = useState(false);
  const { staffId, fromDate, toDate } = period;
  const hasSplits = (sheet?.attendanceSplits.length ?? 0) > 0;

  const generate = async () => {
    // The tab opens inside the click (pop-up blockers allow that) and gets the PDF after the pause.
    const tab = window.open('', '_blank');
    setGenerating(true);
    try {
      await generateStaffTimesheet(staffId, fromDate, toDate);
      openPdfLater(staffTimesheetPdfPath(staffId, fromDate, toDate), tab);
    } catch {
      tab?.close();
    } finally {
      setGenerating(false);
    }
  };

  const [posting, setPosting] = useState<TimesheetPostRequest | null>(null);
  const post = () => setPosting({ staffId, staffName: sheet?.staffName ?? 'This worker', fromDate, toDate });

  const send = async () => {
    setSending(true);
    try {
      // The API client toasts the server's message (sent, or nothing to send).
      await sendTimesheet(staffId, fromDate, toDate);
      await onSent();
    } catch {
      // Already shown.
    } finally {
      setSending(false);
    }
  };

  return (
    // A column of full-width buttons on phones, a wrapping row from tablets up.
    <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
      {canGenerate ? (
        <Button
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          loading={generating}
          disabled={!hasSplits}
          onClick={() => void generate()}
        >
          Generate Timesheet
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={post}
        // The long label may wrap on a phone rather than push the page sideways.
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
      >
        Post Staff Timesheet to the accounting service
      </Button>
      {canApprove ? (
        <Button
          variant="light"
          color="green"
          leftSection={<IconChecks size={18} aria-hidden />}
          disabled={(sheet?.pendingCount ?? 0) === 0}
          onClick={() => setConfirming(true)}
        >
          Approve All Pending
        </Button>
      ) : null}
      {canSend ? (
        <Button
          variant="light"
          leftSection={<IconSend size={18} aria-hidden />}
          loading={sending}
          disabled={!hasSplits}
          onClick={() => void send()}
        >
          Send Timesheet
        </Button>
      ) : null}
      <PostTimesheetsDialog
        request={posting}
        notConnected={TIMESHEET_MESSAGES.accountingNotConnected}
        onClose={() => setPosting(null)}
      />
      <ConfirmDialog
        opened={confirming}
        title="Approve All Shifts"
        message={`Approve all ${sheet?.pendingCount ?? 0} pending shifts of ${sheet?.staffName ?? 'this staff member'} in this period?`}
        confirmLabel="Approve All"
        onConfirm={onApproveAll}
        onClose={() => setConfirming(false)}
      >
        {confirming ? (
          <PeriodPay staffId={staffId} staffName={sheet?.staffName ?? ''} period={period} zone={zone} />
        ) : null}
      </ConfirmDialog>
    </Flex>
  );
}

/** The worker's pay lines of the timesheet's period, beside the hours being approved. */
export function PeriodPay({
  staffId,
  staffName,
  period,
  zone,
}: {
  staffId: string;
  staffName: string;
  period: { fromDate: string; toDate: string };
  zone: string;
}) {
  // The timesheet's dates are instants and its period ends before `toDate` (review-format.ts); the
  // pay call reads calendar dates of the company's zone.
  const day = (ms: number) => (Number.isNaN(ms) ? '' : calendarDateInZone(new Date(ms), zone));
  const fromDate = day(Date.parse(period.fromDate));
  const toDate = day(Date.parse(period.toDate) - 1);
  return <WorkerPayPanel staffId={staffId} staffName={staffName} fromDate={fromDate} toDate={toDate} />;
}
