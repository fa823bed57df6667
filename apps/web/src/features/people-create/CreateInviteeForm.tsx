import type { StatusReply } from '@care/domain';
import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import { DOCUMENT_FILE } from '../../ui/upload/file-kinds.ts';
import { FormActions } from './FormActions.tsx';
import {
  anyEmpty,
  INVITEE_FIELDS,
  type InviteeFormInput,
  type InviteeFormOutput,
  inviteeFormSchema,
  MARKED_FIELDS_MESSAGE,
  namesAField,
  OFFER_LETTER_MESSAGE,
} from './invitee-form-schema.ts';
import { PersonFields } from './PersonFields.tsx';
import { addAdministrator, addStaff } from './people-create-api.ts';
import { TemplatePicker } from './TemplatePicker.tsx';

const REQUIRED = ['firstName', 'surName', 'email', 'phoneNumber'] as const;

export interface CreateInviteeFormProps {
  kind: 'administrator' | 'staff';
  /** The reply (with the new record's id) and the first name typed, for the new record's address. */
  onCreated: (reply: StatusReply & { staffId?: string; administratorId?: string }, firstName: string) => void;
  onCancel: () => void;
}

/**
 * New administrator or staff member (spec 2 §3, §5): their details, the offer letter, and for staff
 * the forms to attach. The server creates the sign-in and e-mails the invitation.
 */
export function CreateInviteeForm({ kind, onCreated, onCancel }: CreateInviteeFormProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof inviteeFormSchema, InviteeFormInput>(inviteeFormSchema, {
    defaultValues: {
      firstName: '',
      middleName: '',
      surName: '',
      email: '',
      phoneNumber: '',
      address: '',
      suburb: '',
      state: '',
      postcode: '',
      offerLetter: null,
      forms: [],
    },
  });
  const mutation = useMutation({
    mutationFn: (
      values: InviteeFormOutput,
    ): Promise<StatusReply & { staffId?: string; administratorId?: string }> =>
      kind === 'staff' ? addStaff(values) : addAdministrator({ ...values, forms: undefined }),
    onSuccess: (reply, values) => onCreated(reply, values.firstName),
    onError: (error) => {
      const message = applyServerErrors(error, INVITEE_FIELDS, form.setError);
      setBanner(namesAField(error, INVITEE_FIELDS) ? null : message);
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      setBanner(null);
      mutation.mutate(values);
    },
    () => setBanner(anyEmpty(form.getValues(), REQUIRED) ? MARKED_FIELDS_MESSAGE : null),
  );
  const who = kind === 'staff' ? 'staff member' : 'administrator';

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={`New ${who}`}>
        <Stack gap="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Personal details
            </Title>
            <PersonFields />
          </Stack>
          <Divider />
          <Stack gap="md">
            <div>
              <Title order={2} fz="lg">
                Invitation
              </Title>
              <Text fz="sm" c="dimmed">
                The new {who} gets an e-mail with a link to set their password, with any of these attached.
              </Text>
            </div>
            <Controller
              control={form.control}
              name="offerLetter"
              render={({ field, fieldState }) => (
                <FileDrop
                  label="Offer letter (optional)"
                  kind={DOCUMENT_FILE}
                  file={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  wrongTypeMessage={OFFER_LETTER_MESSAGE}
                />
              )}
            />
            {kind === 'staff' ? (
              <Controller
                control={form.control}
                name="forms"
                render={({ field, fieldState }) => (
                  <TemplatePicker
                    value={field.value ?? []}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : null}
          </Stack>
          {banner ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
            >
              {banner}
            </Alert>
          ) : null}
          <FormActions
            submitLabel="Create and send invitation"
            pending={mutation.isPending}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
