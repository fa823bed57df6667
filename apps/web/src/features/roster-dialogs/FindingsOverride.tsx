import { formatInZone, ROSTER_MESSAGES, type RosterFinding } from '@care/domain';
import { Alert, List, Loader, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { findingKey } from '../../shelf/shift-display.ts';
import { findingsOf } from './shift-actions-api.ts';

const FINDING_TITLES: Record<RosterFinding['kind'], string> = {
  overlap: 'Overlapping shift',
  availability: 'Outside availability',
  screening: 'Screening documents',
  training: 'Required training',
  clientDoubleBooking: 'Client double booking',
};

/**
 * The rostering checks' warnings, and the reason to roster despite them (docs/workforce.md "Checks when
 * rostering"): one component for the add/edit form, repeat, duplicate, move, reassign and open shifts.
 */
export function FindingsOverride({
  findings,
  reason,
  onReason,
  error,
  checking,
  zone,
}: {
  findings: RosterFinding[];
  reason: string;
  onReason: (reason: string) => void;
  error: string | null;
  checking?: boolean;
  zone: string;
}) {
  // The shift's date only helps when the findings are about several shifts (a repeat).
  const severalShifts = new Set(findings.map((f) => f.dateFrom ?? '')).size > 1;
  if (findings.length === 0) {
    return checking ? <Loader size="xs" aria-label="Checking the roster" /> : null;
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Rostering checks"
      icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
      role="alert"
    >
      <List size="sm" spacing={4} mb="sm">
        {findings.map((f) => (
          <List.Item key={findingKey(f)}>
            {severalShifts && f.dateFrom ? `${formatInZone(f.dateFrom, 'listDateTime', zone)} · ` : ''}
            <b>{FINDING_TITLES[f.kind]}:</b> {f.message}
          </List.Item>
        ))}
      </List>
      <Textarea
        label="Override with a reason"
        description="Saving anyway is recorded in the activity log with this reason."
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => onReason(e.currentTarget.value)}
        error={error}
      />
    </Alert>
  );
}

/**
 * The override's state for a write: the findings a 409 brought back, the typed reason, and the
 * message when saving needs a reason that is missing.
 */
export function useOverride() {
  const [conflict, setConflict] = useState<RosterFinding[] | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    conflict,
    reason,
    error,
    setReason: (value: string) => {
      setReason(value);
      setError(null);
    },
    clearConflict: () => setConflict(null),
    /** The reason to send; false (and the message shown) when there are findings and no reason. */
    reasonFor(findings: RosterFinding[]): string | undefined | false {
      const typed = reason.trim();
      if (findings.length > 0 && !typed) {
        setError(ROSTER_MESSAGES.overrideReason);
        return false;
      }
      return findings.length > 0 ? typed : undefined;
    },
    /** Takes a 409's findings; false when the error is not the checks' refusal. */
    takeConflict(failure: unknown): boolean {
      const found = findingsOf(failure);
      if (found === null) {
        return false;
      }
      setConflict(found);
      if (!reason.trim()) {
        setError(ROSTER_MESSAGES.overrideReason);
      }
      return true;
    },
  };
}
