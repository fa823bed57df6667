import { mayControlAccount, newUser, type UserEdit, userEdit } from '@care/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { useSession } from '../../session/useSession.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { FormDialog } from '../people-lists/FormDialog.tsx';
import { UserFields } from './UserFields.tsx';
import { addUser, editUser, type UserRow } from './users-api.ts';

const MARKED = 'Marked Fields must be filled';
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'role',
  'password',
  'confirmPassword',
] as const;

const EDIT_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'role'] as const;

type AddInput = z.input<typeof newUser>;
type EditInput = z.input<typeof userEdit>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The banner under the form: the catalogue's 'Marked Fields must be filled', or a refusal not tied to a field. */
function bannerFor(error: unknown, fieldNamed: boolean): string | null {
  if (!isApiError(error) || fieldNamed) {
    return null;
  }
  return error.message;
}

/** After a change, the list and the activity log are out of date. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['users'] });
    void queryClient.invalidateQueries({ queryKey: ['activity-log'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

function Banner({ text }: { text: string | null }) {
  return text ? (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
    >
      {text}
    </Alert>
  ) : null;
}

function Buttons({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** Add user (spec 2 §5): names letters only, phone digits only, a role, password twice (at least 6). */
export function AddUserForm({ onDone }: { onDone: () => void }) {
  const myRole = useSession()?.role ?? '';
  const refresh = useRefresh();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof newUser, AddInput>(newUser, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      role: '' as never,
      password: '',
      confirmPassword: '',
    },
  });
  const mutation = useMutation({
    mutationFn: addUser,
    onSuccess: () => {
      refresh();
      onDone();
    },
    onError: (error) => {
      applyServerErrors(error, FIELDS, form.setError);
      setBanner(bannerFor(error, isApiError(error) && Object.keys(error.fieldErrors).length > 0));
    },
  });
  const required = [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'role',
    'password',
    'confirmPassword',
  ] as const;
  const submit = form.handleSubmit(
    (values) => {
      setBanner(null);
      mutation.mutate(values);
    },
    () => setBanner(required.some((n) => blank(form.getValues(n))) ? MARKED : null),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="New user">
        <Stack gap="lg">
          <Text fz="sm" c="dimmed">
            They sign in with this e-mail and password, and are e-mailed a link to confirm their address.
          </Text>
          <UserFields mode="add" myRole={myRole} />
          <Banner text={banner} />
          <Buttons busy={mutation.isPending} submitLabel="Add user" onCancel={onDone} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Edit user: names, phone and role; the e-mail (the sign-in name) stays. */
export function EditUserForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const session = useSession();
  const refresh = useRefresh();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof userEdit, EditInput>(userEdit, {
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ?? '',
      role: user.role as UserEdit['role'],
    },
  });
  const mutation = useMutation({
    mutationFn: (values: UserEdit) => editUser(user.id, values),
    onSuccess: () => {
      refresh();
      onDone();
    },
    onError: (error) => {
      applyServerErrors(error, EDIT_FIELDS, form.setError);
      setBanner(bannerFor(error, isApiError(error) && Object.keys(error.fieldErrors).length > 0));
    },
  });
  const required = EDIT_FIELDS;
  const submit = form.handleSubmit(
    (values) => {
      setBanner(null);
      mutation.mutate(values);
    },
    () => setBanner(required.some((n) => blank(form.getValues(n))) ? MARKED : null),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={`Edit ${user.fullName}`}>
        <Stack gap="lg">
          <UserFields
            mode="edit"
            myRole={session?.role ?? ''}
            ownSignIn={session?.user.uid === user.id}
            roleFixed={!mayControlAccount({ id: session?.user.uid ?? '', role: session?.role ?? '' }, user)}
            email={user.email}
          />
          <Banner text={banner} />
          <Buttons busy={mutation.isPending} submitLabel="Save changes" onCancel={onDone} />
        </Stack>
      </form>
    </FormProvider>
  );
}

export type UserDialogState = { mode: 'add' } | { mode: 'edit'; user: UserRow } | null;

/** The Users screen's add and edit dialogs. */
export function UserFormDialog({ state, onClose }: { state: UserDialogState; onClose: () => void }) {
  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={state?.mode === 'edit' ? `Edit ${state.user.fullName}` : 'Add New User'}
    >
      {state?.mode === 'edit' ? (
        <EditUserForm user={state.user} onDone={onClose} />
      ) : (
        <AddUserForm onDone={onClose} />
      )}
    </FormDialog>
  );
}
