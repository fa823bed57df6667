import { type SendTimesheetReply, TIMESHEET_MESSAGES } from '@care/domain';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconSend, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { useCan } from '../../session/useCan.ts';
import { reportFailure } from '../../shelf/dialog-support.ts';
import { PostTimesheetsDialog, type TimesheetPostRequest } from '../integrations/PostTimesheetsDialog.tsx';
import { pdfPath, pdfTabLater } from './open-later.ts';
import {
  generateAllTimesheets,
  generateStaffTimesheet,
  sendAllTimesheets,
  sendTimesheet,
  type TimesheetFilter,
} from './timesheets-api.ts';

const T = TIMESHEET_MESSAGES;
type Running = 'generate' | 'generateAll' | 'send' | 'sendAll' | null;

/** A toast in the warning colour (the app's toasts know success and failure only). */
export function warningToast(message: string, title?: string) {
  notifications.show({ color: 'yellow', title, message, withBorder: true, autoClose: 8000 });
}

const staffCount = (n: number) => `${n} staff member${n === 1 ? '' : 's'}`;

/**
 * The timesheet screen's buttons (spec 3 §2.2, §6): Generate Timesheet (the chosen staff) and
 * Generate All open their PDF two seconds after the reply; Send Timesheet and Send All send the
 * period's timesheets to the workers (a 'Warning' with a log opens the Log dialog); Post to
 * Accounting opens the Xero Payroll post of the chosen staff member (or all) for the period. `check` validates the form (true: staff needed).
 */
export function TimesheetActions({
  check,
  onLog,
}: {
  check: (needStaff: boolean) => TimesheetFilter | null;
  onLog: (link: string) => void;
}) {
  const canGenerate = useCan('timesheet.generate');
  const canSend = useCan('timesheet.send');
  const canPost = useCan('timesheet.post');
  const [running, setRunning] = useState<Running>(null);
  const [posting, setPosting] = useState<TimesheetPostRequest | null>(null);

  const generate = async (all: boolean) => {
    const filter = check(!all);
    if (!filter) {
      return;
    }
    const tab = pdfTabLater();
    setRunning(all ? 'generateAll' : 'generate');
    try {
      const reply = all ? await generateAllTimesheets(filter) : await generateStaffTimesheet(filter);
      const count = reply.timesheet?.length ?? 0;
      if (count === 0) {
        tab.cancel();
        toasts.error(T.noRecords, T.noData);
        return;
      }
      toasts.success(`The PDF opens in a new tab.`, `Timesheet generated for ${staffCount(count)}`);
      tab.openAfterDelay(
        all
          ? pdfPath('all-staff-timesheet', filter.fromDate, filter.toDate)
          : pdfPath('staff-timesheet', filter.staffIds.join(','), filter.fromDate, filter.toDate),
      );
    } catch (error) {
      tab.cancel();
      reportFailure(error, T.pdfFailed, true);
    } finally {
      setRunning(null);
    }
  };

  const answer = (reply: SendTimesheetReply) => {
    if (reply.status === 'Warning') {
      warningToast(reply.message, 'Some timesheets were not sent');
      if (reply.logs) {
        onLog(reply.logs);
      }
      return;
    }
    toasts.success(reply.message);
  };

  const send = async (all: boolean) => {
    const filter = check(!all);
    if (!filter) {
      return;
    }
    setRunning(all ? 'sendAll' : 'send');
    try {
      answer(all ? await sendAllTimesheets(filter) : await sendTimesheet(filter));
    } catch (error) {
      reportFailure(error, 'Timesheet not sent', true);
    } finally {
      setRunning(null);
    }
  };

  if (!canGenerate && !canSend && !canPost) {
    return null;
  }
  const busy = running !== null;
  return (
    <Group gap="xs" justify="space-between">
      <Group gap="xs" wrap="wrap">
        {canGenerate ? (
          <>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={18} stroke={1.8} aria-hidden />}
              loading={running === 'generate'}
              disabled={busy && running !== 'generate'}
              onClick={() => void generate(false)}
            >
              Generate Timesheet
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={18} stroke={1.8} aria-hidden />}
              loading={running === 'generateAll'}
              disabled={busy && running !== 'generateAll'}
              onClick={() => void generate(true)}
            >
              Generate All
            </Button>
          </>
        ) : null}
        {canSend ? (
          <>
            <Button
              variant="default"
              leftSection={<IconSend size={18} stroke={1.8} aria-hidden />}
              loading={running === 'send'}
              disabled={busy && running !== 'send'}
              onClick={() => void send(false)}
            >
              Send Timesheet
            </Button>
            <Button
              variant="default"
              leftSection={<IconSend size={18} stroke={1.8} aria-hidden />}
              loading={running === 'sendAll'}
              disabled={busy && running !== 'sendAll'}
              onClick={() => void send(true)}
            >
              Send All
            </Button>
          </>
        ) : null}
      </Group>
      {canPost ? (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
          // Opens the post dialog: it asks the server whether Xero is connected (issue 40 item 4: this
          // button used to say "No accounting connection" whatever the connection was).
          onClick={() => {
            const filter = check(false);
            if (filter) {
              const one = filter.staffIds.length === 1 ? filter.staffIds[0] : undefined;
              setPosting({
                staffId: one ?? 'All',
                staffName: one ? 'The chosen staff member' : 'Every worker',
                fromDate: filter.fromDate,
                toDate: filter.toDate,
              });
            }
          }}
        >
          Post to Accounting
        </Button>
      ) : null}
      <PostTimesheetsDialog
        request={posting}
        notConnected={T.accountingNotConnected}
        onClose={() => setPosting(null)}
      />
    </Group>
  );
}
