import { Box, Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SignatureCard } from '../../../ui/signature/SignatureCard.tsx';
import { careRecordTabs } from '../../care-record/client-panels.tsx';
import { MyDocumentsPanel } from '../../documents/PersonDocumentsTabs.tsx';
import { ClientPlansSlot } from '../../plans/ClientPlansSlot.tsx';
import { OWN_PROFILE_MISSING, ProfileLoadProblem, ProfileSkeleton } from '../PageStates.tsx';
import { PersonCard } from '../PersonCard.tsx';
import { ProfileTabs } from '../ProfileTabs.tsx';
import type { ClientProfile } from '../person-types.ts';
import { CLIENT_OWN_TABS } from '../profile-tabs.ts';
import { useCanEditPerson, usePerson } from '../usePerson.ts';
import { useSavePerson } from '../useSavePerson.ts';
import { clientSections } from './ClientSections.tsx';

function MyClientProfile({ client }: { client: ClientProfile }) {
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
      <ClientPlansSlot profileId={client.profileId} own />
      <ProfileTabs
        tabs={CLIENT_OWN_TABS}
        label="Your"
        panels={{
          Documents: <MyDocumentsPanel fullName={client.fullName} heading="My Documents" />,
          ...careRecordTabs({ profileId: client.profileId, fullName: client.fullName, own: true }),
        }}
      />
    </>
  );
}

/** /app/client/profile: the participant's own profile (spec 1 §2.5 own-profile variant, spec 3 §2.7). */
export function MyClientProfilePage() {
  const client = usePerson('client', 'me');
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
  return <MyClientProfile client={client.data} />;
}
