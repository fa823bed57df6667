import {
  BOUNDARY_RULE_LABELS,
  BOUNDARY_RULES,
  type BoundaryRule,
  type ClientBillingView,
  FALLBACK_STATE,
  stateCode,
} from '@care/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { billingKey, fetchClientBilling, saveClientBilling } from './billing-api.ts';

/** A stored rule as one the form knows; anything else reads as the NDIS general rule. */
export const ruleOf = (value: string | null | undefined): BoundaryRule =>
  (BOUNDARY_RULES as readonly string[]).includes(value ?? '') ? (value as BoundaryRule) : 'split';

/** The price column in use, in words: Remote or Very Remote when marked so, else National or the state's. */
export function priceColumnText(b: Pick<ClientBillingView, 'remoteness' | 'state'>): string {
  if (b.remoteness === 'Remote' || b.remoteness === 'Very Remote') {
    return `${b.remoteness} (${b.remoteness === 'Remote' ? 'MMM6' : 'MMM7'})`;
  }
  const state = stateCode(b.state);
  return state
    ? `National (${state} where the catalogue prices by state)`
    : `National (${FALLBACK_STATE} where the catalogue prices by state: no state recorded)`;
}

export const HIGHER_RATE_NOTE =
  'The NDIS allows billing the whole support at the higher rate only when one worker delivers it and it has been discussed and agreed with the participant. Record the agreement in the service agreement.';

function RuleForm({ profileId, saved }: { profileId: string; saved: BoundaryRule }) {
  const queryClient = useQueryClient();
  const [rule, setRule] = useState<BoundaryRule>(saved);
  const save = useMutation({
    mutationFn: () => saveClientBilling(profileId, rule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKey(profileId) }),
  });
  return (
    <Stack gap="sm">
      <Radio.Group label="Supports across a band edge" value={rule} onChange={(v) => setRule(ruleOf(v))}>
        <Stack gap={8} mt={6}>
          {BOUNDARY_RULES.map((r) => (
            <Radio key={r} value={r} label={BOUNDARY_RULE_LABELS[r]} />
          ))}
        </Stack>
      </Radio.Group>
      {rule === 'higherRate' ? (
        <Alert color="orange" variant="light" radius="md" icon={<IconInfoCircle size={18} aria-hidden />}>
          {HIGHER_RATE_NOTE}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button size="sm" onClick={() => save.mutate()} loading={save.isPending} disabled={rule === saved}>
          Save billing rule
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The client's billing: how a support across a band edge is billed (split per band, or the whole
 * support at the higher rate) and the catalogue price column the client is priced by. Those who
 * manage invoices change the rule; others read it.
 */
export function ClientBillingCard({ profileId }: { profileId: string }) {
  const canManage = useCan('invoice.manage');
  const billing = useQuery({
    queryKey: billingKey(profileId),
    queryFn: ({ signal }) => fetchClientBilling(profileId, signal),
  });
  const b = billing.data;
  let body: React.ReactNode;
  if (billing.isPending) {
    body = <Skeleton height={72} radius="md" aria-label="Loading the billing rule" />;
  } else if (billing.isError || !b) {
    body = <LoadFailed what="the billing rule" onRetry={() => void billing.refetch()} />;
  } else {
    const saved = ruleOf(b.boundaryRule);
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Box>
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase" mb={2}>
              Band edges
            </Text>
            <Text fz="sm" fw={500}>
              {BOUNDARY_RULE_LABELS[saved]}
            </Text>
          </Box>
          <Box>
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase" mb={2}>
              Price column
            </Text>
            <Text fz="sm" fw={500}>
              {priceColumnText(b)}
            </Text>
          </Box>
        </SimpleGrid>
        {/* Keyed by the saved rule, so the form starts again from what the server now holds. */}
        {canManage ? <RuleForm key={saved} profileId={profileId} saved={saved} /> : null}
      </Stack>
    );
  }
  return (
    <Card component="section" aria-label="Billing" mt="lg">
      <Title order={2} fz="lg" mb={4}>
        Billing
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        How this client’s invoice lines are priced. The remoteness is set on the client’s profile.
      </Text>
      {body}
    </Card>
  );
}
