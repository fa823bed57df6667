import type { Company } from '@care/domain';
import { api } from '../api/api.ts';

/** GET /Companies/get_company/{companyId}. */
export async function fetchCompany(companyId: string, signal?: AbortSignal): Promise<Company> {
  const reply = await api.get<{ company: Company }>(
    `/Companies/get_company/${encodeURIComponent(companyId)}`,
    {
      signal,
    },
  );
  return reply.company;
}
