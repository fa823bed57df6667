import { DEFAULT_TIME_ZONE } from '@care/domain';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { useCompany } from '../../platform/useCompany.ts';
import { useSession } from '../../session/useSession.ts';
import { formatPhone } from '../../shelf/person-display.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge as StatusBadgeOf } from '../../ui/StatusBadge.tsx';
import { copyText } from './copy-text.ts';
import { openReferralPdf } from './open-referral-pdf.ts';
import { ReferralDetails } from './ReferralDetails.tsx';
import { ReferralEditDialog } from './ReferralEditDialog.tsx';
import { ReferralViewDialog } from './ReferralViewDialog.tsx';
import {
  acceptReferral,
  deleteReferralOrProvider,
  fetchReferrals,
  REFERRALS_KEY,
  type ReferralRow,
  referralLink,
  referralPdfPage,
} from './referrals-api.ts';

/** The confirmation text of Accept, exactly as the spec gives it (spec 2 §4). */
export const ACCEPT_CONFIRMATION = 'Are you sure you want to Accept this?';

type Open = { kind: 'view' | 'edit' | 'accept' | 'delete'; referral: ReferralRow };

export function StatusBadge({ accepted }: { accepted: boolean }) {
  return <StatusBadgeOf kind="referral" status={accepted ? 'Accepted' : 'Pending'} radius="sm" />;
}

const COLUMNS: DataTableColumn<ReferralRow>[] = [
  { accessor: 'fullName', title: 'Full Name', render: (r) => <strong>{r.fullName}</strong> },
  {
    accessor: 'status',
    title: 'Status',
    exportValue: (r) => (r.isAccepted ? 'Accepted' : 'Pending'),
    render: (r) => <StatusBadge accepted={r.isAccepted} />,
    width: 124,
  },
  { accessor: 'currentResidence', title: 'Current Residence', secondary: true },
  {
    accessor: 'contactNumber',
    title: 'Contact Number',
    noWrap: true,
    secondary: true,
    render: (r) => (
      <Anchor href={`tel:${r.contactNumber}`} c="inherit" fz="sm" underline="hover">
        {formatPhone(r.contactNumber)}
      </Anchor>
    ),
  },
  { accessor: 'ndisNo', title: 'NDIS No.', noWrap: true, secondary: true },
];

async function copyReferralLink(companyId: string) {
  try {
    await copyText(referralLink(companyId));
    toasts.success('Referral Link copied to clipboard');
  } catch {
    toasts.error(`We couldn’t copy the link. It is ${referralLink(companyId)}`);
  }
}

/** /app/user/refferals (spec 2 §2 Referrals): referrals received through the public page. */
export function ReferralsPage() {
  const session = useSession();
  const company = useCompany();
  const queryClient = useQueryClient();
  const zone = company.data?.timeZone || DEFAULT_TIME_ZONE;
  const companyName = company.data?.companyName ?? '';
  const referrals = useQuery({ queryKey: REFERRALS_KEY, queryFn: ({ signal }) => fetchReferrals(signal) });
  // The referral stays set while a dialog closes, so its content does not change as it fades.
  const [open, setOpen] = useState<Open | null>(null);
  const [opened, setOpened] = useState(false);
  const show = (kind: Open['kind'], referral: ReferralRow) => {
    setOpen({ kind, referral });
    setOpened(true);
  };
  const close = () => setOpened(false);
  const isOpen = (kind: Open['kind']) => opened && open?.kind === kind;

  const reload = () => queryClient.invalidateQueries({ queryKey: REFERRALS_KEY });

  return (
    <Stack gap={0}>
      <PageHeader
        title="Referrals"
        description="Participants referred to you through your public referral link. Select a row to review and accept."
      />
      <DataTable<ReferralRow>
        label="referrals"
        records={referrals.data}
        columns={COLUMNS}
        idAccessor="clientReferralId"
        loading={referrals.isFetching}
        error={referrals.isError && !referrals.data}
        onRetry={() => void referrals.refetch()}
        search={{
          accessors: ['fullName', 'ndisNo', 'contactNumber', 'currentResidence', 'referrerName'],
          placeholder: 'Search by name or NDIS number',
        }}
        exportAs={{ fileName: 'Refferal', title: 'Referrals' }}
        noRecordsText="No referrals yet. Share your referral link with support coordinators."
        actions={
          <Button
            leftSection={<IconLink size={18} stroke={1.8} aria-hidden />}
            onClick={() => void copyReferralLink(session?.user.companyId ?? '')}
          >
            Copy Referral Link
          </Button>
        }
        rowExpansion={(r) => (
          <ReferralDetails
            referral={r}
            zone={zone}
            onAction={(action, referral) =>
              action === 'pdf'
                ? openReferralPdf(referralPdfPage(referral.clientReferralId))
                : show(action, referral)
            }
          />
        )}
      />
      <ReferralViewDialog
        referral={open?.referral ?? null}
        companyName={companyName}
        opened={isOpen('view')}
        onClose={close}
      />
      <ReferralEditDialog
        referral={open?.referral ?? null}
        companyName={companyName}
        opened={isOpen('edit')}
        onClose={close}
      />
      <ConfirmDialog
        opened={isOpen('accept')}
        title={`Accept the referral of ${open?.referral.fullName ?? ''}?`}
        message={ACCEPT_CONFIRMATION}
        confirmLabel="Yes, accept"
        onConfirm={async () => {
          if (open) {
            await acceptReferral(open.referral.clientReferralId);
            await reload();
            void queryClient.invalidateQueries({ queryKey: ['people', 'client'] });
          }
        }}
        onClose={close}
      />
      <ConfirmDialog
        opened={isOpen('delete')}
        title="Delete this referral?"
        message={`The referral of ${open?.referral.fullName ?? ''} will be deleted. This cannot be undone.`}
        confirmLabel="Yes, delete"
        danger
        onConfirm={async () => {
          if (open) {
            await deleteReferralOrProvider(open.referral.clientReferralId);
            await reload();
          }
        }}
        onClose={close}
      />
    </Stack>
  );
}
