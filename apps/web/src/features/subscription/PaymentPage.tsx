import {
  BILLING_CYCLES,
  type BillingCycle,
  formatCents,
  priceInputError,
  subscribeCharges,
  subscriptionPrice,
} from '@care/domain';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useSession } from '../../session/useSession.ts';
import { useNow } from '../../shelf/useNow.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Charges } from './PriceCalculator.tsx';
import { fetchPackages, goToPayment, PACKAGES_KEY, subscribe } from './subscription-api.ts';

/** /app/payment/$packageId?users&duration&billed (spec 1 §2.1 /payment/*): the order, then to the payment. */
export function PaymentPage() {
  const { packageId = '' } = useParams({ strict: false }) as { packageId?: string };
  const search = useSearch({ strict: false }) as {
    users?: number | string;
    duration?: number | string;
    billed?: string;
  };
  const users = Number(search.users ?? 1);
  const duration = Number(search.duration ?? 1);
  const billed: BillingCycle = BILLING_CYCLES.includes(search.billed as BillingCycle)
    ? (search.billed as BillingCycle)
    : 'Monthly';
  const companyId = useSession()?.user.companyId ?? '';
  const navigate = useNavigate();
  const list = useQuery({ queryKey: PACKAGES_KEY, queryFn: ({ signal }) => fetchPackages(signal) });
  const pay = useMutation({
    mutationFn: () => subscribe({ companyId, packageId, noofuser: users, duration, billed }),
    onSuccess: (reply) => reply.url && goToPayment(reply.url, (to) => void navigate({ to } as never)),
  });
  const pkg = list.data?.packages.find((p) => p.packageId === packageId);
  const error = pkg ? priceInputError({ pkg, users, duration }) : null;
  const price = pkg && !error ? subscriptionPrice({ pkg, users, duration, billed }) : null;
  const now = useNow();
  const zone = useTimeZone();
  // What the server asks the payment service to charge (issue 40 item 8): the whole first period today.
  const plan = pkg && price ? subscribeCharges({ pkg, users, duration, billed, now, zone }) : null;
  const failure = pay.error instanceof ApiError ? pay.error.message : null;
  return (
    <>
      <PageHeader title="Payment" description="Check the order, then go on to pay." />
      {list.isPending ? <Loader /> : null}
      {list.isError ? <LoadFailed what="the packages" onRetry={() => list.refetch()} /> : null}
      {list.data && !pkg ? (
        <Alert color="red">This package is not offered; choose one on the Subscription page.</Alert>
      ) : null}
      {pkg ? (
        <Card withBorder radius="lg" padding="lg" maw={560} aria-label="Order">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {pkg.name}
            </Title>
            {error ? <Alert color="red">{error}</Alert> : null}
            {price ? (
              <>
                <Text>
                  {users} users, {duration} {billed === 'Yearly' ? 'year(s)' : 'month(s)'}, billed{' '}
                  {billed.toLowerCase()}
                </Text>
                {price.discountCents > 0 ? (
                  <Text c="teal" fz="sm">
                    Yearly discount {formatCents(price.discountCents)}
                  </Text>
                ) : null}
                <Text fw={700} fz="xl">
                  To pay {formatCents(price.totalCents)}
                </Text>
                {plan ? <Charges plan={plan} billed={billed} duration={duration} /> : null}
              </>
            ) : null}
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group>
              <Button onClick={() => pay.mutate()} disabled={!price} loading={pay.isPending}>
                Go to payment
              </Button>
              <Anchor component={Link} to="/app/subscription">
                Back to the packages
              </Anchor>
            </Group>
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
