import { DEFAULT_TIME_ZONE } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { findCompany } from './companies.repo.ts';

/** The company as a PDF's heading names it, and the zone its dates are printed in. */
export async function letterhead(db: Queryable, companyId: string) {
  const company = await findCompany(db, companyId);
  return {
    company: {
      companyName: company?.companyName ?? '',
      abn: company?.abn ?? null,
      address: company?.address ?? null,
      ndisRegistrationNumber: company?.ndisRegistrationNumber ?? null,
    },
    zone: company?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
