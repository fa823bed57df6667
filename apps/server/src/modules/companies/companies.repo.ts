import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

export async function findCompany(db: Queryable, id: string) {
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      abn: companies.abn,
      ndisRegistrationNumber: companies.ndisRegistrationNumber,
      timeZone: companies.timeZone,
      address: companies.address,
      email: companies.email,
      phoneNumber: companies.phoneNumber,
      dateCreated: companies.dateCreated,
      dateModified: companies.dateModified,
      userCreated: companies.userCreated,
      userModified: companies.userModified,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return rows[0];
}
