import type { RosterFinding } from '@care/domain';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { reportFailure, useRefreshRoster } from '../../shelf/dialog-support.ts';
import { useOverride } from './FindingsOverride.tsx';

/**
 * A roster write that the checks may refuse (repeat, duplicate, move, reassign, taking an open
 * shift): a 409 shows its findings and asks for the override reason, which the next try sends;
 * a 400 puts the server's messages at the fields; other failures toast `failedTitle`.
 */
export function useOverrideWrite(failedTitle: string, onDone: () => void) {
  const override = useOverride();
  const refresh = useRefreshRoster();
  const [running, setRunning] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** Runs the write; `known` are findings already shown (e.g. an open-shift request's) that need the reason too. */
  async function run(
    call: (overrideReason?: string) => Promise<unknown>,
    known: RosterFinding[] = [],
  ): Promise<void> {
    const reason = override.reasonFor(override.conflict ?? known);
    if (reason === false) {
      return;
    }
    setRunning(true);
    setFieldErrors({});
    try {
      await call(reason);
      await refresh();
      setRunning(false);
      onDone();
    } catch (error) {
      setRunning(false);
      if (override.takeConflict(error)) {
        return;
      }
      if (isApiError(error)) {
        // Field names as the server sends them, read without regard to case.
        setFieldErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k.toLowerCase(), v])),
        );
      }
      reportFailure(error, failedTitle);
    }
  }

  return {
    override,
    findings: override.conflict ?? [],
    running,
    run,
    fieldError: (name: string): string | undefined => fieldErrors[name.toLowerCase()],
  };
}
