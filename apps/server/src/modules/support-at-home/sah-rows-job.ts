import type { Database } from '../../db/client.ts';
import { companyStates } from '../companies/companies.api.ts';
import { ensureSahRowsSeeded } from './sah-budgets.repo.ts';
import { ensureSahServicesSeeded } from './sah-services.repo.ts';

/**
 * The Support at Home rows job (product-jobs.ts, at start and daily, as the pay rows): every company
 * not yet seeded gets the shipped budget rows and service list, each in a transaction of its own. Reads never seed;
 * the writes of the area seed first. Returns how many companies it looked at.
 */
export async function seedSahRowsOfAllCompanies(
  database: Pick<Database, 'db'>,
  now: Date,
  /** Only these companies (a test's own); the job passes none. */
  only?: readonly string[],
): Promise<number> {
  const companies = (await companyStates(database.db)).filter((c) => !only || only.includes(c.companyId));
  for (const c of companies) {
    await database.db.transaction(async (tx) => {
      await ensureSahRowsSeeded(tx, c.companyId, now);
      await ensureSahServicesSeeded(tx, c.companyId, now);
    });
  }
  return companies.length;
}
