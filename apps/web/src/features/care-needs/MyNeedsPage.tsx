import { Skeleton, Stack } from '@mantine/core';
import { OWN_PROFILE_MISSING, ProfileLoadProblem } from '../../shelf/PageStates.tsx';
import { usePerson } from '../../shelf/usePerson.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { NeedsFormPanel } from './NeedsFormPanel.tsx';
import { NEEDS_FORMS, type NeedsFormKind } from './needs-forms.ts';

const PAGE_TITLES: Record<NeedsFormKind, { title: string; description: string }> = {
  disability: {
    title: 'My Disability Support Needs',
    description:
      'How you move, hear, see, remember and communicate, so your support workers know how to help.',
  },
  health: {
    title: 'My Health Support',
    description: 'Your medication and the health support you need.',
  },
  community: {
    title: 'My Community Support',
    description: 'How you get around and the activities you enjoy.',
  },
  behaviour: {
    title: 'My Behaviour Support',
    description: 'What helps you feel calm and safe, from your behaviour support plan.',
  },
};

/** A client's own support-needs page (spec 3 §2.7): their record, which they may add to and update. */
function MyNeedsPage({ kind }: { kind: NeedsFormKind }) {
  const me = usePerson('client', 'me');
  const { title, description } = PAGE_TITLES[kind];
  return (
    <>
      <PageHeader title={title} description={description} />
      {me.isPending ? (
        <Stack gap="md">
          <Skeleton h={28} w={260} />
          <Skeleton h={240} />
        </Stack>
      ) : me.isError ? (
        <ProfileLoadProblem
          error={me.error}
          what="your profile"
          missing={OWN_PROFILE_MISSING}
          onRetry={() => void me.refetch()}
        />
      ) : (
        <NeedsFormPanel
          form={NEEDS_FORMS[kind]}
          profileId={me.data.profileId}
          fullName={me.data.fullName}
          own
        />
      )}
    </>
  );
}

export const MyDisabilityNeedsPage = () => <MyNeedsPage kind="disability" />;
export const MyHealthSupportPage = () => <MyNeedsPage kind="health" />;
export const MyCommunitySupportPage = () => <MyNeedsPage kind="community" />;
export const MyBehaviourSupportPage = () => <MyNeedsPage kind="behaviour" />;
