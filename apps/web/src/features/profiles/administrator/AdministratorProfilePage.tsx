import { Anchor, Card, Grid, SimpleGrid } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdministratorTabContext, TabPanels } from '../../../platform/profile-tabs.ts';
import { useProfilePanels } from '../../../platform/useProfilePanels.ts';
import { useCan } from '../../../session/useCan.ts';
import { useSession } from '../../../session/useSession.ts';
import { OWN_PROFILE_MISSING, ProfileLoadProblem, ProfileSkeleton } from '../../../shelf/PageStates.tsx';
import type { PersonRef } from '../../../shelf/person-api.ts';
import type { AdministratorProfile } from '../../../shelf/person-types.ts';
import { usePerson } from '../../../shelf/usePerson.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { XeroButton } from '../client/XeroButton.tsx';
import { XeroUnlinkButton } from '../client/XeroUnlinkButton.tsx';
import { GoBackBar } from '../GoBackBar.tsx';
import { PersonCard } from '../PersonCard.tsx';
import { StatusActions } from '../StatusActions.tsx';
import { useCanEditPerson } from '../usePersonEditing.ts';
import { useSavePerson } from '../useSavePerson.ts';
import { workerSections } from '../worker-sections.tsx';

const ADMINISTRATORS = { label: 'Administrators', href: '/app/user/administrators' };

function AdministratorProfileView({
  admin,
  own,
  build,
}: {
  admin: AdministratorProfile;
  own: boolean;
  /** The features' parts of the page (app/profile-tabs.ts): the documents. */
  build: (admin: AdministratorTabContext) => TabPanels;
}) {
  const session = useSession();
  const canEdit = useCanEditPerson('administrator', admin);
  const canEditEmployment = useCan('administrator.edit');
  const canActivate = useCan('administrator.activate');
  const { save } = useSavePerson('administrator', admin);
  // After an edit Xero payroll still has the old details: the button asks to be used.
  const [xeroHighlighted, setXeroHighlighted] = useState(false);
  // No one deactivates themselves here: it would end their own access.
  const isSelf = admin.userId !== null && admin.userId === session?.user.uid;
  const sections = workerSections({
    kind: 'administrator',
    record: admin,
    canEdit,
    canEditEmployment,
    save: async (changes) => {
      await save({ changes });
      setXeroHighlighted(true);
    },
  });

  return (
    <>
      <GoBackBar
        parent={own ? { label: 'Dashboard', href: '/app/dashboard' } : ADMINISTRATORS}
        current={admin.fullName}
      />
      <PageHeader
        title={own ? 'My Profile' : 'Administrator'}
        description={admin.fullName}
        actions={
          own || !canEditEmployment ? null : admin.employeeId ? (
            <XeroUnlinkButton apiBase="/Administrators" id={admin.administratorId} />
          ) : (
            <XeroButton apiBase="/Administrators" id={admin.administratorId} highlighted={xeroHighlighted} />
          )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <PersonCard
            showStatus={!own}
            name={admin.fullName}
            subtitle={admin.position || 'Administrator'}
            imageUrl={admin.imageUrl}
            canEditPhoto={canEdit}
            onSavePhoto={(file) => save({ files: { imageFile: file } })}
            isActive={admin.isActive}
            rows={[
              { label: 'Admin number', value: admin.maxStaffId || 'N/A' },
              {
                label: 'Phone',
                value: admin.phoneNumber ? (
                  <Anchor fz="sm" fw={600} href={`tel:${admin.phoneNumber}`}>
                    {admin.phoneNumber}
                  </Anchor>
                ) : null,
              },
              { label: 'Email', value: admin.email },
            ]}
            actions={
              isSelf ? null : (
                <StatusActions
                  kind="administrator"
                  id={admin.administratorId}
                  name={admin.fullName}
                  isActive={admin.isActive}
                  canActivate={canActivate}
                  canAudit={false}
                />
              )
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>{sections.emergency}</Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mt="lg">
        {sections.bank}
        {sections.personal}
        {sections.employment}
        {sections.other}
      </SimpleGrid>
      <Card mt="lg" p={{ base: 'sm', sm: 'lg' }}>
        {
          build({ administratorId: admin.administratorId, fullName: admin.fullName, userId: admin.userId })
            .Documents
        }
      </Card>
    </>
  );
}

function AdministratorProfileLoader({ personRef, own }: { personRef: PersonRef; own: boolean }) {
  const admin = usePerson('administrator', personRef);
  const build = useProfilePanels('administrator');
  if (admin.isPending) {
    return <ProfileSkeleton />;
  }
  if (admin.isError) {
    return (
      <ProfileLoadProblem
        error={admin.error}
        what={own ? 'your profile' : 'this administrator'}
        missing={own ? OWN_PROFILE_MISSING : undefined}
        onRetry={() => void admin.refetch()}
        back={own ? undefined : ADMINISTRATORS}
      />
    );
  }
  return <AdministratorProfileView admin={admin.data} own={own} build={build} />;
}

/** /app/user/administrators/$uid/$id: an administrator's profile (spec 1 §2.4). */
export function AdministratorProfilePage() {
  const { uid = '' } = useParams({ strict: false }) as { uid?: string };
  return <AdministratorProfileLoader personRef={uid} own={false} />;
}

/** /app/user/administrator/profile: the signed-in administrator's own profile. */
export function MyAdministratorProfilePage() {
  return <AdministratorProfileLoader personRef="me" own />;
}
