import type { Harness } from '../../../test/harness.ts';
import { seedPayRowsOfAllCompanies } from './pay-rows-job.ts';

/** Seeds a test company's award rows as the pay-rows job does (reads never seed). */
export const payRowsSeeded = async (h: Harness, companyId: string): Promise<void> => {
  await seedPayRowsOfAllCompanies(h.database, h.clock.now(), [companyId]);
};
