import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../session/useSession.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProviderClientTable, ReferClientLink } from './ProviderClientTable.tsx';
import { fetchMyClients, MY_CLIENTS_KEY, referredClientPath } from './provider-api.ts';

/** /app/provider/clients (spec 1 §2.5): the clients the signed-in service provider referred or looks after. */
export function MyClientsPage() {
  const companyId = useSession()?.user.companyId ?? '';
  const clients = useQuery({ queryKey: MY_CLIENTS_KEY, queryFn: ({ signal }) => fetchMyClients(signal) });
  return (
    <Stack gap={0}>
      <PageHeader
        title="My Clients"
        description="Participants you have referred. Pending referrals become clients once the provider accepts them."
      />
      <ProviderClientTable
        rows={clients.data}
        loading={clients.isFetching}
        error={clients.isError && !clients.data}
        onRetry={() => void clients.refetch()}
        hrefOf={(r) => referredClientPath(r.profile)}
        actions={<ReferClientLink companyId={companyId} />}
      />
    </Stack>
  );
}
