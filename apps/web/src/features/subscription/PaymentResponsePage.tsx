import { formatCents, formatInZone, type Payment } from '@care/domain';
import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { fetchPayment } from './subscription-api.ts';

/** How long the page keeps asking while the payment service's confirmation is on its way. */
const POLL_MS = 2000;

/**
 * /app/payment-response/$paymentId (spec 1 §2.1 /payment-response/*): the payment's result. Without a
 * payment (no id, or one the company does not have) it says so, with the ways on.
 */
export function PaymentResponsePage() {
  const { paymentId = '' } = useParams({ strict: false }) as { paymentId?: string };
  return paymentId ? <PaymentResult paymentId={paymentId} /> : <NoPayment />;
}

function PaymentResult({ paymentId }: { paymentId: string }) {
  const search = useSearch({ strict: false }) as { cancelled?: string | boolean };
  const cancelled = String(search.cancelled) === 'true';
  const query = useQuery({
    queryKey: ['subscription', 'payment', paymentId],
    queryFn: ({ signal }) => fetchPayment(paymentId, signal),
    // A card payment is confirmed by the service's webhook a moment after the browser comes back.
    refetchInterval: (q) =>
      !cancelled && q.state.data?.payment.status === 'pending' && q.state.data.payment.provider !== 'offline'
        ? POLL_MS
        : false,
  });
  return (
    <>
      <PageHeader title="Payment result" />
      {query.isPending ? <Loader /> : null}
      {query.isError && isMissing(query.error) ? <NoPaymentText found={false} /> : null}
      {query.isError && !isMissing(query.error) ? (
        <LoadFailed what="the payment" onRetry={() => query.refetch()} />
      ) : null}
      {query.data ? <Result payment={query.data.payment} cancelled={cancelled} /> : null}
    </>
  );
}

/** No such payment of the company (404), or an address that names none (400). */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function NoPayment() {
  return (
    <>
      <PageHeader title="Payment result" />
      <NoPaymentText found={null} />
    </>
  );
}

/** found: null when the address names no payment, false when it names one that is not there. */
function NoPaymentText({ found }: { found: false | null }) {
  return (
    <Stack maw={640}>
      <Alert color="gray" title="No payment to show">
        {found === null
          ? 'This page shows the result of a payment when you come back from paying, and this address names no payment.'
          : 'There is no such payment for your company.'}{' '}
        Your payments are listed under All payments; a new one starts on the Subscription page.
      </Alert>
      <Links />
    </Stack>
  );
}

function Links() {
  return (
    <Group>
      <Anchor component={Link} to="/app/subscription/payments">
        All payments
      </Anchor>
      <Anchor component={Link} to="/app/subscription">
        Subscription
      </Anchor>
    </Group>
  );
}

function Result({ payment, cancelled }: { payment: Payment; cancelled: boolean }) {
  const zone = useTimeZone();
  return (
    <Stack maw={640}>
      <Outcome payment={payment} cancelled={cancelled} />
      <Card withBorder radius="lg" padding="lg" aria-label="Invoice">
        <Stack gap={4}>
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Invoice {payment.invoiceNumber}
            </Title>
            <StatusBadge kind="payment" status={payment.status} />
          </Group>
          <Text>{payment.description}</Text>
          <Text>
            Period {formatInZone(payment.periodStart, 'date', zone)} to{' '}
            {formatInZone(payment.periodEnd, 'date', zone)}
          </Text>
          <Text fw={700}>{formatCents(payment.amountCents)}</Text>
        </Stack>
      </Card>
      <Links />
    </Stack>
  );
}

function Outcome({ payment, cancelled }: { payment: Payment; cancelled: boolean }) {
  if (payment.status === 'paid') {
    return (
      <Alert color="teal" title="Payment received">
        Thank you: the subscription is {payment.users} users of {payment.packageName}.
      </Alert>
    );
  }
  if (payment.status === 'failed') {
    return (
      <Alert color="red" title="The payment failed">
        Try again from the Subscription page, or use another card.
      </Alert>
    );
  }
  if (cancelled) {
    return (
      <Alert color="gray" title="Payment not completed">
        Nothing was charged. You can start again from the Subscription page.
      </Alert>
    );
  }
  if (payment.provider === 'offline') {
    return (
      <Alert color="yellow" title="Invoice issued: awaiting payment">
        Pay {formatCents(payment.amountCents)} by bank transfer quoting {payment.invoiceNumber}. The
        subscription starts when we confirm the payment.
      </Alert>
    );
  }
  return (
    <Alert color="blue" title="Confirming the payment">
      The payment service is confirming the payment; this page updates by itself.
    </Alert>
  );
}
