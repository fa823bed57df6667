import { isAdmin } from '@care/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error.ts';
import { principalOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { ProfileLoadProblem, ProfileSkeleton } from '../../shelf/PageStates.tsx';
import { fetchPerson } from '../../shelf/person-api.ts';
import type { ClientProfile } from '../../shelf/person-types.ts';
import { ProviderClientProfile } from './ProviderClientProfile.tsx';
import { fetchMyClients, fetchReferredClient } from './provider-api.ts';

const MY_CLIENTS = { label: 'My Clients', href: '/app/provider/clients' };

const notFound = () =>
  new ApiError({ kind: 'notFound', status: 404, message: 'The requested resource was not found.' });

function ProfileState({
  query,
  queryKey,
}: {
  query: UseQueryResult<ClientProfile>;
  queryKey: readonly unknown[];
}) {
  if (query.isPending) {
    return <ProfileSkeleton />;
  }
  if (query.isError) {
    return (
      <ProfileLoadProblem
        error={query.error}
        what="this client"
        onRetry={() => void query.refetch()}
        back={MY_CLIENTS}
      />
    );
  }
  return <ProviderClientProfile client={query.data} queryKey={queryKey} />;
}

/** /app/provider/clients-profile/$email/$profileId: a referred client by e-mail (GET view_referred_client_profile). */
export function ReferredClientProfilePage() {
  const { email = '', profileId = '' } = useParams({ strict: false }) as {
    email?: string;
    profileId?: string;
  };
  const queryKey = ['provider', 'client', email] as const;
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const client = await fetchReferredClient(email, signal);
      // The address names both; a profile id that does not match the e-mail is not this client.
      if (profileId && client.profileId !== profileId) {
        throw notFound();
      }
      return client;
    },
    enabled: email !== '',
  });
  return <ProfileState query={query} queryKey={queryKey} />;
}

/**
 * /app/provider/clients/$uid/$id: the same page by profile id (uid). A provider's client is found
 * through their own list, then read by e-mail; an administrator reads the profile directly.
 */
export function ProviderClientByIdPage() {
  const { uid = '' } = useParams({ strict: false }) as { uid?: string };
  const admin = isAdmin(principalOf(useSession()));
  const queryKey = ['provider', 'client', 'by-id', uid] as const;
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      if (admin) {
        return fetchPerson('client', uid, signal);
      }
      const mine = (await fetchMyClients(signal)).find((r) => r.profile.profileId === uid);
      if (!mine?.profile.email) {
        throw notFound();
      }
      return fetchReferredClient(mine.profile.email, signal);
    },
    enabled: uid !== '',
  });
  return <ProfileState query={query} queryKey={queryKey} />;
}
