import {
  can,
  type FormDef,
  type FormValues,
  formatCalendarDate,
  formValuesSchema,
  PARTICIPANT_SIDE,
  type ParticipantFormView,
  SIGNER_ROLES,
  type SignerRole,
} from '@care/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { principalOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { GoBackBar } from '../profiles/GoBackBar.tsx';
import { ChecklistTable } from './ChecklistTable.tsx';
import { FormReadView } from './FormReadView.tsx';
import { FormSections } from './FormSections.tsx';
import { FormVersions } from './FormVersions.tsx';
import { type InputValues, inputValuesOf } from './form-values.ts';
import { FORMS_KEY, fetchForm, formKey, formPdfHref, saveForm, signForm } from './participant-forms-api.ts';
import { SendForSigningButton } from './SendForSigningButton.tsx';
import { SignaturesCard } from './SignaturesCard.tsx';
import { SignFormDialog } from './SignFormDialog.tsx';

/** The editor: the form's inputs, bound to the domain schema the server checks too. */
function FormEditor({
  def,
  form,
  onSaved,
}: {
  def: FormDef;
  form: ParticipantFormView;
  onSaved: (v: ParticipantFormView) => void;
}) {
  const schema = formValuesSchema(def);
  const editor = useSchemaForm<typeof schema, InputValues, FormValues>(schema, {
    defaultValues: inputValuesOf(def, form.values),
  });
  const save = useMutation({
    mutationFn: (values: FormValues) => saveForm(form.clientId, def.slug, values, form),
    onSuccess: (saved) => {
      editor.reset(inputValuesOf(def, saved.values));
      toasts.success(
        saved.version > form.version && form.locked
          ? `Saved as version ${saved.version}. The signed version ${form.version} is kept unchanged.`
          : `${def.name} saved.`,
      );
      onSaved(saved);
    },
  });
  return (
    <form onSubmit={editor.handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg">
        {form.locked ? (
          <Alert color="blue" variant="light" title={`Version ${form.version} is signed`}>
            A signed form is never changed. Saving your edits makes version {form.version + 1}, to be signed
            again.
          </Alert>
        ) : null}
        <FormSections def={def} form={editor} />
        <Group
          justify="flex-end"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2 }}
        >
          {editor.formState.isDirty ? (
            <Text fz="sm" c="dimmed">
              Unsaved changes
            </Text>
          ) : null}
          <Button
            type="submit"
            size="md"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {form.locked ? 'Save as new version' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Who the signed-in user may sign as: the office any role, a client the participant's side. */
function signableRoles(role: string | undefined, canSign: boolean): readonly SignerRole[] {
  if (!canSign) {
    return [];
  }
  return role === 'Client' ? PARTICIPANT_SIDE : SIGNER_ROLES;
}

/** /app/participant/{slug}/{clientId}: one participant form (spec 1 §2.3; issue 27). */
export function FormPage({ def, clientId }: { def: FormDef; clientId: string }) {
  const session = useSession();
  const principal = principalOf(session);
  const queryClient = useQueryClient();
  const [signing, setSigning] = useState<readonly SignerRole[] | null>(null);
  const form = useQuery({
    queryKey: formKey(clientId, def.slug),
    queryFn: ({ signal }) => fetchForm(def.slug, clientId, session?.user.companyId, signal),
  });
  const canEdit = can(principal, 'participantForm.edit');
  const canSignAs = signableRoles(session?.role, can(principal, 'participantForm.sign'));
  const refresh = (view: ParticipantFormView) => {
    queryClient.setQueryData(formKey(clientId, def.slug), view);
    void queryClient.invalidateQueries({ queryKey: [...FORMS_KEY, clientId] });
  };
  const sign = useMutation({ mutationFn: signForm, onSuccess: refresh });
  const isClient = session?.role === 'Client';

  if (form.isError) {
    return <LoadFailed what={`the ${def.name.toLowerCase()}`} onRetry={() => void form.refetch()} />;
  }
  const view = form.data;
  const blocked = !view?.formId
    ? 'Save the form before it is signed.'
    : view.missing.length > 0
      ? `Complete the form before it is signed (still needed: ${view.missing.slice(0, 3).join(', ')}${view.missing.length > 3 ? '…' : ''}).`
      : null;

  return (
    <>
      {!isClient ? (
        <GoBackBar
          parent={{ label: 'Clients', href: '/app/user/clients' }}
          current={`${view?.clientName ?? ''} · ${def.name}`}
        />
      ) : null}
      <PageHeader
        title={def.name}
        description={
          view
            ? `${view.clientName}${view.version > 0 ? ` · version ${view.version}` : ' · not saved yet'}`
            : undefined
        }
        actions={
          view?.formId ? (
            <Group gap="sm">
              {can(principal, 'client.invite') ? <SendForSigningButton form={view} /> : null}
              <Button
                component="a"
                href={formPdfHref(view.formId)}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconFileTypePdf size={18} stroke={1.8} aria-hidden />}
              >
                PDF
              </Button>
            </Group>
          ) : null
        }
      />
      {view ? (
        <Stack gap="lg">
          <Group gap="sm" wrap="wrap">
            <StatusBadge kind="participantForm" status={view.status} size="lg" />
            <Text fz="sm" c="dimmed">
              Next review: {formatCalendarDate(view.reviewDate) || 'set the effective date'} ·{' '}
              {def.review.text}
            </Text>
          </Group>
          <Text fz="sm">{def.purpose}</Text>
          {view.computedRows ? <ChecklistTable rows={view.computedRows} /> : null}
          {canEdit ? (
            <FormEditor key={`${view.formId}-${view.version}`} def={def} form={view} onSaved={refresh} />
          ) : (
            <FormReadView def={def} values={view.values} />
          )}
          <SignaturesCard
            form={view}
            canSignAs={canSignAs}
            blockedReason={blocked}
            onSign={(roles) => setSigning(roles)}
          />
          {view.formId ? <FormVersions def={def} clientId={clientId} /> : null}
          <SignFormDialog
            opened={signing !== null}
            onClose={() => setSigning(null)}
            roles={signing ?? []}
            defaultName={
              isClient
                ? (session?.user.fullName ?? '')
                : (signing ?? []).some((r) => PARTICIPANT_SIDE.includes(r))
                  ? view.clientName
                  : (session?.user.fullName ?? '')
            }
            allowVerbal={!isClient}
            onSign={(sig) => sign.mutateAsync({ ...sig, clientId, formId: view.formId as string })}
          />
        </Stack>
      ) : (
        <Text c="dimmed">Loading…</Text>
      )}
    </>
  );
}
