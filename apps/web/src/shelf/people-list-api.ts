import { api } from '../api/api.ts';

/** Fields every list row carries (people.repo.ts: the record's columns plus fullName). */
interface PersonRow {
  firstName: string;
  middleName: string | null;
  surName: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  isActive: boolean;
  dateCreated: string;
}

/** GET /Administrators (spec 2 §3 Administrator list). */
export interface AdministratorRow extends PersonRow {
  administratorId: string;
  maxStaffId: string | null;
  position: string | null;
}

/** GET /Staffs (spec 2 §3 Staff list row). */
export interface StaffRow extends PersonRow {
  staffId: string;
  maxStaffId: string | null;
  employeeId: string | null;
  auditApproved: boolean;
  employmentType: string | null;
  dateJoined: string | null;
}

/** GET /Profiles (spec 1 §3 Client profile: the fields the list shows). */
export interface ClientRow extends PersonRow {
  profileId: string;
  contactId: string | null;
  /** The accounting system's id; empty until the client is synced. */
  clientId: string | null;
  ndisNo: string | null;
  /** Who funds the client (issue 39): NDIS, SUPPORT_AT_HOME or PRIVATE. */
  fundingProgram?: string;
  auditApproved: boolean;
  agreementStartDate: string | null;
  agreementEndDate: string | null;
}

export interface PeopleRows {
  administrator: AdministratorRow;
  staff: StaffRow;
  client: ClientRow;
}
export type ListKind = keyof PeopleRows;

/** The status filter of the lists: everyone, or Active / InActive sent as 'true' / 'false' (spec 2 §4). */
export type StatusFilter = 'all' | 'true' | 'false';

const PATHS: Record<ListKind, { all: string; byStatus: string }> = {
  administrator: { all: '/Administrators', byStatus: '/Administrators/get_active_admin' },
  staff: { all: '/Staffs', byStatus: '/Staffs/get_active_staffs' },
  client: { all: '/Profiles', byStatus: '/Profiles/get_active_clients' },
};

/** The kind's list; with a status, GET .../get_active_*?IsActive=true|false. */
export function fetchPeople<K extends ListKind>(
  kind: K,
  status: StatusFilter,
  signal?: AbortSignal,
): Promise<PeopleRows[K][]> {
  const path = PATHS[kind];
  return status === 'all'
    ? api.get<PeopleRows[K][]>(path.all, { signal })
    : api.get<PeopleRows[K][]>(path.byStatus, { query: { IsActive: status }, signal });
}

/** Shares the 'people' root with the profile pages, so reloading a kind refreshes its lists too. */
export const peopleListKey = (kind: ListKind, status: StatusFilter) =>
  ['people', kind, 'list', status] as const;
