// The front door of the people module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { payrollDetails, peopleForImport, personForAccounting } from './accounting-people.repo.ts';
export { createAdministrator, createClient, createStaff } from './create-people.ts';
export { inviteClient } from './invite-client.ts';
export { companyQuery, fullName, idParams } from './people.queries.ts';
export { listProfiles } from './people.repo.ts';
export {
  activeOf,
  auditApprovedStaffUsers,
  clientAddresses,
  clientFunding,
  clientOfUser,
  clientsOfProgram,
  companyStaffIds,
  findPerson,
  findPersonByUser,
  lockPerson,
  namePartsOf,
  staffContact,
  staffContacts,
  staffOfUser,
  staffPayrollOf,
} from './people-reads.repo.ts';
export {
  insertPerson,
  linkUserToPerson,
  nextNumber,
  setAccountingLink,
  setBoundaryRule,
  setFundingProgram,
} from './people-write.repo.ts';
export {
  assertReachesPerson,
  assertReachesWorkRecord,
  assertSeesDocumentsOf,
  type NamedClientScope,
  type NamedStaffScope,
  namedClientScope,
  namedStaffScope,
  personListScope,
  reachedRow,
  reachesPerson,
  type WorkRecordScope,
  workRecordListScope,
  workRecordStaffScope,
} from './record-rules.ts';
export { personFacts, supportBounds, visibleOwner, visiblePeople } from './record-scope.repo.ts';
export { declaredSheet } from './sheet-range.ts';
