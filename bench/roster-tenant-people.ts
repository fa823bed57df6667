// The people of the large roster tenant: one company, its owner's sign-in, staff (each with a
// sign-in and weekly availability) and clients. Rows go in as multi-row INSERTs of the app's schema.
import { randomUUID } from 'node:crypto';
import { WEEKDAY_NAMES } from '@care/domain';
import type { Queryable } from '../apps/server/src/db/client.ts';
import {
  administrators,
  companies,
  profiles,
  staffAvailabilities,
  staffs,
  users,
} from '../apps/server/src/db/schema/index.ts';

export const BENCH_USER = 'roster-bench';
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row. */
export const BATCH = 1000;

const FIRST = [
  'Mia',
  'Liam',
  'Aisha',
  'Jack',
  'Chloe',
  'Noah',
  'Priya',
  'Tane',
  'Grace',
  'Daniel',
  'Sam',
  'Hannah',
  'Olivia',
  'Lucas',
  'Zara',
  'Ethan',
  'Mei',
  'Omar',
  'Isla',
  'Ravi',
];
const LAST = [
  'Nguyen',
  'Kelly',
  'Rahman',
  'Thompson',
  'Costa',
  'Sharma',
  'Wiremu',
  'Murphy',
  'Bennett',
  'Walsh',
  'Papadopoulos',
  'Smith',
  'Tran',
  'Jones',
  'Brown',
  'Wilson',
  'Taylor',
  'Lee',
  'Martin',
  'Khan',
  'Rossi',
  'Chen',
  'Ali',
  'Evans',
  'Walker',
];
/** Names that repeat in a big tenant, as real ones do, but stay searchable: the number makes each unique. */
const nameOf = (i: number) => ({
  firstName: FIRST[i % FIRST.length] as string,
  surName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${String(i + 1).padStart(4, '0')}`,
});

export async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await insert(rows.slice(i, i + BATCH));
  }
}

export interface TenantPeople {
  companyId: string;
  adminEmail: string;
  staffIds: string[];
  clientIds: string[];
}

export async function insertTenantPeople(
  db: Queryable,
  o: { staff: number; clients: number; passwordHash: string; domain: string; now: Date },
): Promise<TenantPeople> {
  const audit = { userCreated: BENCH_USER, dateCreated: o.now };
  const companyId = randomUUID();
  await db.insert(companies).values({
    id: companyId,
    name: 'Large Roster Bench Care',
    timeZone: 'Australia/Sydney',
    email: `office@${o.domain}`,
    ...audit,
  });
  const adminEmail = `owner@${o.domain}`;
  const adminUserId = randomUUID();
  const sign = { companyId, passwordHash: o.passwordHash, emailConfirmed: true, ...audit };
  await db.insert(users).values({
    id: adminUserId,
    email: adminEmail,
    firstName: 'Bench',
    lastName: 'Owner',
    role: 'CompanyAdmin',
    ...sign,
  });
  await db.insert(administrators).values({
    companyId,
    userId: adminUserId,
    firstName: 'Bench',
    surName: 'Owner',
    email: adminEmail,
    ...audit,
  });

  const staffRows = Array.from({ length: o.staff }, (_, i) => {
    const email = `staff${String(i + 1).padStart(4, '0')}@${o.domain}`;
    return { id: randomUUID(), userId: randomUUID(), email, ...nameOf(i), maxStaffId: `STF-${i + 1}` };
  });
  await insertInBatches(staffRows, (b) =>
    db.insert(users).values(
      b.map((s) => ({
        id: s.userId,
        email: s.email,
        firstName: s.firstName,
        lastName: s.surName,
        role: 'Staff',
        ...sign,
      })),
    ),
  );
  await insertInBatches(staffRows, (b) =>
    db
      .insert(staffs)
      .values(b.map((s) => ({ ...s, companyId, employmentType: 'Part Time', payRate: 'Hourly', ...audit }))),
  );
  // Available every day, all day ('00:00' as an end is midnight): the tenant's shifts fit it.
  const availability = staffRows.flatMap((s) =>
    WEEKDAY_NAMES.map((days) => ({
      companyId,
      staffId: s.id,
      days,
      fromTimeOfDay: '00:00',
      toTimeOfDay: '00:00',
      ...audit,
    })),
  );
  await insertInBatches(availability, (b) => db.insert(staffAvailabilities).values(b));

  const clientRows = Array.from({ length: o.clients }, (_, i) => ({
    id: randomUUID(),
    companyId,
    ...nameOf(i + 7),
    email: `client${String(i + 1).padStart(4, '0')}@${o.domain}`,
    contactId: `CL-${i + 1}`,
    ndisNo: String(430_000_000 + i),
    ...audit,
  }));
  await insertInBatches(clientRows, (b) => db.insert(profiles).values(b));
  return {
    companyId,
    adminEmail,
    staffIds: staffRows.map((s) => s.id),
    clientIds: clientRows.map((c) => c.id),
  };
}
