import { newRole } from '@care/domain';
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { createRole, ROLES_QUERY_KEY } from './roles-api.ts';

type RoleInput = z.input<typeof newRole>;
type RoleOutput = z.output<typeof newRole>;
const ROLES_PATH = '/app/user/all-roles';

/** /app/user/create-roles: a role name ('Enter a Role Name' when empty, spec 2 §5). */
export function CreateRolePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof newRole, RoleInput>(newRole, {
    defaultValues: { role: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: RoleOutput) => createRole(values.role),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
      void navigate({ to: ROLES_PATH });
    },
    onError: (error) => {
      applyServerErrors(error, ['role'], form.setError);
    },
  });

  return (
    <>
      <PageHeader title="Create Role" description="Add a role name your organisation uses." />
      <Card maw={560} shadow="xs" p={{ base: 'lg', sm: 'xl' }}>
        <form
          noValidate
          aria-label="Create role"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <Stack gap="md">
            <TextInput
              label="Role name"
              withAsterisk
              placeholder="e.g. Team Leader"
              autoComplete="off"
              data-autofocus
              {...form.register('role')}
              error={form.formState.errors.role?.message}
            />
            <Text fz="sm" c="dimmed">
              Role names are shared across your organisation and show on the Manage Roles page.
            </Text>
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button
                variant="default"
                size="md"
                onClick={() => void navigate({ to: ROLES_PATH })}
                disabled={mutation.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" size="md" loading={mutation.isPending}>
                Create Role
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
