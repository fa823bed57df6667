import { Box, Grid, Stack } from '@mantine/core';
import type { ClientTabContext, TabPanels } from '../../../platform/profile-tabs.ts';
import { useProfilePanels } from '../../../platform/useProfilePanels.ts';
import { OWN_PROFILE_MISSING, ProfileLoadProblem, ProfileSkeleton } from '../../../shelf/PageStates.tsx';
import type { ClientProfile } from '../../../shelf/person-types.ts';
import { usePerson } from '../../../shelf/usePerson.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SignatureCard } from '../../../ui/signature/SignatureCard.tsx';
import { PersonCard } from '../PersonCard.tsx';
import { ProfileTabs } from '../ProfileTabs.tsx';
import { CLIENT_OWN_TABS } from '../tab-lists.ts';
import { useCanEditPerson } from '../usePersonEditing.ts';
import { useSavePerson } from '../useSavePerson.ts';
import { clientSections } from './ClientSections.tsx';

function MyClientProfile({
  client,
  build,
}: {
  client: ClientProfile;
  build: (client: ClientTabContext) => TabPanels;
}) {
  const panels = build({
    profileId: client.profileId,
    fullName: client.fullName,
    own: true,
    userId: client.userId,
    fundingProgram: client.fundingProgram,
  });
  const canEdit = useCanEditPerson('client', client);
  const { save } = useSavePerson('client', client);
  const sections = clientSections({
    client,
    canEdit,
    seesAgreement: true,
    own: true,
    wideOthers: true,
    save: (changes) => save({ changes }),
  });
  return (
    <>
      <PageHeader
        title="My Profile"
        description="Your details as your care provider holds them. Keep them up to date."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <PersonCard
              fill={false}
              showStatus={false}
              name={client.fullName}
              subtitle="Participant"
              imageUrl={client.imageUrl}
              canEditPhoto={canEdit}
              onSavePhoto={(file) => save({ files: { imageFile: file } })}
              isActive={client.isActive}
              rows={[
                { label: 'Client ID', value: client.contactId },
                { label: 'NDIS number', value: client.ndisNo },
                { label: 'Care manager', value: client.careManager },
              ]}
            />
            <SignatureCard
              signatureUrl={client.signature}
              name={client.fullName}
              canEdit={canEdit}
              onSave={(file) => save({ files: { signatureFile: file } })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            {sections.emergency}
            {sections.personal}
          </Stack>
        </Grid.Col>
      </Grid>
      <Box mt="lg">{sections.others}</Box>
      {panels.NdisPlans}
      {panels.SupportAtHome}
      <ProfileTabs tabs={CLIENT_OWN_TABS} label="Your" panels={panels} />
    </>
  );
}

/** /app/client/profile: the participant's own profile (spec 1 §2.5 own-profile variant, spec 3 §2.7). */
export function MyClientProfilePage() {
  const client = usePerson('client', 'me');
  const build = useProfilePanels('client');
  if (client.isPending) {
    return <ProfileSkeleton />;
  }
  if (client.isError) {
    return (
      <ProfileLoadProblem
        error={client.error}
        what="your profile"
        missing={OWN_PROFILE_MISSING}
        onRetry={() => void client.refetch()}
      />
    );
  }
  return <MyClientProfile client={client.data} build={build} />;
}
