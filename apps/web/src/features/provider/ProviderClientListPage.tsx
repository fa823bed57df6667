import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useSession } from '../../session/useSession.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { GoBackBar } from '../profiles/GoBackBar.tsx';
import { fetchReferrals, REFERRALS_KEY } from '../referrals/referrals-api.ts';
import {
  fetchProviderClients,
  fetchServiceProvider,
  PROVIDERS_KEY,
  providerClientsKey,
} from '../referrals/service-providers-api.ts';
import { ProviderClientTable, ReferClientLink } from './ProviderClientTable.tsx';
import { providerClientRows } from './provider-rows.ts';

const PROVIDERS = { label: 'Service Providers', href: '/app/user/service-provider' };

const adminProfilePath = (profileId: string, fullName: string) =>
  `/app/user/clients/${encodeURIComponent(profileId)}/${encodeURIComponent(fullName.split(' ')[0] ?? '')}`;

/** /app/user/provider-client/$uid/$id (spec 2 §2): the clients of one service provider, for admins. */
export function ProviderClientListPage() {
  const { uid = '', id = '' } = useParams({ strict: false }) as { uid?: string; id?: string };
  const companyId = useSession()?.user.companyId ?? '';
  const provider = useQuery({
    queryKey: [...PROVIDERS_KEY, uid],
    queryFn: ({ signal }) => fetchServiceProvider(uid, signal),
  });
  const assigned = useQuery({
    queryKey: providerClientsKey(uid),
    queryFn: ({ signal }) => fetchProviderClients(uid, signal),
  });
  const referrals = useQuery({ queryKey: REFERRALS_KEY, queryFn: ({ signal }) => fetchReferrals(signal) });
  const name = provider.data?.fullName ?? id;
  const rows =
    provider.data && assigned.data && referrals.data
      ? providerClientRows(provider.data, assigned.data, referrals.data)
      : undefined;
  const failed = [provider, assigned, referrals].some((q) => q.isError && !q.data);

  return (
    <Stack gap={0}>
      <GoBackBar parent={PROVIDERS} current={name} />
      <PageHeader
        title={`${name}’s clients`}
        description={
          provider.data
            ? `Participants ${provider.data.referralCompany} referred or looks after.`
            : 'Participants this service provider referred or looks after.'
        }
      />
      <ProviderClientTable
        rows={rows}
        loading={provider.isFetching || assigned.isFetching || referrals.isFetching}
        error={failed}
        onRetry={() => {
          void provider.refetch();
          void assigned.refetch();
          void referrals.refetch();
        }}
        hrefOf={(r) =>
          r.profile.profileId ? adminProfilePath(r.profile.profileId, r.profile.fullName) : null
        }
        actions={<ReferClientLink companyId={companyId} />}
      />
    </Stack>
  );
}
