import { type CompanySubscription, formatCents, formatInZone, type PackagesReply } from '@care/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import { useNow } from '../../shelf/useNow.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { type CalculatorValue, PriceCalculator } from './PriceCalculator.tsx';
import {
  changeSubscription,
  fetchPackages,
  goToPayment,
  openBillingPortal,
  PACKAGES_KEY,
} from './subscription-api.ts';

export const SUBSCRIPTION_STATUS_LABEL: Record<CompanySubscription['status'], string> = {
  trial: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
};

/** /app/subscription (spec 1 §2.1): the packages, a price calculator, and the company's subscription. */
export function SubscriptionPage() {
  const list = useQuery({ queryKey: PACKAGES_KEY, queryFn: ({ signal }) => fetchPackages(signal) });
  return (
    <>
      <PageHeader
        title="Subscription"
        description="The product's packages, priced per user. Choose one, the number of users and how you are billed."
      />
      {list.isPending ? <Loader /> : null}
      {list.isError ? <LoadFailed what="the packages" onRetry={() => list.refetch()} /> : null}
      {list.data ? <SubscriptionBody data={list.data} /> : null}
    </>
  );
}

function SubscriptionBody({ data }: { data: PackagesReply }) {
  const sub = data.subscription;
  const canManage = useCan('subscription.manage');
  const canPayments = useCan('payment.view');
  const companyId = useSession()?.user.companyId ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A trial is turned into a paid subscription by subscribing; only a paid one is changed in place.
  const changing = sub?.status === 'active';
  const now = useNow();
  const zone = useTimeZone();
  const [value, setValue] = useState<CalculatorValue>({
    packageId: sub?.packageId ?? data.packages[1]?.packageId ?? data.packages[0]?.packageId ?? '',
    users: sub?.users ?? 10,
    duration: 1,
    billed: sub?.billed ?? 'Monthly',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () =>
      changeSubscription({ companyId, packageId: value.packageId, noofuser: Number(value.users) }),
    onMutate: () => {
      setErrors({});
      setMessage(null);
    },
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: PACKAGES_KEY });
      if (reply.url) {
        goToPayment(reply.url, (to) => void navigate({ to } as never));
      } else {
        setMessage(reply.message);
      }
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        setMessage(error.message);
      }
    },
  });
  return (
    <Stack maw={1100}>
      {sub ? (
        <CurrentSubscription sub={sub} canManage={canManage} companyId={companyId} />
      ) : (
        <Alert color="blue">The company has no subscription yet.</Alert>
      )}
      {canPayments ? (
        <Anchor component={Link} to="/app/subscription/payments">
          Payments and invoices
        </Anchor>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {data.packages.map((p) => (
          <Card key={p.packageId} withBorder radius="lg" padding="lg" aria-label={`${p.name} package`}>
            <Stack gap={6}>
              <Group justify="space-between">
                <Title order={2} fz="lg">
                  {p.name}
                </Title>
                {sub?.packageId === p.packageId ? <Badge>Current</Badge> : null}
              </Group>
              <Text fz="sm" c="dimmed">
                {p.description}
              </Text>
              <Text fw={700}>{formatCents(p.monthlyPriceCents)} per user a month</Text>
              <Text fz="sm">
                or {formatCents(p.yearlyPriceCents)} per user a year
                {p.yearlyDiscountPercent > 0 ? ` (save ${p.yearlyDiscountPercent}%)` : ''}
              </Text>
              <Text fz="sm">{p.maxUsers ? `Up to ${p.maxUsers} users` : 'Any number of users'}</Text>
              <List size="sm" spacing={2}>
                {p.features.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {message ? (
        <Alert color={Object.keys(errors).length > 0 || start.isError ? 'red' : 'teal'} role="status">
          {message}
        </Alert>
      ) : null}
      {canManage ? (
        <PriceCalculator
          packages={data.packages}
          value={value}
          onChange={setValue}
          action={changing ? 'Change subscription' : 'Subscribe'}
          onAction={() =>
            changing
              ? start.mutate()
              : void navigate({
                  to: `/app/payment/${value.packageId}`,
                  search: {
                    users: Number(value.users),
                    duration: Number(value.duration),
                    billed: value.billed,
                  },
                } as never)
          }
          busy={start.isPending}
          serverErrors={errors}
          now={now}
          zone={zone}
          changing={changing ? sub : null}
        />
      ) : (
        <Text c="dimmed">Only the company administrator changes the subscription.</Text>
      )}
    </Stack>
  );
}

function CurrentSubscription({
  sub,
  canManage,
  companyId,
}: {
  sub: CompanySubscription;
  canManage: boolean;
  companyId: string;
}) {
  const zone = useTimeZone();
  // The card, the service's invoices and cancelling are managed in the payment service's portal.
  const portal = useMutation({
    mutationFn: () => openBillingPortal(companyId),
    onSuccess: (reply) => window.location.assign(reply.url),
  });
  return (
    <Card withBorder radius="lg" padding="lg" aria-label="Current subscription">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {sub.packageName}, {sub.users} users, billed {sub.billed.toLowerCase()}
        </Title>
        <StatusBadge kind="subscription" status={sub.status} label={SUBSCRIPTION_STATUS_LABEL[sub.status]} />
      </Group>
      <Text>
        {sub.activeUsers} of {sub.users} users active · {sub.status === 'trial' ? 'trial ends' : 'paid until'}{' '}
        {/* The date is never broken across lines on a phone ("23-" over "12-2026"). */}
        <span style={{ whiteSpace: 'nowrap' }}>{formatInZone(sub.periodEnd, 'date', zone)}</span>
      </Text>
      <Text fz="sm" c="dimmed">
        Counted as on the Users page: active sign-ins; clients, service providers and inactive sign-ins do not
        count.
      </Text>
      {canManage && sub.provider === 'stripe' ? (
        <Group mt="sm">
          <Button variant="default" onClick={() => portal.mutate()} loading={portal.isPending}>
            Manage billing
          </Button>
        </Group>
      ) : null}
      {portal.error instanceof ApiError ? (
        <Alert color="red" role="alert" mt="sm">
          {portal.error.message}
        </Alert>
      ) : null}
    </Card>
  );
}
