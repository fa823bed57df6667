import { isAdmin } from '@care/domain';
import { Grid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { useCompany } from '../../platform/useCompany.ts';
import { principalOf } from '../../session/session-store.ts';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import type { ClientProfile } from '../../shelf/person-types.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { clientSections } from '../profiles/client/ClientSections.tsx';
import type { EditValues } from '../profiles/edit-form.ts';
import { GoBackBar } from '../profiles/GoBackBar.tsx';
import { PersonCard } from '../profiles/PersonCard.tsx';
import { editPerson } from '../profiles/profiles-api.ts';

const MY_CLIENTS = { label: 'My Clients', href: '/app/provider/clients' };
const CLIENTS = { label: 'Clients', href: '/app/user/clients' };

/**
 * Spec 1 §6, kept as written: on the provider-area client page the Personal Information and
 * Emergency Contact edit buttons show only to users who are neither CompanyAdmin nor Administrator.
 */
export function showsProviderAreaEdit(
  principal: { role: string; claims: readonly string[] } | null,
): boolean {
  return principal !== null && !isAdmin(principal);
}

const noPhotoChange = () => Promise.resolve();

/** The referred client's profile in the provider area (spec 1 §2.5): Profile, Personal Information, Emergency Contact. */
export function ProviderClientProfile({
  client,
  queryKey,
}: {
  client: ClientProfile;
  queryKey: readonly unknown[];
}) {
  const session = useSession();
  const principal = principalOf(session);
  const admin = isAdmin(principal);
  const seesAgreement = useCan('client.viewAgreementDates');
  const companyName = useCompany().data?.companyName ?? 'the provider';
  const queryClient = useQueryClient();

  const save = async (changes: EditValues) => {
    try {
      await editPerson('client', client.profileId, client, changes);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      if (isApiError(error) && error.kind === 'forbidden') {
        // The API client leaves refusals to the page: say what happened and what to do instead.
        toasts.error(
          `Only ${companyName} can change ${client.firstName}’s details. Please send them the update and they will make the change.`,
          'Your changes were not saved',
        );
      }
      throw error;
    }
  };

  const sections = clientSections({
    client,
    canEdit: showsProviderAreaEdit(principal),
    seesAgreement,
    save,
  });

  return (
    <>
      <GoBackBar parent={admin ? CLIENTS : MY_CLIENTS} current={client.fullName} />
      <PageHeader title="Client" description={client.fullName} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <PersonCard
            name={client.fullName}
            subtitle="Client"
            imageUrl={client.imageUrl}
            canEditPhoto={false}
            onSavePhoto={noPhotoChange}
            isActive={client.isActive}
            rows={[
              { label: 'Client ID', value: client.contactId },
              { label: 'NDIS number', value: client.ndisNo },
              { label: 'Referral', value: client.referral },
              { label: 'Care manager', value: client.careManager },
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>{sections.personal}</Grid.Col>
        <Grid.Col span={12}>{sections.emergency}</Grid.Col>
      </Grid>
    </>
  );
}
