import {
  BILLING_CYCLES,
  type BillingCycle,
  type ChargePlan,
  type CompanySubscription,
  changeCharges,
  formatCalendarDate,
  formatCents,
  type PackagesReply,
  priceInputError,
  SUBSCRIPTION_LIMITS,
  subscribeCharges,
  subscriptionPrice,
} from '@care/domain';
import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';

export interface CalculatorValue {
  packageId: string;
  users: number | string;
  duration: number | string;
  billed: BillingCycle;
}

const every = (billed: string, duration: number) => {
  const unit = billed === 'Yearly' ? 'year' : 'month';
  return duration === 1 ? `every ${unit}` : `every ${duration} ${unit}s`;
};
const day = (date: string) => formatCalendarDate(date);

/**
 * What is charged before the payment service (issue 40 item 8): today's first charge (a change's
 * difference prorated by the days left of the period; a new subscription's whole first period), then
 * the regular charge from the renewal. The same domain rules the server charges by.
 */
export function Charges({ plan, billed, duration }: { plan: ChargePlan; billed: string; duration: number }) {
  const left = plan.prorated;
  return (
    <Stack gap={2} aria-label="Charges">
      <Text fw={700}>
        {plan.firstCents > 0 ? `First charge today ${formatCents(plan.firstCents)}` : 'Nothing to pay today'}
      </Text>
      <Text fz="sm" c="dimmed">
        {left
          ? plan.firstCents > 0
            ? `The difference for the ${left.daysLeft} of ${left.days} days left of this period (${day(plan.firstFrom)} to ${day(plan.firstTo)}), to the cent.`
            : 'The change applies at once; nothing is refunded for the rest of this period.'
          : `The first ${billed === 'Yearly' ? 'year' : 'month'}${duration === 1 ? '' : 's'}, ${day(plan.firstFrom)} to ${day(plan.firstTo)}.`}
      </Text>
      <Text fw={700}>
        Then {formatCents(plan.regularCents)} {every(billed, duration)} from {day(plan.renewsOn)}
      </Text>
    </Stack>
  );
}

/** The price of a package for a number of users, a duration and monthly or yearly billing (domain price.ts). */
export function PriceCalculator({
  packages,
  value,
  onChange,
  action,
  onAction,
  busy,
  serverErrors,
  now,
  zone,
  changing,
}: {
  packages: PackagesReply['packages'];
  value: CalculatorValue;
  onChange: (v: CalculatorValue) => void;
  action: string;
  onAction: () => void;
  busy: boolean;
  serverErrors: Record<string, string>;
  now: Date;
  zone: string;
  /** The paid subscription being changed: its billing and duration stay; the difference is prorated. */
  changing?: CompanySubscription | null;
}) {
  const pkg = packages.find((p) => p.packageId === value.packageId);
  const users = Number(value.users);
  const duration = changing ? changing.duration : Number(value.duration);
  const billed = changing ? changing.billed : value.billed;
  const error = pkg ? priceInputError({ pkg, users, duration }) : 'Choose a package.';
  const price = pkg && !error ? subscriptionPrice({ pkg, users, duration, billed }) : null;
  const usersError = error && /users/.test(error) ? error : serverErrors.noofuser;
  const durationError = error && /duration/.test(error) ? error : serverErrors.duration;
  const unit = billed === 'Yearly' ? 'year' : 'month';
  const plan: ChargePlan | null =
    !pkg || !price
      ? null
      : changing
        ? changeCharges({
            sub: {
              ...changing,
              periodStart: new Date(changing.periodStart),
              periodEnd: new Date(changing.periodEnd),
              trial: changing.status === 'trial',
            },
            from: packages.find((p) => p.packageId === changing.packageId) ?? null,
            to: pkg,
            toUsers: users,
            now,
            zone,
          })
        : subscribeCharges({ pkg, users, duration, billed, now, zone });
  return (
    <Card withBorder radius="lg" padding="lg" aria-label="Price calculator">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Price calculator
        </Title>
        <Select
          label="Package"
          data={packages.map((p) => ({ value: p.packageId, label: p.name }))}
          value={value.packageId}
          onChange={(id) => id && onChange({ ...value, packageId: id })}
          error={serverErrors.packageId}
          allowDeselect={false}
        />
        <Group grow align="start">
          <NumberInput
            label="Number of users"
            min={SUBSCRIPTION_LIMITS.minUsers}
            max={SUBSCRIPTION_LIMITS.maxUsers}
            allowDecimal={false}
            value={value.users}
            onChange={(users) => onChange({ ...value, users })}
            error={usersError}
          />
          <NumberInput
            label={billed === 'Yearly' ? 'Duration (years)' : 'Duration (months)'}
            min={SUBSCRIPTION_LIMITS.minDuration}
            max={SUBSCRIPTION_LIMITS.maxDuration}
            allowDecimal={false}
            value={changing ? changing.duration : value.duration}
            onChange={(duration) => onChange({ ...value, duration })}
            error={durationError}
            disabled={!!changing}
            description={changing ? 'The subscription’s own: a change keeps it' : undefined}
          />
        </Group>
        <SegmentedControl
          aria-label="Billed"
          data={BILLING_CYCLES.map((b) => ({ value: b, label: b }))}
          value={billed}
          onChange={(b) => onChange({ ...value, billed: b as BillingCycle })}
          disabled={!!changing}
        />
        {price && pkg ? (
          <Stack gap={2} aria-label="Price">
            <Text>
              {users} users × {formatCents(price.unitPriceCents)} a {unit} × {duration}
            </Text>
            {price.discountCents > 0 ? (
              <Text c="teal" fz="sm">
                You save {formatCents(price.discountCents)} against monthly billing
              </Text>
            ) : null}
            {changing ? null : (
              <Text fw={700} fz="xl">
                Total {formatCents(price.totalCents)}
              </Text>
            )}
          </Stack>
        ) : null}
        {plan ? <Charges plan={plan} billed={billed} duration={duration} /> : null}
        <Group>
          <Button onClick={onAction} disabled={!price} loading={busy}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
