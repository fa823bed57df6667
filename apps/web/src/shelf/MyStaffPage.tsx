import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader.tsx';
import { OWN_PROFILE_MISSING, ProfileLoadProblem } from './PageStates.tsx';
import { usePerson } from './usePerson.ts';

/** A staff portal page over the signed-in staff member's own record (their roster, availability). */
export function MyStaffPage({
  title,
  description,
  what,
  actions,
  children,
}: {
  title: string;
  description: string;
  what: string;
  actions?: ReactNode;
  children: (staff: { staffId: string; fullName: string }) => ReactNode;
}) {
  const me = usePerson('staff', 'me');
  return (
    <Stack gap={0}>
      <PageHeader title={title} description={description} actions={actions} />
      {me.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : me.isError ? (
        <ProfileLoadProblem
          error={me.error}
          what={what}
          missing={OWN_PROFILE_MISSING}
          onRetry={() => void me.refetch()}
        />
      ) : (
        children({ staffId: me.data.staffId, fullName: me.data.fullName })
      )}
    </Stack>
  );
}
