import { calendarDateInZone, DEFAULT_TIME_ZONE } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { findCompany } from '../companies/companies.api.ts';

/** The company's date today, in its zone: the quarter a read defaults to. */
export async function companyToday(db: Queryable, companyId: string, now: Date): Promise<string> {
  const zone = (await findCompany(db, companyId))?.timeZone ?? DEFAULT_TIME_ZONE;
  return calendarDateInZone(now, zone);
}
