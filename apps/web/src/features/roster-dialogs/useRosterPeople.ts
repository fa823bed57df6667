import type { ShiftRosterView } from '@care/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchPeople, peopleListKey } from '../../shelf/people-list-api.ts';

export interface PersonOption {
  value: string;
  label: string;
}

/** The people lists the roster forms choose from: the company's active staff and clients (the people lists' calls). */
export function useRosterPeople(kind: 'staff' | 'client') {
  const list = useQuery({
    queryKey: peopleListKey(kind, 'true'),
    queryFn: ({ signal }) => fetchPeople(kind, 'true', signal),
  });
  const options: PersonOption[] = (list.data ?? []).map((row) => ({
    value: 'staffId' in row ? row.staffId : row.profileId,
    label: row.fullName,
  }));
  return { options, loading: list.isPending, failed: list.isError };
}

/**
 * The options plus the shift's own people, so a shift with someone since made inactive still shows
 * their name rather than an id.
 */
export function withShiftPeople(
  options: PersonOption[],
  shift: ShiftRosterView | null,
  kind: 'staff' | 'client',
): PersonOption[] {
  const own: PersonOption[] =
    kind === 'staff'
      ? shift?.staff
        ? [{ value: shift.staff.staffId, label: shift.staff.fullName }]
        : []
      : (shift?.clientList ?? []).map((c) => ({ value: c.profileId, label: c.fullName }));
  const known = new Set(options.map((o) => o.value));
  return [...options, ...own.filter((o) => !known.has(o.value))];
}
