import {
  BILLING_CYCLES,
  type BillingCycle,
  formatCents,
  type PackagesReply,
  priceInputError,
  SUBSCRIPTION_LIMITS,
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

/** The price of a package for a number of users, a duration and monthly or yearly billing (domain price.ts). */
export function PriceCalculator({
  packages,
  value,
  onChange,
  action,
  onAction,
  busy,
  serverErrors,
}: {
  packages: PackagesReply['packages'];
  value: CalculatorValue;
  onChange: (v: CalculatorValue) => void;
  action: string;
  onAction: () => void;
  busy: boolean;
  serverErrors: Record<string, string>;
}) {
  const pkg = packages.find((p) => p.packageId === value.packageId);
  const users = Number(value.users);
  const duration = Number(value.duration);
  const error = pkg ? priceInputError({ pkg, users, duration }) : 'Choose a package.';
  const price = pkg && !error ? subscriptionPrice({ pkg, users, duration, billed: value.billed }) : null;
  const usersError = error && /users/.test(error) ? error : serverErrors.noofuser;
  const durationError = error && /duration/.test(error) ? error : serverErrors.duration;
  const unit = value.billed === 'Yearly' ? 'year' : 'month';
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
            label={value.billed === 'Yearly' ? 'Duration (years)' : 'Duration (months)'}
            min={SUBSCRIPTION_LIMITS.minDuration}
            max={SUBSCRIPTION_LIMITS.maxDuration}
            allowDecimal={false}
            value={value.duration}
            onChange={(duration) => onChange({ ...value, duration })}
            error={durationError}
          />
        </Group>
        <SegmentedControl
          aria-label="Billed"
          data={BILLING_CYCLES.map((b) => ({ value: b, label: b }))}
          value={value.billed}
          onChange={(billed) => onChange({ ...value, billed: billed as BillingCycle })}
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
            <Text fw={700} fz="xl">
              Total {formatCents(price.totalCents)}
            </Text>
          </Stack>
        ) : null}
        <Group>
          <Button onClick={onAction} disabled={!price} loading={busy}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
