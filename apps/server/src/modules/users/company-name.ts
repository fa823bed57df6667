import type { Queryable } from '../../db/client.ts';
import { findCompany } from '../companies/companies.api.ts';

/** The company's name for the invitation and link mails. */
export async function companyName(db: Queryable, companyId: string): Promise<string> {
  return (await findCompany(db, companyId))?.companyName ?? 'your company';
}
