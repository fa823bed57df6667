import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROSTER_KEY } from '../../shelf/shift-api.ts';
import { checkShift } from './shift-actions-api.ts';
import { type ShiftFormState, valuesToSend } from './shift-form-values.ts';

/** How long the form rests before its checks run again. */
export const CHECK_DELAY_MS = 400;

/**
 * Whether the server can read the form yet: times and a client chosen, and a repeat's stop date
 * (anything else it refuses with 400 and saving shows the message).
 */
function checkable(form: ShiftFormState): boolean {
  return (
    form.dateFrom !== '' &&
    form.dateTo !== '' &&
    form.clientsId.length > 0 &&
    !(form.repeat && !form.stopDate)
  );
}

/**
 * The rostering checks of the form as it changes (debounced): the server's findings for the shift
 * (or each shift of the repeat) it would save. Runs once the times and a client are chosen; a form
 * the server cannot read yet simply has no findings (saving shows its messages).
 */
export function useShiftChecks(state: ShiftFormState, shiftId: string | undefined) {
  // The free texts change no finding: typing them does not re-run the checks.
  const { description: _d, appointment: _a, ...relevant } = state;
  const key = JSON.stringify(relevant);
  const [settled] = useDebouncedValue(key, CHECK_DELAY_MS);
  const ready = checkable(state);
  const settledForm = { ...(JSON.parse(settled) as ShiftFormState), description: '', appointment: '' };
  const query = useQuery({
    queryKey: [...ROSTER_KEY, 'check', shiftId ?? null, settled],
    queryFn: async ({ signal }) => (await checkShift(valuesToSend(settledForm), shiftId, signal)).findings,
    // The debounced form is the one sent: the form of a moment ago (no client yet) is never asked
    // about, or the server answers 400 (issue 40 item 10: no error in the console).
    enabled: ready && checkable(settledForm),
    retry: false,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
  return {
    findings: ready && query.isSuccess ? query.data : [],
    checking: ready && (query.isFetching || settled !== key),
    /** The form as the checks see it now (not debounced): a 409's findings hold while it stays the same. */
    key,
  };
}
