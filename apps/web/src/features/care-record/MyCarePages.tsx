import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { OWN_PROFILE_MISSING, ProfileLoadProblem, ProfileSkeleton } from '../../shelf/PageStates.tsx';
import { usePerson } from '../../shelf/usePerson.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AidsPanel, AssistancesPanel, DailyLivingPanel } from './record-panels.tsx';

/** A client portal page over the signed-in client's own record. */
function MyRecordPage({
  title,
  description,
  what,
  children,
}: {
  title: string;
  description: string;
  what: string;
  children: (client: ClientTabContext) => ReactNode;
}) {
  const me = usePerson('client', 'me');
  if (me.isPending) {
    return <ProfileSkeleton />;
  }
  if (me.isError) {
    return (
      <ProfileLoadProblem
        error={me.error}
        what={what}
        missing={OWN_PROFILE_MISSING}
        onRetry={() => void me.refetch()}
      />
    );
  }
  return (
    <Stack gap={0}>
      <PageHeader title={title} description={description} />
      {children({ profileId: me.data.profileId, fullName: me.data.fullName, own: true })}
    </Stack>
  );
}

/** /app/client/representative: the people who represent you (spec 3 §2.7, Assistances). */
export function MyRepresentativesPage() {
  return (
    <MyRecordPage
      title="My Representatives"
      description="Family, guardians and advocates your care team may contact on your behalf."
      what="your representatives"
    >
      {(client) => <AssistancesPanel profileId={client.profileId} />}
    </MyRecordPage>
  );
}

/** /app/client/daily-living: your daily living and night support needs. */
export function MyDailyLivingPage() {
  return (
    <MyRecordPage
      title="Daily Living & Night Support"
      description="The help you need with everyday living and overnight, so every support worker knows."
      what="your daily living support"
    >
      {(client) => <DailyLivingPanel client={client} />}
    </MyRecordPage>
  );
}

/** /app/client/aid-equip: the aids and equipment you use. */
export function MyAidsPage() {
  return (
    <MyRecordPage
      title="Aids & Equipment"
      description="The equipment you use and whether staff need to help with it or be trained on it."
      what="your aids and equipment"
    >
      {(client) => <AidsPanel client={client} />}
    </MyRecordPage>
  );
}
