import { formatCalendarDate, formatInZone } from '@care/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconCheck, IconEye, IconFileText, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { acceptedClientPath, type ReferralRow } from './referrals-api.ts';

export type ReferralAction = 'edit' | 'view' | 'pdf' | 'accept' | 'delete';

export interface ReferralDetailsProps {
  referral: ReferralRow;
  zone: string;
  onAction: (action: ReferralAction, referral: ReferralRow) => void;
}

function ClientProfileLink({ href, name }: { href: string; name: string }) {
  const link = useAppLink(href);
  return (
    <Button
      component="a"
      {...link}
      variant="light"
      color="teal"
      leftSection={<IconUser size={18} stroke={1.8} aria-hidden />}
    >
      Open {name}’s client profile
    </Button>
  );
}

/** A referral's expanded row (spec 2 §2): plan dates, date modified, and its actions. */
export function ReferralDetails({ referral: r, zone, onAction }: ReferralDetailsProps) {
  const profile = acceptedClientPath(r);
  const by = [r.referrerName, r.referrerOrganisation].filter(Boolean).join(', ');
  return (
    <Stack gap="md">
      <ExpandedDetails
        cols={4}
        items={[
          { label: 'NDIS start date', value: formatCalendarDate(r.ndisStartDate) },
          { label: 'NDIS end date', value: formatCalendarDate(r.ndisEndDate) },
          { label: 'Date modified', value: formatInZone(r.dateModified, 'audit', zone) },
          { label: 'Referred by', value: by },
        ]}
      />
      <Group gap="xs">
        {profile ? <ClientProfileLink href={profile} name={r.form.firstName} /> : null}
        <Button
          variant="default"
          leftSection={<IconPencil size={18} stroke={1.8} aria-hidden />}
          onClick={() => onAction('edit', r)}
        >
          Edit Form
        </Button>
        <Button
          variant="default"
          leftSection={<IconEye size={18} stroke={1.8} aria-hidden />}
          onClick={() => onAction('view', r)}
        >
          View Form
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileText size={18} stroke={1.8} aria-hidden />}
          onClick={() => onAction('pdf', r)}
        >
          PDF
        </Button>
        {r.isAccepted ? null : (
          <Button
            color="teal"
            leftSection={<IconCheck size={18} stroke={1.8} aria-hidden />}
            onClick={() => onAction('accept', r)}
          >
            Accept
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} stroke={1.8} aria-hidden />}
          onClick={() => onAction('delete', r)}
        >
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
