import { type ClientPlanView, formatCents } from '@care/domain';
import { Accordion, Alert, Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { ClientBillingCard } from './ClientBillingCard.tsx';
import { PlanDetails, PlanStatusBadges } from './PlanDetails.tsx';
import { PlanFormDialog } from './PlanFormDialog.tsx';
import { planDates } from './plan-display.ts';
import { deleteClientPlan, fetchClientPlans, plansKey } from './plans-api.ts';

type Dialog = { kind: 'form'; plan: ClientPlanView | null } | { kind: 'delete'; plan: ClientPlanView };

function PlanActions({
  plan,
  onEdit,
  onDelete,
}: {
  plan: ClientPlanView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const dates = planDates(plan);
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="sm"
        leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
        onClick={onEdit}
        aria-label={`Edit the plan ${dates}`}
      >
        Edit
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="sm"
        leftSection={<IconTrash size={16} stroke={1.8} aria-hidden />}
        onClick={onDelete}
        aria-label={`Delete the plan ${dates}`}
      >
        Delete
      </Button>
    </Group>
  );
}

/** The plans other than the current one, newest first, each folded to a line until opened. */
function OtherPlans({
  plans,
  actionsFor,
}: {
  plans: ClientPlanView[];
  actionsFor: (plan: ClientPlanView) => React.ReactNode;
}) {
  if (plans.length === 0) {
    return null;
  }
  return (
    <Box>
      <Text fz="sm" fw={600} c="dimmed" mb={6}>
        Other plans
      </Text>
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {plans.map((plan) => (
          <Accordion.Item key={plan.clientPlanId} value={plan.clientPlanId}>
            <Accordion.Control aria-label={`Plan ${planDates(plan)}, ${plan.status}`}>
              <Group gap="sm" wrap="wrap" justify="space-between" pr="xs">
                <Text fz="sm" fw={600}>
                  {planDates(plan)}
                </Text>
                <Group gap="sm" wrap="nowrap">
                  <Text fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCents(plan.totalCents)}
                  </Text>
                  <PlanStatusBadges plan={{ ...plan, daysToStart: null }} />
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <PlanDetails plan={plan} actions={actionsFor(plan)} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Box>
  );
}

function NoCurrentPlan({ own, next }: { own: boolean; next: ClientPlanView | undefined }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      icon={<IconInfoCircle size={20} stroke={1.8} aria-hidden />}
    >
      {next
        ? `No plan is in force today. The next plan starts on ${planDates(next).split(' – ')[0]}.`
        : own
          ? 'No current NDIS plan is recorded for you. Your care provider adds it when your plan is approved.'
          : 'No plan is in force today. Add the client’s new plan when the NDIA approves it.'}
    </Alert>
  );
}

/**
 * The client's NDIS plans (ours: the spec keeps only ndisPlan Yes/No): the current plan with its
 * budget per support category, the others folded below, and Add/Edit/Delete for those who manage
 * plans. `own`: the client's portal, their current plan only and read-only.
 */
export function ClientPlansSlot({ profileId, own = false }: { profileId: string; own?: boolean }) {
  const canManage = useCan('clientPlan.manage') && !own;
  // The billing rule is the provider's: never on the client's own portal.
  const showBilling = useCan('client.viewTabs') && !own;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const plans = useQuery({
    queryKey: plansKey(profileId),
    queryFn: ({ signal }) => fetchClientPlans(profileId, signal),
  });

  const open = (d: Dialog) => {
    setDialog(d);
    setOpened(true);
  };
  const list = plans.data ?? [];
  // The server reads each status on the company's date: the current plan is the one it calls Current.
  const current = list.find((p) => p.status === 'Current');
  const others = list.filter((p) => p !== current);
  const next = [...list].reverse().find((p) => p.status === 'Upcoming');
  const actionsFor = (plan: ClientPlanView) =>
    canManage ? (
      <PlanActions
        plan={plan}
        onEdit={() => open({ kind: 'form', plan })}
        onDelete={() => open({ kind: 'delete', plan })}
      />
    ) : null;

  let body: React.ReactNode;
  if (plans.isPending) {
    body = <Skeleton height={160} radius="md" aria-label="Loading the NDIS plans" />;
  } else if (plans.isError) {
    body = <LoadFailed what="the NDIS plans" onRetry={() => void plans.refetch()} />;
  } else if (list.length === 0) {
    body = (
      <Text fz="sm" c="dimmed">
        {own
          ? 'No NDIS plan is recorded for you yet.'
          : canManage
            ? 'No NDIS plan recorded yet. Add the plan’s dates and budget to keep track of the client’s funding.'
            : 'No NDIS plan recorded yet.'}
      </Text>
    );
  } else {
    body = (
      <Stack gap="lg">
        {current ? (
          <PlanDetails plan={current} actions={actionsFor(current)} />
        ) : (
          <NoCurrentPlan own={own} next={next} />
        )}
        {own ? null : <OtherPlans plans={others} actionsFor={actionsFor} />}
      </Stack>
    );
  }

  return (
    <Box mt="lg">
      <Card component="section" aria-label={own ? 'My NDIS plan' : 'NDIS plans'}>
        <Group justify="space-between" align="center" mb="md" wrap="nowrap" gap="sm">
          <Title order={2} fz="lg">
            {own ? 'My NDIS plan' : 'NDIS plans'}
          </Title>
          {canManage ? (
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
              onClick={() => open({ kind: 'form', plan: null })}
              style={{ flexShrink: 0 }}
            >
              Add plan
            </Button>
          ) : null}
        </Group>
        {body}
      </Card>
      {showBilling ? <ClientBillingCard profileId={profileId} /> : null}
      {canManage ? (
        <>
          <PlanFormDialog
            profileId={profileId}
            opened={opened && dialog?.kind === 'form'}
            editing={dialog?.kind === 'form' ? dialog.plan : null}
            latest={list[0]}
            onClose={() => setOpened(false)}
          />
          <ConfirmDialog
            opened={opened && dialog?.kind === 'delete'}
            title="Delete this plan?"
            message={
              dialog?.kind === 'delete'
                ? `The plan ${planDates(dialog.plan)} and its budget will be deleted.`
                : ''
            }
            confirmLabel="Yes, delete"
            danger
            onConfirm={async () => {
              if (dialog?.kind === 'delete') {
                await deleteClientPlan(dialog.plan.clientPlanId);
                await queryClient.invalidateQueries({ queryKey: plansKey(profileId) });
              }
            }}
            onClose={() => setOpened(false)}
          />
        </>
      ) : null}
    </Box>
  );
}
