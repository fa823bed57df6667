import { DEFAULT_TIME_ZONE } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/** The company's time zone: the zone every local shift time, repeat day and date filter is read in. */
export async function companyZone(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}
