import { DEFAULT_ON_COSTS, type OnCostRates } from '@care/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companyPaySettings } from '../../db/schema/index.ts';

/** The company's on-costs; the defaults (12% super, the others not set) until the row exists. */
export async function companyOnCosts(db: Queryable, companyId: string): Promise<OnCostRates> {
  const [row] = await db
    .select({
      superBasisPoints: companyPaySettings.superBasisPoints,
      workersCompBasisPoints: companyPaySettings.workersCompBasisPoints,
      payrollTaxBasisPoints: companyPaySettings.payrollTaxBasisPoints,
    })
    .from(companyPaySettings)
    .where(eq(companyPaySettings.companyId, companyId))
    .limit(1);
  return row ?? DEFAULT_ON_COSTS;
}

/** Saves the on-costs on the company's row (made by the pay-rows seed first). */
export async function saveOnCosts(
  db: Queryable,
  companyId: string,
  rates: OnCostRates,
  now: Date,
  by: string,
): Promise<void> {
  await db
    .update(companyPaySettings)
    .set({ ...rates, dateModified: now, userModified: by })
    .where(eq(companyPaySettings.companyId, companyId));
}
