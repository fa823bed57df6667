import type { PersonKind } from '@care/domain';

/** Fields every person record carries (people.repo.ts: the table's columns plus fullName). */
interface PersonBase {
  companyId: string;
  userId: string | null;
  firstName: string;
  middleName: string | null;
  surName: string;
  fullName: string;
  /** A participant may have none (issue 40 item 5). */
  email: string | null;
  phoneNumber: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  imageUrl: string | null;
  isActive: boolean;
  address: string | null;
  city: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
  nextOfKin: string | null;
  relationship: string | null;
  kinAddress: string | null;
  kinCity: string | null;
  kinSuburb: string | null;
  kinState: string | null;
  kinPostcode: string | null;
  kinCountry: string | null;
  kinEmail: string | null;
  kinPhoneNumber: string | null;
  dateCreated: string;
  dateModified: string | null;
}

interface WorkerFields {
  accountName: string | null;
  accountNumber: string | null;
  bankName: string | null;
  branch: string | null;
  bsb: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  linkedIn: string | null;
  youtube: string | null;
  github: string | null;
  maxStaffId: string | null;
  employmentType: string | null;
  payRate: string | null;
  payDay: string | null;
  salary: string | null;
  position: string | null;
  profession: string | null;
  taxFile: string | null;
}

/** GET /Administrators/{id} (spec 1 §3 Administrator). */
export interface AdministratorProfile extends PersonBase, WorkerFields {
  administratorId: string;
  /** The Xero payroll employee id (issue 28): null until imported or updated to Xero. */
  employeeId?: string | null;
}

/** GET /Staffs/{id} (spec 2 §3 Staff profile). */
export interface StaffProfile extends PersonBase, WorkerFields {
  staffId: string;
  aboutMe: string | null;
  employeeId: string | null;
  level: string | null;
  dateJoined: string | null;
  signatureUrl: string | null;
  auditApproved: boolean;
  xerolink: string | null;
}

/** A service provider the client is assigned to (the client record carries them). */
export interface AssignedProvider {
  clientServiceProviderId: string;
  serviceProvidersId: string;
  fullName: string;
  referralCompany: string | null;
}

/** GET /Profiles/{id} (spec 1 §3 Client profile). */
export interface ClientProfile extends PersonBase {
  profileId: string;
  contactId: string | null;
  clientId: string | null;
  xerolink: string | null;
  ndisNo: string | null;
  /** Who funds the client (issue 39): NDIS, SUPPORT_AT_HOME or PRIVATE. */
  fundingProgram?: string;
  referral: string | null;
  careManager: string | null;
  careManagerId: string | null;
  auditApproved: boolean;
  culturalBackground: string | null;
  financialArrangement: string | null;
  indigenousSatatus: string | null;
  ndisPlan: string | null;
  ndisPlanNote: string | null;
  preferredLanguage: string | null;
  privacyPreferences: string | null;
  requireInterpreter: string | null;
  agreementStartDate: string | null;
  agreementEndDate: string | null;
  signature: string | null;
  latitude: number | null;
  longitude: number | null;
  serviceProviders?: AssignedProvider[];
}

export interface PersonRecords {
  client: ClientProfile;
  staff: StaffProfile;
  administrator: AdministratorProfile;
}

export type PersonRecord = PersonRecords[PersonKind];

/** The record's id under the spec's name for its kind. */
export function personId(kind: PersonKind, record: PersonRecord): string {
  switch (kind) {
    case 'client':
      return (record as ClientProfile).profileId;
    case 'staff':
      return (record as StaffProfile).staffId;
    case 'administrator':
      return (record as AdministratorProfile).administratorId;
  }
}
