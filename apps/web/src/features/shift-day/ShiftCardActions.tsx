import type { ShiftRosterView, StaffShiftAction } from '@care/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCloudUpload, IconLogin, IconLogout, IconReport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { ROSTER_KEY } from '../roster/roster-api.ts';
import { ATTENDANCE_KEY } from './attendance-api.ts';
import { type ClockedIn, ClockedInDialog } from './ClockedInDialog.tsx';
import { clockIn, clockOut, failureMessage, fillMileage, readPosition } from './clock-actions.ts';
import { type Mileage, MileageDialog } from './MileageDialog.tsx';

export const QUEUED_CLOCK_OUT = 'Clocked out on this phone; it will be sent when you are back online';

/** Where the worker fills the shift's report (the shift-reports pages). */
export const reportFormPath = (shiftId: string) => `/app/staff/report-form/${encodeURIComponent(shiftId)}`;

/**
 * The shift card's actions (spec 3 §4.3): Clock-In with the phone's position, Fill Report, Clock
 * Out after the mileage prompt, and Cancel shift. Each call is sent or queued on the phone; a
 * refusal shows the server's words on the card.
 */
export function ShiftCardActions({
  shift,
  actions,
  onCancel,
}: {
  shift: ShiftRosterView;
  actions: readonly StaffShiftAction[];
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [clocking, setClocking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [clockedIn, setClockedIn] = useState<ClockedIn | null>(null);
  const [askMileage, setAskMileage] = useState(false);
  const shiftId = shift.shiftRosterId;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ROSTER_KEY }),
      queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
    ]);
  const fillReport = () => void navigate({ to: reportFormPath(shiftId) });

  const startClockIn = async () => {
    setClocking(true);
    setRefusal(null);
    setNotice(null);
    try {
      const result = await clockIn(shiftId, await readPosition());
      if (result.sent) {
        setClockedIn({
          queued: false,
          message: result.reply.message,
          flagged: result.reply.attendance?.flagged ?? false,
        });
        await refresh();
      } else {
        setClockedIn({ queued: true });
      }
    } catch (error) {
      setRefusal(failureMessage(error));
    } finally {
      setClocking(false);
    }
  };

  // The km first (the server keeps them on the attendance), then the clock-out itself.
  const finishClockOut = async (km: Mileage) => {
    const position = await readPosition();
    const mileage = await fillMileage(shiftId, km);
    const out = await clockOut(shiftId, position);
    setAskMileage(false);
    setRefusal(null);
    if (mileage.sent && out.sent) {
      toasts.success(out.reply.message || 'You are clocked out.');
      await refresh();
    } else {
      setNotice(QUEUED_CLOCK_OUT);
    }
  };

  const dialogs = (
    <>
      <ClockedInDialog
        result={clockedIn}
        onClose={() => setClockedIn(null)}
        onFillReport={() => {
          setClockedIn(null);
          fillReport();
        }}
      />
      <MileageDialog
        opened={askMileage}
        title="Clock Out"
        intro="Enter the kilometres for this shift: the readings at its start and at its end."
        submitLabel="Clock Out"
        onSave={finishClockOut}
        onClose={() => setAskMileage(false)}
      />
    </>
  );
  if (actions.length === 0 && !refusal && !notice) {
    return dialogs;
  }
  return (
    <Stack gap={6}>
      {refusal ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {refusal}
        </Alert>
      ) : null}
      {notice ? (
        <Alert color="blue" variant="light" icon={<IconCloudUpload size={18} aria-hidden />}>
          {notice}
        </Alert>
      ) : null}
      {actions.length > 0 ? (
        <Group gap="xs" grow>
          {actions.includes('clockIn') ? (
            <Button
              leftSection={<IconLogin size={16} aria-hidden />}
              loading={clocking}
              onClick={() => void startClockIn()}
            >
              Clock-In
            </Button>
          ) : null}
          {actions.includes('fillReport') ? (
            <Button
              variant={actions.includes('clockOut') ? 'light' : 'filled'}
              leftSection={<IconReport size={16} aria-hidden />}
              onClick={fillReport}
            >
              Fill Report
            </Button>
          ) : null}
          {actions.includes('clockOut') ? (
            <Button leftSection={<IconLogout size={16} aria-hidden />} onClick={() => setAskMileage(true)}>
              Clock Out
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <Button variant="outline" color="red" onClick={onCancel} disabled={clocking}>
              Cancel shift
            </Button>
          ) : null}
        </Group>
      ) : null}
      {dialogs}
    </Stack>
  );
}
