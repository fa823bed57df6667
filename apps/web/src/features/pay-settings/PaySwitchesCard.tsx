import {
  DEFAULT_PAY_SWITCH_VALUES,
  formatCalendarDate,
  oteSwitchesTurnedOff,
  PAY_SWITCHES,
  type PaySettingsView,
  type PaySwitchValues,
} from '@care/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { PAY_KEY, savePaySettings } from './pay-settings-api.ts';

const PERIOD_LABELS: Record<string, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};

/**
 * The company's pay period (kept on Work Settings) and its switches for the award's unconfirmed points
 * (SCHADS.md §11), each with its default and why; a super switch turned off asks for a reason.
 */
export function PaySwitchesCard({ settings, canEdit }: { settings: PaySettingsView; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PaySwitchValues>(settings.switches);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsReason = oteSwitchesTurnedOff(settings.switches, values).length > 0;
  const save = async () => {
    setErrors({});
    setBanner(null);
    setBusy(true);
    try {
      await savePaySettings({ switches: values, reason });
      setReason('');
      await queryClient.invalidateQueries({ queryKey: PAY_KEY });
    } catch (error) {
      setBanner(isApiError(error) ? error.message : 'The pay settings could not be saved.');
      setErrors(isApiError(error) ? error.fieldErrors : {});
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack
        gap="md"
        component="form"
        aria-label="Pay settings"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div>
          <Title order={2} fz="lg">
            Pay period
          </Title>
          <Text fz="sm">
            {PERIOD_LABELS[settings.payPeriod] ?? settings.payPeriod}, a period starting{' '}
            {formatCalendarDate(settings.payPeriodAnchor)}. Overtime over the week or fortnight and the date
            each year’s rates start are counted on it.{' '}
            <Anchor component={Link} to="/app/setup/work-settings" fz="sm">
              Change it on Work Settings
            </Anchor>
          </Text>
          {settings.payPeriod === 'monthly' ? (
            <Alert color="orange" variant="light" mt="xs">
              The award counts overtime over 38 hours a week or 76 a fortnight: choose a weekly or fortnightly
              pay period.
            </Alert>
          ) : null}
        </div>
        <div>
          <Title order={2} fz="lg">
            Points the award leaves open
          </Title>
          <Text c="dimmed" fz="sm">
            Each starts at the default shown, for the reason beside it. Confirm each with your payroll
            adviser.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {PAY_SWITCHES.map((def) => (
            <Stack key={def.key} gap={4}>
              <Select
                label={def.label}
                data={def.options.map((o) => ({ value: o.value, label: o.label }))}
                value={values[def.key]}
                onChange={(v) =>
                  setValues((s) => ({ ...s, [def.key]: v ?? DEFAULT_PAY_SWITCH_VALUES[def.key] }))
                }
                allowDeselect={false}
                disabled={!canEdit}
                error={errors[`switches.${def.key}`]}
                comboboxProps={{ withinPortal: true }}
              />
              <Text fz="xs" c="dimmed">
                Default: {def.options.find((o) => o.value === def.defaultValue)?.label}. {def.reason}{' '}
                (SCHADS.md {def.ref})
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {needsReason ? (
          <Textarea
            label="Why is super not paid on it?"
            description="Kept in the activity log, e.g. your payroll adviser’s advice and its date"
            withAsterisk
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
            autosize
            minRows={2}
          />
        ) : null}
        <FormBanner message={banner} />
        {canEdit ? (
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Save pay settings
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
