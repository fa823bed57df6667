// What the demo companies' seeds share: a company being seeded, adding a user with the demo
// password, and the made-up phone numbers, addresses and emails of the demo people.
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { DemoAddress, DemoPerson } from './demo-people.ts';

const SEEDER = 'demo-seed';

/** The company being seeded, its users' password hash and the seed's clock. */
export interface Seeder {
  db: Queryable;
  companyId: string;
  passwordHash: string;
  now: Date;
}

/** A user of the company, sign-in confirmed; returns its id. */
export async function addUser(
  s: Seeder,
  u: {
    email: string;
    firstName: string;
    lastName: string;
    role: string;
    phoneNumber?: string;
    /** An inactive person's sign-in is inactive too, as deactivating them makes it (and uncounted). */
    isActive?: boolean;
  },
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

export const phone = (i: number) => `04${String(12_345_678 + i * 7_919).padStart(8, '0')}`;
export const addressOf = (a: DemoAddress) => ({
  address: a.street,
  suburb: a.suburb,
  city: a.city,
  state: a.state,
  postcode: a.postcode,
  country: 'Australia',
});
export const emailOf = (p: DemoPerson, domain: string) =>
  `${`${p.firstName}.${p.surName}`.toLowerCase().replace(/[^a-z.]/g, '')}@${domain}`;
