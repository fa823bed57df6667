import { leftEarly, periodFromClockTimes, type ShiftRosterView, type StaffShiftAction } from '@care/domain';
import { ActionIcon, Alert, Button, Group, Menu, Stack } from '@mantine/core';
import {
  IconAlertCircle,
  IconCloudUpload,
  IconDots,
  IconLogin,
  IconLogout,
  IconReport,
  IconX,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useWorkSettings } from '../../platform/useWorkSettings.ts';
import { ROSTER_KEY } from '../../shelf/shift-api.ts';
import { ATTENDANCE_KEY } from './attendance-api.ts';
import { type ClockedIn, ClockedInDialog } from './ClockedInDialog.tsx';
import { type ClockOutAnswers, ClockOutDialog } from './ClockOutDialog.tsx';
import { clockIn, clockOut, failureMessage, fillMileage, readPosition } from './clock-actions.ts';

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
  // The facts of the Clock Out dialog, fixed when it opens: leaving early, and whether km are always asked.
  const [clockingOut, setClockingOut] = useState<{ early: boolean } | null>(null);
  const settings = useWorkSettings().data;
  const zone = useTimeZone();
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

  const startClockOut = () =>
    setClockingOut({ early: leftEarly(shift.dateTo, new Date(), settings?.deliveryToleranceMinutes ?? 15) });

  // The km first when they drove (the server keeps them on the attendance), then the clock-out itself.
  const finishClockOut = async ({
    km,
    leftEarlyReason,
    unpaidBreakMinutes,
    activePeriods,
  }: ClockOutAnswers) => {
    const position = await readPosition();
    // The times the worker was woken, placed in the attendance from its clock-in (02:10 is the night's).
    const clockedInAt = new Date(shift.attendanceClockIn ?? shift.dateFrom);
    const worked = activePeriods.map((p) => periodFromClockTimes(p.start, p.end, clockedInAt, zone));
    const mileage = km ? await fillMileage(shiftId, km) : { sent: true };
    const out = await clockOut(shiftId, position, {
      leftEarlyReason,
      unpaidBreakMinutes,
      activePeriods: worked.filter((p) => p !== null),
    });
    setClockingOut(null);
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
      <ClockOutDialog
        opened={clockingOut !== null}
        early={clockingOut?.early ?? false}
        kmAsked={settings?.kilometresAtClockOut === 'always'}
        endsAt={shift.dateTo}
        sleepover={shift.isNightShift}
        zone={zone}
        onSave={finishClockOut}
        onClose={() => setClockingOut(null)}
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
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Group gap="xs" grow style={{ flex: 1 }}>
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
              <Button leftSection={<IconLogout size={16} aria-hidden />} onClick={startClockOut}>
                Clock Out
              </Button>
            ) : null}
          </Group>
          {actions.includes('cancel') ? (
            // Out of the way of Clock-In: in a menu, and the dialog it opens asks to confirm with a reason.
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="default" size={36} aria-label="More actions" disabled={clocking}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item color="red" leftSection={<IconX size={16} aria-hidden />} onClick={onCancel}>
                  Cancel shift…
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      ) : null}
      {dialogs}
    </Stack>
  );
}
