import { FUNDING_PROGRAM_LABELS, type FundingProgram } from '@care/domain';
import { Badge, Box, Grid, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { ClientTabContext, TabPanels } from '../../../platform/profile-tabs.ts';
import { useProfilePanels } from '../../../platform/useProfilePanels.ts';
import { useCan } from '../../../session/useCan.ts';
import { ProfileLoadProblem, ProfileSkeleton } from '../../../shelf/PageStates.tsx';
import type { ClientProfile } from '../../../shelf/person-types.ts';
import { usePerson } from '../../../shelf/usePerson.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { GoBackBar } from '../GoBackBar.tsx';
import { PersonCard } from '../PersonCard.tsx';
import { ProfileTabs } from '../ProfileTabs.tsx';
import { fetchProgressScore } from '../profiles-api.ts';
import { StatusActions } from '../StatusActions.tsx';
import { CLIENT_TABS } from '../tab-lists.ts';
import { useCanEditPerson } from '../usePersonEditing.ts';
import { useSavePerson } from '../useSavePerson.ts';
import { AddressWarnings } from './AddressWarnings.tsx';
import { CareTeamActions } from './CareTeamActions.tsx';
import { clientSections } from './ClientSections.tsx';
import { InviteToPortalButton } from './InviteToPortalButton.tsx';
import { XeroButton } from './XeroButton.tsx';
import { XeroUnlinkButton } from './XeroUnlinkButton.tsx';

const CLIENTS = { label: 'Clients', href: '/app/user/clients' };

function ProgressScore({ profileId }: { profileId: string }) {
  const score = useQuery({
    queryKey: ['people', 'client', profileId, 'progress-score'],
    queryFn: ({ signal }) => fetchProgressScore(profileId, signal),
  });
  if (score.data === undefined) {
    return null;
  }
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Record complete
        </Text>
        <Text fz="sm" fw={700}>
          {score.data}%
        </Text>
      </Group>
      <Progress
        value={score.data}
        color={score.data >= 80 ? 'teal' : score.data >= 50 ? 'yellow' : 'red'}
        size="lg"
        radius="xl"
        aria-label={`Record ${score.data}% complete`}
      />
    </Stack>
  );
}

function ClientProfileView({
  client,
  build,
  parent = CLIENTS,
}: {
  client: ClientProfile;
  /** The features' panels (app/profile-tabs.ts). */
  build: (client: ClientTabContext) => TabPanels;
  parent?: typeof CLIENTS;
}) {
  const canEdit = useCanEditPerson('client', client);
  const seesAgreement = useCan('client.viewAgreementDates');
  const canActivate = useCan('client.activate');
  const canAudit = useCan('client.audit');
  const canAssignCareManager = useCan('client.assignCareManager');
  const canAssignServiceProvider = useCan('client.assignServiceProvider');
  const canUpdateAccounting = useCan('client.accountingUpdate');
  const canInvite = useCan('client.invite');
  const seesTabs = useCan('client.viewTabs');
  const seesIncidents = useCan('incident.view');
  const panels = build({
    profileId: client.profileId,
    fullName: client.fullName,
    own: false,
    userId: client.userId,
    fundingProgram: client.fundingProgram,
  });
  const [xeroHighlighted, setXeroHighlighted] = useState(false);
  const { save } = useSavePerson('client', client);

  const sections = clientSections({
    client,
    canEdit,
    seesAgreement,
    wideOthers: true,
    save: async (changes) => {
      await save({ changes });
      setXeroHighlighted(true);
    },
  });
  const providers = client.serviceProviders ?? [];

  return (
    <>
      <GoBackBar parent={parent} current={client.fullName} />
      <PageHeader
        title="Client"
        description={client.fullName}
        actions={
          !canUpdateAccounting ? null : client.clientId ? (
            <XeroUnlinkButton apiBase="/Profiles" id={client.profileId} />
          ) : (
            <XeroButton apiBase="/Profiles" id={client.profileId} highlighted={xeroHighlighted} />
          )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <PersonCard
            name={client.fullName}
            subtitle="Client"
            imageUrl={client.imageUrl}
            canEditPhoto={canEdit}
            onSavePhoto={(file) => save({ files: { imageFile: file } })}
            isActive={client.isActive}
            badges={
              client.auditApproved ? (
                <Badge color="blue" variant="light" size="lg" radius="sm">
                  Audit approved
                </Badge>
              ) : null
            }
            rows={[
              { label: 'Client ID', value: client.contactId },
              {
                label: 'Funded by',
                value:
                  FUNDING_PROGRAM_LABELS[(client.fundingProgram ?? 'NDIS') as FundingProgram] ??
                  client.fundingProgram,
              },
              { label: 'NDIS number', value: client.ndisNo },
              { label: 'Referral', value: client.referral },
              { label: 'Care manager', value: client.careManager },
              { label: 'Service provider', value: providers.map((p) => p.fullName).join(', ') },
            ]}
            actions={
              <>
                <StatusActions
                  kind="client"
                  id={client.profileId}
                  name={client.fullName}
                  isActive={client.isActive}
                  auditApproved={client.auditApproved}
                  canActivate={canActivate}
                  canAudit={canAudit}
                />
                {canInvite ? <InviteToPortalButton client={client} /> : null}
                <CareTeamActions
                  client={client}
                  canAssignCareManager={canAssignCareManager}
                  canAssignServiceProvider={canAssignServiceProvider}
                />
              </>
            }
          >
            <ProgressScore profileId={client.profileId} />
          </PersonCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <AddressWarnings client={client} />
            {sections.personal}
            {sections.emergency}
          </Stack>
        </Grid.Col>
      </Grid>
      <Box mt="lg">{sections.others}</Box>
      {panels.NdisPlans}
      {panels.SupportAtHome}
      {seesTabs ? (
        <ProfileTabs
          tabs={seesIncidents ? CLIENT_TABS : CLIENT_TABS.filter((t) => t.value !== 'Incidents')}
          label={client.fullName}
          panels={panels}
        />
      ) : null}
    </>
  );
}

/** /app/user/clients/$profileId/$firstName: a client's profile as the office sees it (spec 1 §2.5). */
export function ClientProfilePage() {
  const { profileId = '' } = useParams({ strict: false }) as { profileId?: string };
  const client = usePerson('client', profileId);
  const build = useProfilePanels('client');
  if (client.isPending) {
    return <ProfileSkeleton />;
  }
  if (client.isError) {
    return (
      <ProfileLoadProblem
        error={client.error}
        what="this client"
        onRetry={() => void client.refetch()}
        back={CLIENTS}
      />
    );
  }
  return <ClientProfileView client={client.data} build={build} />;
}

const MY_ROSTER = { label: 'My roster', href: '/app/staff/shift-roster' };

/**
 * /app/staff/client-profile/$uid/$name (spec 3 §2.4): a client the worker supports, by the same
 * record rule as every staff portal page: a client they are not rostered with is a 404 from the server.
 */
export function StaffClientProfilePage() {
  const { uid = '' } = useParams({ strict: false }) as { uid?: string };
  const client = usePerson('client', uid);
  const build = useProfilePanels('client');
  if (client.isPending) {
    return <ProfileSkeleton />;
  }
  if (client.isError) {
    return (
      <ProfileLoadProblem
        error={client.error}
        what="this client"
        onRetry={() => void client.refetch()}
        back={MY_ROSTER}
      />
    );
  }
  return <ClientProfileView client={client.data} build={build} parent={MY_ROSTER} />;
}
