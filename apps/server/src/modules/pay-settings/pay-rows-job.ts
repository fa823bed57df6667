import type { Database } from '../../db/client.ts';
import { companyStates } from '../companies/companies.api.ts';
import { ensurePayRowsSeeded } from './pay-rates.repo.ts';

/**
 * The pay-rows job (product-jobs.ts, at start and daily): every company not yet seeded gets the
 * award's rows of award-rate-seed.ts, each company in a transaction of its own. Reads never seed
 * (docs/decisions/pay.md); the writes of the pay area seed first too. Returns how many companies it looked at.
 */
export async function seedPayRowsOfAllCompanies(
  database: Pick<Database, 'db'>,
  now: Date,
  /** Only these companies (a test's own, in a database other tests share); the job passes none. */
  only?: readonly string[],
): Promise<number> {
  const companies = (await companyStates(database.db)).filter((c) => !only || only.includes(c.companyId));
  for (const c of companies) {
    await database.db.transaction(async (tx) => {
      await ensurePayRowsSeeded(tx, c.companyId, now);
    });
  }
  return companies.length;
}
