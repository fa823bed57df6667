// The main demo company, Harbourside Care Services: its administrators, twelve support workers,
// two dozen clients, an auditor and a care manager, the company's roles and first activity lines.

import type { Queryable } from '../db/client.ts';
import {
  activityLogs,
  administrators,
  companies,
  companyRoles,
  profiles,
  staffs,
  userClaims,
} from '../db/schema/index.ts';
import { seedDueHolidayYears } from '../modules/work-settings/work-settings.api.ts';
import {
  DEMO_ADMINS,
  DEMO_CLIENTS,
  DEMO_STAFF,
  type DemoAddress,
  type DemoPerson,
  demoContactId,
  demoEmployeeId,
  demoNdisNumber,
  SYDNEY_ADDRESSES,
} from './demo-people.ts';
import { addressOf, addUser, emailOf, phone, type Seeder } from './demo-seeder.ts';

const SEEDER = 'demo-seed';

/** Harbourside and its people, each with a sign-in where the demo needs one; returns the company id. */
export async function seedHarbourside(db: Queryable, passwordHash: string, now: Date): Promise<string> {
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Harbourside Care Services',
      abn: '53 004 085 616',
      ndisRegistrationNumber: '4050012345',
      timeZone: 'Australia/Sydney',
      address: 'Level 4, 120 Church Street, Parramatta NSW 2150',
      email: 'office@harbourside.demo',
      phoneNumber: '0298765432',
      userCreated: SEEDER,
      dateCreated: now,
    })
    .returning({ id: companies.id });
  if (!company) {
    throw new Error('company insert returned nothing');
  }
  // A company is made with its state's public holidays of the year (and from 1 December the next).
  await seedDueHolidayYears(db, company.id, now);
  const s: Seeder = { db, companyId: company.id, passwordHash, now };
  const domain = 'harbourside.demo';

  // Administrators: the owner (CompanyAdmin), an office administrator, and one more without a sign-in role of their own.
  const adminEmails = [
    'owner@harbourside.demo',
    'admin@harbourside.demo',
    emailOf(DEMO_ADMINS[2] as DemoPerson, domain),
  ];
  const adminRoles = ['CompanyAdmin', 'Administrator', 'Administrator'];
  for (const [i, p] of DEMO_ADMINS.entries()) {
    const email = adminEmails[i] as string;
    const userId = await addUser(s, {
      email,
      firstName: p.firstName,
      lastName: p.surName,
      role: adminRoles[i] as string,
      phoneNumber: phone(i),
    });
    await db.insert(administrators).values({
      companyId: s.companyId,
      userId,
      firstName: p.firstName,
      surName: p.surName,
      email,
      phoneNumber: phone(i),
      gender: p.gender,
      dateOfBirth: p.dateOfBirth,
      ...addressOf(SYDNEY_ADDRESSES[(i + 5) % SYDNEY_ADDRESSES.length] as DemoAddress),
      maxStaffId: `ADM-${String(i + 1).padStart(3, '0')}`,
      position: i === 0 ? 'Director' : 'Rostering and Client Services Officer',
      employmentType: 'Full Time',
      payRate: 'Annual',
      userCreated: SEEDER,
      dateCreated: now,
    });
  }

  // Staff: twelve support workers, each with a sign-in; the first is the demo staff sign-in.
  for (const [i, p] of DEMO_STAFF.entries()) {
    const email = i === 0 ? 'staff@harbourside.demo' : emailOf(p, domain);
    const userId = await addUser(s, {
      email,
      firstName: p.firstName,
      lastName: p.surName,
      role: 'Staff',
      phoneNumber: phone(10 + i),
      isActive: i !== 11,
    });
    await db.insert(staffs).values({
      companyId: s.companyId,
      userId,
      firstName: p.firstName,
      surName: p.surName,
      email,
      phoneNumber: phone(10 + i),
      gender: p.gender,
      dateOfBirth: p.dateOfBirth,
      ...addressOf(SYDNEY_ADDRESSES[i % SYDNEY_ADDRESSES.length] as DemoAddress),
      maxStaffId: `STF-${String(i + 1).padStart(3, '0')}`,
      // Two staff are not yet in the accounting system (no employeeId): the list shows them in red.
      employeeId: demoEmployeeId(i),
      employmentType: ['Full Time', 'Part Time', 'Causual', 'Contract'][i % 4],
      payRate: 'Hourly',
      level: ['1-1', '1-2', '2-1', '2.1', '6-1'][i % 5],
      dateJoined: `202${2 + (i % 4)}-0${1 + (i % 9)}-15`,
      auditApproved: i % 3 !== 2,
      isActive: i !== 11,
      nextOfKin: `${['Anna', 'Peter', 'Linh', 'Mark'][i % 4]} ${p.surName}`,
      relationship: ['Partner', 'Parent', 'Sibling', 'Friend'][i % 4],
      kinPhoneNumber: phone(40 + i),
      userCreated: SEEDER,
      dateCreated: now,
    });
  }

  // Clients: two dozen participants; the first has the demo client sign-in.
  for (const [i, p] of DEMO_CLIENTS.entries()) {
    const email = i === 0 ? 'client@harbourside.demo' : emailOf(p, 'example.com.au');
    const userId =
      i === 0
        ? await addUser(s, {
            email,
            firstName: p.firstName,
            lastName: p.surName,
            role: 'Client',
            phoneNumber: phone(60),
          })
        : null;
    const start = `2026-0${1 + (i % 6)}-01`;
    await db.insert(profiles).values({
      companyId: s.companyId,
      userId,
      firstName: p.firstName,
      surName: p.surName,
      email,
      phoneNumber: phone(60 + i),
      gender: p.gender,
      dateOfBirth: p.dateOfBirth,
      ...addressOf(SYDNEY_ADDRESSES[(i * 3) % SYDNEY_ADDRESSES.length] as DemoAddress),
      contactId: `CL-${String(i + 1).padStart(4, '0')}`,
      // Every fifth client is not yet synced to the accounting system (empty clientId).
      clientId: demoContactId(i),
      ndisNo: demoNdisNumber(i),
      agreementStartDate: start,
      agreementEndDate: `2027-0${1 + (i % 6)}-01`,
      isActive: i % 8 !== 7,
      auditApproved: i % 4 !== 3,
      preferredLanguage: ['English', 'Vietnamese', 'Arabic', 'Greek', 'Italian'][i % 5],
      requireInterpreter: i % 5 === 1 ? 'Yes' : 'No',
      ndisPlan: 'Yes',
      financialArrangement: ['Plan Managed', 'Self Managed', 'NDIA Managed'][i % 3],
      nextOfKin: `${['Susan', 'David', 'Mai', 'Robert'][i % 4]} ${p.surName}`,
      relationship: ['Daughter', 'Son', 'Parent', 'Partner'][i % 4],
      kinPhoneNumber: phone(90 + i),
      userCreated: SEEDER,
      dateCreated: now,
    });
  }

  // An auditor and a care manager (an "other" role that lands on the welcome page).
  await addUser(s, {
    email: 'auditor@harbourside.demo',
    firstName: 'Paul',
    lastName: 'Whitfield',
    role: 'Auditor',
  });
  const managerId = await addUser(s, {
    email: 'manager@harbourside.demo',
    firstName: 'Nadia',
    lastName: 'Kovac',
    role: 'CareManager',
  });

  await db.insert(companyRoles).values(
    ['Team Leader', 'Rostering Officer', 'Support Coordinator', 'Finance Officer'].map((role) => ({
      companyId: s.companyId,
      role,
      userCreated: SEEDER,
      dateCreated: now,
    })),
  );
  await db.insert(userClaims).values({
    companyId: s.companyId,
    userId: managerId,
    claim: 'Edit Client',
    userCreated: SEEDER,
    dateCreated: now,
  });
  await db.insert(activityLogs).values(
    ['Loaded the demo company', 'Created the staff records', 'Created the client records'].map(
      (activity) => ({
        companyId: s.companyId,
        userId: null,
        user: 'System',
        activity,
        medium: 'Seed',
        dateCreated: now,
      }),
    ),
  );
  return s.companyId;
}
