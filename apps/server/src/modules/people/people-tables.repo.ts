import type { PersonKind } from '@care/domain';
import { administrators, profiles, staffs } from '../../db/schema/index.ts';

/** Each kind of person: its table, the spec's id name, its number sequence and its sign-in role. */
export const PEOPLE = {
  administrator: {
    table: administrators,
    idName: 'administratorId',
    prefix: 'ADM-',
    sequence: 'maxStaffId',
    role: 'Administrator',
  },
  staff: { table: staffs, idName: 'staffId', prefix: 'STF-', sequence: 'maxStaffId', role: 'Staff' },
  client: { table: profiles, idName: 'profileId', prefix: 'CL-', sequence: 'contactId', role: 'Client' },
} as const satisfies Record<PersonKind, unknown>;

/** The three tables share id, companyId, userId, names, isActive: typed as one for the shared queries. */
export type PersonTable = typeof profiles;
export const tableOf = (kind: PersonKind) => PEOPLE[kind].table as unknown as PersonTable;
