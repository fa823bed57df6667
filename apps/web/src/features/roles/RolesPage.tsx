import { ALL_ROLE_PRIVILEGES, formatInZone, type RolePrivileges } from '@care/domain';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconPlus, IconShieldCheck, IconTag, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useCompany } from '../../platform/useCompany.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { roleLabel } from '../../ui/role-label.ts';
import { type CompanyRole, deleteRole, fetchRoles, ROLES_QUERY_KEY } from './roles-api.ts';

function CreateRoleButton() {
  return (
    <Button
      component={Link}
      to="/app/user/create-roles"
      leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
    >
      Create Role
    </Button>
  );
}

function RoleCard({ role, zone, onDelete }: { role: CompanyRole; zone?: string; onDelete: () => void }) {
  const created = formatInZone(role.dateCreated, 'date', zone);
  return (
    <Card shadow="xs" p="lg" data-testid="role-card">
      <Stack gap="md" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="md">
            <IconTag size={22} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {role.role}
            </Text>
            {created ? (
              <Text fz="xs" c="dimmed">
                Created {created}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Text fz="sm" c="dimmed">
          A job title only: it holds no privileges. Give a person privileges on Users → Privileges.
        </Text>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            size="compact-md"
            leftSection={<IconTrash size={16} stroke={1.8} aria-hidden />}
            onClick={onDelete}
            aria-label={`Delete ${role.role}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A sign-in role and what it may do, read off the permission table (issue 40 item 8). */
function BuiltInRoleCard({ role }: { role: RolePrivileges }) {
  const name = roleLabel(role.role);
  return (
    <Card shadow="xs" p="lg" aria-label={`${name} privileges`} data-testid="built-in-role">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md" color="teal">
            <IconShieldCheck size={20} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="md">
            {name}
          </Title>
          <Badge variant="light" color="gray" tt="none" ml="auto">
            {role.areas.reduce((n, a) => n + a.words.length, 0)} privileges
          </Badge>
        </Group>
        {role.areas.map((a) => (
          <Stack gap={4} key={a.area}>
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
              {a.area}
            </Text>
            <List size="sm" spacing={2}>
              {a.words.map((w) => (
                <List.Item key={w}>{w}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Text fz="xs" c="dimmed">
          {role.takesExtraPrivileges
            ? 'More can be given to one person on Users → Privileges.'
            : 'Takes no privileges beyond these.'}
        </Text>
      </Stack>
    </Card>
  );
}

/** /app/user/all-roles (Manage Roles): the company's role names as cards, each deletable (spec 2 §2). */
export function RolesPage() {
  const queryClient = useQueryClient();
  const zone = useCompany().data?.timeZone;
  const roles = useQuery({ queryKey: ROLES_QUERY_KEY, queryFn: ({ signal }) => fetchRoles(signal) });
  // The role stays named while the dialog closes; `confirming` opens and closes it.
  const [deleting, setDeleting] = useState<CompanyRole | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: (role: CompanyRole) => deleteRole(role.uRolesId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });

  let body: ReactNode;
  if (roles.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={132} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (roles.isError) {
    body = <LoadFailed what="the roles" onRetry={() => void roles.refetch()} />;
  } else if (roles.data.length === 0) {
    body = (
      <Card shadow="xs" p="xl">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon variant="light" size={56} radius="xl" color="gray">
            <IconTag size={28} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            No Roles Found
          </Title>
          <Text c="dimmed" ta="center" maw={420}>
            Roles are your organisation's own job titles, such as Team Leader or Rostering Officer.
          </Text>
          <CreateRoleButton />
        </Stack>
      </Card>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="md">
        {roles.data.map((role) => (
          <RoleCard
            key={role.uRolesId}
            role={role}
            zone={zone}
            onDelete={() => {
              setDeleting(role);
              setConfirming(true);
            }}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHeader
        title="Manage Roles"
        description="Your organisation's role names, such as Team Leader or Rostering Officer."
        actions={roles.data && roles.data.length > 0 ? <CreateRoleButton /> : null}
      />
      {body}
      <Stack gap="xs" mt="xl">
        <Title order={2} fz="lg">
          What each sign-in role may do
        </Title>
        <Text c="dimmed" fz="sm">
          Every sign-in has one of these roles (Users). These are the privileges each holds, as the system
          enforces them.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" mt="xs">
          {ALL_ROLE_PRIVILEGES().map((r) => (
            <BuiltInRoleCard key={r.role} role={r} />
          ))}
        </SimpleGrid>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete this role?"
        message={`The role "${deleting?.role ?? ''}" will be removed from your organisation's list.`}
        confirmLabel="Delete role"
        danger
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : Promise.resolve())}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
