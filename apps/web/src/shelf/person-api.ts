import type { PersonKind } from '@care/domain';
import { api } from '../api/api.ts';
import type { PersonRecords } from './person-types.ts';

/** Each kind's API base (spec 1 §7). */
export const PERSON_BASE: Record<PersonKind, string> = {
  client: '/Profiles',
  staff: '/Staffs',
  administrator: '/Administrators',
};

/** 'me' loads the signed-in person's own record (GET /{base}/my_profile). */
export type PersonRef = string | 'me';

/** GET /{base}/{id}, or /{base}/my_profile for the signed-in person. */
export function fetchPerson<K extends PersonKind>(
  kind: K,
  ref: PersonRef,
  signal?: AbortSignal,
): Promise<PersonRecords[K]> {
  const path = ref === 'me' ? 'my_profile' : encodeURIComponent(ref);
  return api.get<PersonRecords[K]>(`${PERSON_BASE[kind]}/${path}`, { signal });
}
