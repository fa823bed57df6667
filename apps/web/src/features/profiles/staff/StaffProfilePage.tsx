import { Anchor, Badge, Box, Grid, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import type { StaffTabContext, TabPanels } from '../../../platform/profile-tabs.ts';
import { useProfilePanels } from '../../../platform/useProfilePanels.ts';
import { useCan } from '../../../session/useCan.ts';
import { useSession } from '../../../session/useSession.ts';
import { OWN_PROFILE_MISSING, ProfileLoadProblem, ProfileSkeleton } from '../../../shelf/PageStates.tsx';
import type { StaffProfile } from '../../../shelf/person-types.ts';
import { usePerson } from '../../../shelf/usePerson.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SignatureCard } from '../../../ui/signature/SignatureCard.tsx';
import { XeroButton } from '../client/XeroButton.tsx';
import { XeroUnlinkButton } from '../client/XeroUnlinkButton.tsx';
import { GoBackBar } from '../GoBackBar.tsx';
import { PersonCard } from '../PersonCard.tsx';
import { ProfileTabs } from '../ProfileTabs.tsx';
import { StatusActions } from '../StatusActions.tsx';
import { STAFF_TABS } from '../tab-lists.ts';
import { useCanEditPerson } from '../usePersonEditing.ts';
import { useSavePerson } from '../useSavePerson.ts';
import { workerSections } from '../worker-sections.tsx';
import { PayrollDetailsAlert } from './PayrollDetailsAlert.tsx';

const STAFF_LIST = { label: 'Staff', href: '/app/user/staffs' };

function StaffProfileView({
  staff,
  own,
  build,
}: {
  staff: StaffProfile;
  own: boolean;
  /** The features' panels (app/profile-tabs.ts); the own profile has no tabs. */
  build?: (staff: StaffTabContext) => TabPanels;
}) {
  const session = useSession();
  const canEdit = useCanEditPerson('staff', staff);
  const canEditEmployment = useCan('staff.edit');
  const canActivate = useCan('staff.activate');
  const canAudit = useCan('staff.audit');
  const seesWorkTabs = useCan('staff.viewWorkTabs');
  const seesIncidents = useCan('incident.view');
  const seesPay = useCan('staffPay.manage');
  const { save } = useSavePerson('staff', staff);
  // After an edit Xero payroll still has the old details: the button asks to be used.
  const [xeroHighlighted, setXeroHighlighted] = useState(false);
  const isSelf = staff.userId !== null && staff.userId === session?.user.uid;
  const sections = workerSections({
    kind: 'staff',
    record: staff,
    canEdit,
    canEditEmployment,
    wideOther: own,
    save: async (changes) => {
      await save({ changes });
      setXeroHighlighted(true);
    },
  });

  return (
    <>
      {own ? null : <GoBackBar parent={STAFF_LIST} current={staff.fullName} />}
      <PageHeader
        title={own ? 'My Profile' : 'Staff'}
        description={own ? 'Your details as your employer holds them. Keep them up to date.' : staff.fullName}
        actions={
          own || !canEditEmployment ? null : staff.employeeId ? (
            <XeroUnlinkButton apiBase="/Staffs" id={staff.staffId} />
          ) : (
            <XeroButton apiBase="/Staffs" id={staff.staffId} highlighted={xeroHighlighted} />
          )
        }
      />
      {own || !canEditEmployment ? null : <PayrollDetailsAlert staff={staff} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg" h="100%">
            <PersonCard
              fill={!own}
              showStatus={!own}
              name={staff.fullName}
              subtitle={staff.position || 'Support worker'}
              imageUrl={staff.imageUrl}
              canEditPhoto={canEdit}
              onSavePhoto={(file) => save({ files: { imageFile: file } })}
              isActive={staff.isActive}
              badges={
                !own && staff.auditApproved ? (
                  <Badge color="blue" variant="light" size="lg" radius="sm">
                    Audit approved
                  </Badge>
                ) : null
              }
              rows={[
                { label: 'Staff ID', value: staff.maxStaffId },
                {
                  label: 'Phone',
                  value: staff.phoneNumber ? (
                    <Anchor fz="sm" fw={600} href={`tel:${staff.phoneNumber}`}>
                      {staff.phoneNumber}
                    </Anchor>
                  ) : null,
                },
                { label: 'Email', value: staff.email },
              ]}
              actions={
                own || isSelf ? null : (
                  <StatusActions
                    kind="staff"
                    id={staff.staffId}
                    name={staff.fullName}
                    isActive={staff.isActive}
                    auditApproved={staff.auditApproved}
                    canActivate={canActivate}
                    canAudit={canAudit}
                  />
                )
              }
            />
            {own ? (
              <SignatureCard
                signatureUrl={staff.signatureUrl}
                name={staff.fullName}
                canEdit={canEdit}
                onSave={(file) => save({ files: { signatureFile: file } })}
              />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          {own ? (
            <Stack gap="lg">
              {sections.personal}
              {sections.emergency}
            </Stack>
          ) : (
            sections.personal
          )}
        </Grid.Col>
      </Grid>
      {own ? (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mt="lg">
            {sections.employment}
            {sections.bank}
          </SimpleGrid>
          <Box mt="lg">{sections.other}</Box>
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mt="lg">
          {sections.employment}
          {sections.emergency}
          {sections.bank}
          {sections.other}
        </SimpleGrid>
      )}
      {own || !build ? null : (
        <ProfileTabs
          tabs={STAFF_TABS.filter(
            (t) =>
              t.value === 'Documents' ||
              (t.value === 'Incidents' ? seesIncidents : t.value === 'Pay' ? seesPay : seesWorkTabs),
          )}
          label={staff.fullName}
          panels={build({ staffId: staff.staffId, fullName: staff.fullName, userId: staff.userId })}
        />
      )}
    </>
  );
}

/** /app/user/staff/$uid/$id: a support worker's profile as the office sees it (spec 2 "Staff profile page"). */
export function StaffProfilePage() {
  const { uid = '' } = useParams({ strict: false }) as { uid?: string };
  const staff = usePerson('staff', uid);
  const build = useProfilePanels('staff');
  if (staff.isPending) {
    return <ProfileSkeleton />;
  }
  if (staff.isError) {
    return (
      <ProfileLoadProblem
        error={staff.error}
        what="this staff member"
        onRetry={() => void staff.refetch()}
        back={STAFF_LIST}
      />
    );
  }
  return <StaffProfileView staff={staff.data} own={false} build={build} />;
}

/** /app/staff/profile: the support worker's own profile, photo and signature (spec 3 §2.4, §2.6). */
export function MyStaffProfilePage() {
  const staff = usePerson('staff', 'me');
  if (staff.isPending) {
    return <ProfileSkeleton />;
  }
  if (staff.isError) {
    return (
      <ProfileLoadProblem
        error={staff.error}
        what="your profile"
        missing={OWN_PROFILE_MISSING}
        onRetry={() => void staff.refetch()}
      />
    );
  }
  return <StaffProfileView staff={staff.data} own />;
}
