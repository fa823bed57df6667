import { requiredText } from '@care/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import { DOCUMENT_FILE, hasAcceptedExtension } from '../../ui/upload/file-kinds.ts';
import { addTemplate, TEMPLATES_QUERY_KEY } from './people-create-api.ts';

const FILE_MESSAGE = 'Choose the form as a .pdf, .doc or .docx file';

const templateForm = z.object({
  name: requiredText('Enter a template name', 120),
  file: z
    .custom<File | null>()
    .refine((v) => v instanceof File && hasAcceptedExtension(v, DOCUMENT_FILE), FILE_MESSAGE)
    .transform((v) => v as File),
});
type TemplateInput = z.input<typeof templateForm>;
type TemplateOutput = z.output<typeof templateForm>;

export interface AddTemplateDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the server stored the template (it has toasted its message). */
  onAdded: (templateId: string) => void;
}

/** "Add template": uploads a new employment form that invitations can carry (spec 2 §5). */
export function AddTemplateDialog({ opened, onClose, onAdded }: AddTemplateDialogProps) {
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useSchemaForm<typeof templateForm, TemplateInput>(templateForm, {
    defaultValues: { name: '', file: null },
  });
  const mutation = useMutation({
    mutationFn: (values: TemplateOutput) => addTemplate(values.name, values.file),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
      onAdded(reply.templateId);
      form.reset();
      onClose();
    },
    onError: (error) => {
      applyServerErrors(error, ['name', 'file'], form.setError);
    },
  });

  const close = () => {
    if (!mutation.isPending) {
      form.reset();
      onClose();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>Add a form template</Text>}
      fullScreen={phone}
      centered
    >
      <form
        noValidate
        aria-label="Add a form template"
        onSubmit={(event) => {
          // The dialog sits inside the staff form in React's tree: keep its submit to itself.
          event.stopPropagation();
          void form.handleSubmit((values) => mutation.mutate(values))(event);
        }}
      >
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            The new form is added to the list for every future invitation, and chosen for this one.
          </Text>
          <TextInput
            label="Template name"
            withAsterisk
            placeholder="e.g. Bank details form"
            data-autofocus
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <Controller
            control={form.control}
            name="file"
            render={({ field, fieldState }) => (
              <FileDrop
                label="Form file"
                required
                kind={DOCUMENT_FILE}
                file={field.value ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
                wrongTypeMessage={FILE_MESSAGE}
              />
            )}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Add template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
