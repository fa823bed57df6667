import type { Company } from '@care/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/useSession.ts';
import { fetchCompany } from './company-api.ts';

/** The signed-in user's company (name in the header, e-mail for "contact administrator"). */
export function useCompany(): UseQueryResult<Company> {
  const companyId = useSession()?.user.companyId ?? '';
  return useQuery({
    queryKey: ['company', companyId],
    queryFn: ({ signal }) => fetchCompany(companyId, signal),
    enabled: companyId !== '',
    staleTime: 10 * 60_000,
  });
}
