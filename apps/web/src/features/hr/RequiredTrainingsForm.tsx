import {
  type RequiredTrainings,
  requiredTrainingsSchema,
  TRAINING_ROLES,
  type TrainingRole,
} from '@care/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { fetchRequiredTrainings, saveRequiredTrainings, TRAININGS_KEY } from './hr-api.ts';

const ROLE_LABELS: Record<TrainingRole, string> = {
  Staff: 'Support workers (Staff)',
  CareManager: 'Care managers',
  Administrator: 'Administrators',
  CompanyAdmin: 'Company administrators',
};

type Values = Record<TrainingRole, string>;

/** One course a line; blank lines are only spacing. */
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');

/**
 * The company's required trainings by role (issue 29): one course a line per role. The matrix, the
 * expiry reminders and (when the work setting is on) the rostering check follow it.
 */
export function RequiredTrainingsForm() {
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: [...TRAININGS_KEY, 'required'],
    queryFn: ({ signal }) => fetchRequiredTrainings(signal),
  });
  const form = useForm<Values>();
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (setting.data) {
      form.reset(Object.fromEntries(TRAINING_ROLES.map((r) => [r, setting.data[r].join('\n')])) as Values);
    }
  }, [setting.data, form]);
  const save = useMutation({
    mutationFn: saveRequiredTrainings,
    onSuccess: (reply) => {
      toasts.success(reply.message);
      return queryClient.invalidateQueries({ queryKey: TRAININGS_KEY });
    },
  });
  const showErrors = (errs: Record<string, string>) => {
    for (const [path, message] of Object.entries(errs)) {
      const role = path.split('.')[0] as TrainingRole;
      if (TRAINING_ROLES.includes(role) && !form.getFieldState(role).error) {
        form.setError(role, { type: 'validate', message });
      }
    }
  };
  const submit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(
      TRAINING_ROLES.map((r) => [r, lines(values[r] ?? '')]),
    ) as RequiredTrainings;
    const checked = requiredTrainingsSchema.safeParse(body);
    if (!checked.success) {
      showErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    try {
      await save.mutateAsync(checked.data);
    } catch (error) {
      if (isApiError(error)) {
        showErrors(error.fieldErrors);
      }
    }
  });
  if (setting.isError) {
    return <LoadFailed what="the required trainings" onRetry={() => void setting.refetch()} />;
  }
  return (
    <Card withBorder radius="lg" padding="lg">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Required trainings by role">
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            One course a line. A record counts when its course starts with the name (“First aid (HLTAID011)”
            counts as First aid). The matrix and the expiry reminders follow these lists; rostering checks
            them when the work setting asks.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {TRAINING_ROLES.map((role) => (
              <Textarea
                key={role}
                label={ROLE_LABELS[role]}
                autosize
                minRows={4}
                disabled={setting.isPending}
                {...form.register(role)}
                error={errors[role]?.message}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Save required trainings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
