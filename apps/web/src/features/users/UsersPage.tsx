import { formatInZone, type SubscriptionSeat, subscriptionSeatOf, subscriptionUserCount } from '@care/domain';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import { formatPhone } from '../../shelf/person-display.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { AppLink } from '../../ui/data-table/links.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { roleLabel } from '../../ui/role-label.ts';
import { fetchPackages, PACKAGES_KEY } from '../subscription/subscription-api.ts';
import { UserActions } from './UserActions.tsx';
import { type UserDialogState, UserFormDialog } from './UserFormDialog.tsx';
import { deleteUser, fetchUsers, resetUserPassword, USERS_QUERY_KEY, type UserRow } from './users-api.ts';

type Pending = { kind: 'reset' | 'delete'; user: UserRow } | null;

const claimsPath = (u: UserRow) => `/app/user/claims/${u.id}`;

/** Each row's place in the subscription, by the domain's one rule (issue 40 item 8). */
const SEAT_LABEL: Record<SubscriptionSeat, { label: string; color: string }> = {
  counted: { label: 'Counted', color: 'teal' },
  inactive: { label: 'Inactive: not counted', color: 'gray' },
  notCounted: { label: 'Not counted', color: 'gray' },
};

/**
 * "16 of 60 subscription users in use": counted from this list by the rule the subscription's count
 * uses, so Setup → Subscription and this page read the same number.
 */
function SeatSummary({ users }: { users: UserRow[] | undefined }) {
  const seesSubscription = useCan('subscription.view');
  const packages = useQuery({
    queryKey: PACKAGES_KEY,
    queryFn: ({ signal }) => fetchPackages(signal),
    enabled: seesSubscription,
  });
  if (!users) {
    return null;
  }
  const counted = subscriptionUserCount(users);
  const limit = packages.data?.subscription?.users;
  return (
    <Text fz="sm" c="dimmed" mb="sm" aria-label="Subscription users">
      <Text span fw={700} c="var(--mantine-color-text)">
        {limit === undefined
          ? `${counted} subscription users`
          : `${counted} of ${limit} subscription users in use`}
      </Text>
      {' · '}
      {users.length} sign-ins listed. Active sign-ins count; clients, service providers and inactive sign-ins
      do not.
    </Text>
  );
}

/** /app/user/all-user (spec 2 §2 Users): every sign-in of the company. */
export function UsersPage() {
  const session = useSession();
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: USERS_QUERY_KEY, queryFn: ({ signal }) => fetchUsers(signal) });
  const [dialog, setDialog] = useState<UserDialogState>(null);
  // The target stays set while the confirmation closes, so its text does not change as it fades.
  const [pending, setPending] = useState<Pending>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (kind: 'reset' | 'delete', user: UserRow) => {
    setPending({ kind, user });
    setConfirmOpen(true);
  };

  const columns: DataTableColumn<UserRow>[] = [
    {
      accessor: 'privileges',
      title: 'Privileges',
      exportable: false,
      sortable: false,
      // The Full Name links to the same screen: on narrower screens this link moves into the expanded row.
      secondary: 'xl',
      width: 130,
      render: (u) => (
        <AppLink href={claimsPath(u)} fz="sm" aria-label={`Privileges of ${u.fullName}`}>
          <IconShieldCheck
            size={16}
            style={{ verticalAlign: '-3px', marginRight: 4 }}
            stroke={1.8}
            aria-hidden
          />
          Privileges
        </AppLink>
      ),
    },
    {
      accessor: 'fullName',
      title: 'Full Name',
      noWrap: true,
      render: (u) => (
        <AppLink href={claimsPath(u)} fw={600}>
          {u.fullName}
        </AppLink>
      ),
    },
    {
      accessor: 'role',
      title: 'Role',
      exportValue: (u) => roleLabel(u.role),
      width: 150,
      secondary: true,
      render: (u) => (
        <Badge
          tt="none"
          size="md"
          variant="light"
          color={u.role === 'CompanyAdmin' || u.role === 'Administrator' ? 'brand' : 'gray'}
          radius="sm"
        >
          {roleLabel(u.role)}
        </Badge>
      ),
    },
    { accessor: 'email', title: 'Email', secondary: true },
    {
      accessor: 'isActive',
      title: 'Subscription',
      width: 190,
      secondary: true,
      exportValue: (u) => SEAT_LABEL[subscriptionSeatOf(u)].label,
      render: (u) => {
        const seat = SEAT_LABEL[subscriptionSeatOf(u)];
        return (
          <Badge tt="none" size="md" variant="light" color={seat.color} radius="sm">
            {seat.label}
          </Badge>
        );
      },
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      width: 136,
      render: (u) => (
        <UserActions
          user={u}
          me={{ id: session?.user.uid ?? '', role: session?.role ?? '' }}
          onEdit={() => setDialog({ mode: 'edit', user: u })}
          onResetPassword={() => ask('reset', u)}
          onDelete={() => ask('delete', u)}
        />
      ),
    },
  ];

  const runPending = async () => {
    if (!pending) {
      return;
    }
    if (pending.kind === 'delete') {
      await deleteUser(pending.user.id);
    } else {
      await resetUserPassword(pending.user.email);
    }
    await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['activity-log'] });
  };

  return (
    <Stack gap={0}>
      <PageHeader title="Users" description="Everyone who can sign in, their role and their privileges." />
      <SeatSummary users={users.data} />
      <DataTable<UserRow>
        label="user list"
        records={users.data}
        columns={columns}
        idAccessor="id"
        loading={users.isFetching}
        error={users.isError && !users.data}
        onRetry={() => void users.refetch()}
        search={{
          accessors: ['fullName', 'email', (u) => roleLabel(u.role)],
          placeholder: 'Search by name, email or role',
        }}
        exportAs={{ fileName: 'UserList', title: 'Users' }}
        actions={
          <Button
            leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
            onClick={() => setDialog({ mode: 'add' })}
          >
            Add New User
          </Button>
        }
        rowExpansion={(u) => (
          <ExpandedDetails
            cols={3}
            items={[
              { label: 'Phone', value: formatPhone(u.phoneNumber) },
              { label: 'Email confirmed', value: u.emailConfirmed ? 'Yes' : 'Not yet' },
              { label: 'Signed up', value: formatInZone(u.dateCreated, 'listDateTime', zone) },
            ]}
          />
        )}
      />
      <UserFormDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={confirmOpen}
        title={pending?.kind === 'delete' ? 'Delete this user?' : 'Reset password?'}
        message={
          pending?.kind === 'delete'
            ? `${pending.user.fullName} (${pending.user.email}) will no longer be able to sign in. This cannot be undone.`
            : `${pending?.user.fullName ?? ''} will be e-mailed a link to choose a new password at ${pending?.user.email ?? ''}.`
        }
        confirmLabel={pending?.kind === 'delete' ? 'Yes, delete' : 'Yes, send the link'}
        danger={pending?.kind === 'delete'}
        onConfirm={runPending}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
