import { useQuery } from '@tanstack/react-query';
import { fetchPeople, peopleListKey } from './people-list-api.ts';

export interface PersonOption {
  value: string;
  label: string;
}

/**
 * The active staff members and clients, as options of the roster filter (by name). `staff: false`
 * leaves the staff list unasked: a support worker may read their clients but not the staff list
 * (a 403 in their console otherwise; issue 40 item 10).
 */
export function usePeopleOptions(enabled: boolean, { staff: staffToo = true }: { staff?: boolean } = {}) {
  const staff = useQuery({
    queryKey: peopleListKey('staff', 'true'),
    queryFn: ({ signal }) => fetchPeople('staff', 'true', signal),
    enabled: enabled && staffToo,
  });
  const clients = useQuery({
    queryKey: peopleListKey('client', 'true'),
    queryFn: ({ signal }) => fetchPeople('client', 'true', signal),
    enabled,
  });
  const byName = (a: PersonOption, b: PersonOption) => a.label.localeCompare(b.label);
  return {
    staff: (staff.data ?? []).map((s) => ({ value: s.staffId, label: s.fullName })).sort(byName),
    clients: (clients.data ?? []).map((c) => ({ value: c.profileId, label: c.fullName })).sort(byName),
  };
}
