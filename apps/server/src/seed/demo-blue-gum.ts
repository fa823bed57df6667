// The second demo company, Blue Gum Disability Support: an owner and two clients.

import type { Queryable } from '../db/client.ts';
import { administrators, companies, profiles } from '../db/schema/index.ts';
import { seedDueHolidayYears } from '../modules/work-settings/work-settings.api.ts';
import { addUser, type Seeder } from './demo-seeder.ts';

const SEEDER = 'demo-seed';

/** A second, smaller company so that the company boundary is visible in the demo. */
export async function seedBlueGum(db: Queryable, passwordHash: string, now: Date): Promise<string> {
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
