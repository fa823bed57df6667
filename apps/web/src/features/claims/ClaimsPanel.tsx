import { CLAIMS_NOT_FOR_ROLE, countsAsSubscriptionUser, isAdminRole } from '@care/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { roleLabel } from '../../ui/role-label.ts';
import { CLAIM_GROUPS, hintOf } from './claim-hints.ts';
import { type ClaimChoice, fetchUserClaims, saveUserClaims, userClaimsKey } from './claims-api.ts';

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((v) => b.has(v));

function grouped(claims: ClaimChoice[]) {
  const groups = [...CLAIM_GROUPS, 'Other'] as const;
  return groups
    .map((group) => ({ group, claims: claims.filter((c) => hintOf(c.claimType).group === group) }))
    .filter((g) => g.claims.length > 0);
}

/**
 * Manage User Privileges (spec 2 §2): one checkbox per privilege with what it grants. Only a
 * CompanyAdmin may save ('claims.grant'); other admins see the boxes read-only.
 */
export function ClaimsPanel({ userId }: { userId: string }) {
  const canGrant = useCan('claims.grant');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: userClaimsKey(userId),
    queryFn: ({ signal }) => fetchUserClaims(userId, signal),
  });
  const saved = useMemo(
    () => new Set((query.data?.claims ?? []).filter((c) => c.isSelected).map((c) => c.claimType)),
    [query.data],
  );
  const [selected, setSelected] = useState<Set<string>>(saved);
  useEffect(() => setSelected(saved), [saved]);
  const save = useMutation({
    mutationFn: (claims: string[]) => saveUserClaims(userId, claims),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userClaimsKey(userId) }),
  });

  if (query.isPending) {
    return <Skeleton h={420} radius="lg" />;
  }
  if (query.isError) {
    return <LoadFailed what="this user's privileges" onRetry={() => void query.refetch()} />;
  }
  const user = query.data;
  const dirty = !sameSet(selected, saved);
  const toggle = (claimType: string, on: boolean) => {
    const next = new Set(selected);
    if (on) {
      next.add(claimType);
    } else {
      next.delete(claimType);
    }
    setSelected(next);
  };
  const order = user.claims.map((c) => c.claimType);
  // A client or service provider sign-in holds no privileges (the server refuses them): say so
  // instead of offering boxes whose save can only fail.
  const claimless = user.role ? !countsAsSubscriptionUser(user.role) : false;
  const editable = canGrant && !claimless;

  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={960}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 'md', sm: 'xl' }} style={{ overflowWrap: 'break-word' }}>
            User Claims for {user.email}
          </Title>
          <Text c="dimmed" fz="sm">
            {[user.fullName, user.role ? roleLabel(user.role) : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {user.role && isAdminRole(user.role) ? (
          <Alert color="blue" variant="light" icon={<IconShieldCheck size={20} stroke={1.8} aria-hidden />}>
            As {roleLabel(user.role).toLowerCase() === 'administrator' ? 'an' : 'a'}{' '}
            {roleLabel(user.role).toLowerCase()}, {user.fullName ?? 'this user'} can already do all of this.
            Privileges matter for other roles.
          </Alert>
        ) : null}
        {claimless && user.role ? (
          <Alert color="gray" variant="light" icon={<IconShieldCheck size={20} stroke={1.8} aria-hidden />}>
            {CLAIMS_NOT_FOR_ROLE(user.role)}
          </Alert>
        ) : null}
        {!canGrant && !claimless ? (
          <Alert color="gray" variant="light" icon={<IconShieldCheck size={20} stroke={1.8} aria-hidden />}>
            Only the company administrator can change privileges. You can see them here.
          </Alert>
        ) : null}
        {grouped(user.claims).map(({ group, claims }) => (
          <Stack key={group} gap="sm">
            <Divider
              label={group}
              labelPosition="left"
              styles={{ label: { fontWeight: 700, fontSize: 14 } }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {claims.map((c) => (
                <Checkbox
                  key={c.claimType}
                  size="md"
                  label={c.claimType}
                  description={hintOf(c.claimType).hint}
                  checked={selected.has(c.claimType)}
                  onChange={(event) => toggle(c.claimType, event.currentTarget.checked)}
                  disabled={!editable || save.isPending}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        {editable ? (
          <>
            <Divider />
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="dimmed" maw={460}>
                {selected.size} of {user.claims.length} selected. Changes apply the next time{' '}
                {user.fullName ?? 'they'} open{user.fullName ? 's' : ''} the app.
              </Text>
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={() => setSelected(saved)}
                  disabled={!dirty || save.isPending}
                >
                  Undo changes
                </Button>
                <Button
                  size="md"
                  loading={save.isPending}
                  disabled={!dirty}
                  onClick={() => save.mutate(order.filter((c) => selected.has(c)))}
                >
                  Save
                </Button>
              </Group>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
