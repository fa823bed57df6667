import { count } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import {
  activityLogs,
  administrators,
  companies,
  companyRoles,
  profiles,
  staffs,
  userClaims,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/auth.api.ts';
import { seedDueHolidayYears } from '../modules/work-settings/work-settings.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoCareNeeds } from './demo-care-needs.ts';
import { seedDemoCareRecord } from './demo-care-record.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoCommunication } from './demo-communication.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { seedHarboursideExtras } from './demo-extras.ts';
import { seedDemoIncidents } from './demo-incidents.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoOfficeDay } from './demo-office-day.ts';
import { seedDemoParticipantForms } from './demo-participant-forms.ts';
import {
  DEMO_ADMINS,
  DEMO_CLIENTS,
  DEMO_STAFF,
  type DemoAddress,
  type DemoPerson,
  SYDNEY_ADDRESSES,
} from './demo-people.ts';
import { seedDemoPlans } from './demo-plans.ts';
import { seedDemoReferrals } from './demo-referrals.ts';
import { seedDemoRoster } from './demo-roster.ts';
import { seedDemoShiftDay } from './demo-shift-day.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';
import { seedDemoTimesheets } from './demo-timesheets.ts';

const SEEDER = 'demo-seed';

/** Loads the demo companies when the database holds no company yet; returns whether it did. */
export async function seedDemoIfEmpty(db: Db, files: FileStore, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) {
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const harbourside = await seedHarbourside(tx, passwordHash, now);
    await seedHarboursideExtras(tx, files, harbourside, now);
    await seedDemoDocuments(tx, files, harbourside, now);
    await seedDemoReferrals(tx, harbourside, passwordHash, now);
    await seedDemoCareRecord(tx, files, harbourside, now);
    await seedDemoCareNeeds(tx, files, harbourside, now);
    // After the care needs: they mark where clients live (remote), which prices their schedules.
    await seedDemoCatalogue(tx, files, harbourside, now);
    await seedDemoPlans(tx, files, harbourside, now);
    await seedDemoParticipantForms(tx, harbourside, now);
    await seedDemoRoster(tx, harbourside, now);
    await seedDemoShiftDay(tx, harbourside, now);
    // After the shift reports: those with "Incident: Yes" raised incidents.
    await seedDemoIncidents(tx, harbourside, now);
    await seedDemoTimesheets(tx, harbourside, now);
    await seedDemoOfficeDay(tx, harbourside, now);
    await seedDemoInvoices(tx, files, harbourside, now);
    await seedDemoCommunication(tx, files, harbourside, now);
    const blueGum = await seedBlueGum(tx, passwordHash, now);
    await seedDemoSubscriptions(tx, harbourside, blueGum, now);
  });
  return true;
}

interface Seeder {
  db: Queryable;
  companyId: string;
  passwordHash: string;
  now: Date;
}

async function addUser(
  s: Seeder,
  u: { email: string; firstName: string; lastName: string; role: string; phoneNumber?: string },
): Promise<string> {
  const [row] = await s.db
    .insert(users)
    .values({
      ...u,
      companyId: s.companyId,
      passwordHash: s.passwordHash,
      emailConfirmed: true,
      userCreated: SEEDER,
      dateCreated: s.now,
    })
    .returning({ id: users.id });
  if (!row) {
    throw new Error('user insert returned nothing');
  }
  return row.id;
}

const phone = (i: number) => `04${String(12_345_678 + i * 7_919).padStart(8, '0')}`;
const addressOf = (a: DemoAddress) => ({
  address: a.street,
  suburb: a.suburb,
  city: a.city,
  state: a.state,
  postcode: a.postcode,
  country: 'Australia',
});
const emailOf = (p: DemoPerson, domain: string) =>
  `${`${p.firstName}.${p.surName}`.toLowerCase().replace(/[^a-z.]/g, '')}@${domain}`;

async function seedHarbourside(db: Queryable, passwordHash: string, now: Date): Promise<string> {
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
      employeeId: i % 6 === 5 ? null : `EMP-${1000 + i}`,
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
      clientId: i % 5 === 4 ? null : `XC-${70_000 + i}`,
      ndisNo: String(430_000_000 + ((i * 104_729) % 9_999_999)),
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

/** A second, smaller company so that the company boundary is visible in the demo. */
async function seedBlueGum(db: Queryable, passwordHash: string, now: Date): Promise<string> {
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Blue Gum Disability Support',
      abn: '12 345 678 901',
      ndisRegistrationNumber: '4050098765',
      timeZone: 'Australia/Melbourne',
      address: '55 Sturt Street, Ballarat VIC 3350',
      email: 'hello@bluegum.demo',
      phoneNumber: '0353211234',
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
  const userId = await addUser(s, {
    email: 'owner@bluegum.demo',
    firstName: 'Sophie',
    lastName: 'Gallagher',
    role: 'CompanyAdmin',
  });
  await db.insert(administrators).values({
    companyId: s.companyId,
    userId,
    firstName: 'Sophie',
    surName: 'Gallagher',
    email: 'owner@bluegum.demo',
    maxStaffId: 'ADM-001',
    userCreated: SEEDER,
    dateCreated: now,
  });
  for (const [i, p] of [
    { firstName: 'Brendan', surName: 'Doyle' },
    { firstName: 'Keira', surName: 'Nolan' },
  ].entries()) {
    await db.insert(profiles).values({
      companyId: s.companyId,
      firstName: p.firstName,
      surName: p.surName,
      email: `${p.firstName.toLowerCase()}.${p.surName.toLowerCase()}@example.com.au`,
      contactId: `CL-${String(i + 1).padStart(4, '0')}`,
      ndisNo: String(431_234_560 + i),
      city: 'Ballarat',
      state: 'VIC',
      userCreated: SEEDER,
      dateCreated: now,
    });
  }
  return company.id;
}
