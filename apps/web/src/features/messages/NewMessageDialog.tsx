import { MESSAGE_ATTACHMENT_FIELDS, messageSchema } from '@care/domain';
import { Alert, Button, FileInput, SegmentedControl, Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { fetchRecipients, MESSAGES_KEY, sendMessage } from './messages-api.ts';

type Values = Record<'recipientKind' | 'recipientUserId' | 'recipientRole' | 'subject' | 'body', string>;
const FIELDS = ['recipientKind', 'recipientUserId', 'recipientRole', 'subject', 'body'] as const;
const MAX_FILES = MESSAGE_ATTACHMENT_FIELDS.length;

function MessageForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const recipients = useQuery({
    queryKey: [...MESSAGES_KEY, 'recipients'],
    queryFn: ({ signal }) => fetchRecipients(signal),
  });
  const [files, setFiles] = useState<File[]>([]);
  const form = useSchemaForm<typeof messageSchema, Values>(messageSchema, {
    raw: true,
    defaultValues: { recipientKind: 'user', recipientUserId: '', recipientRole: '', subject: '', body: '' },
  });
  const { submit, banner, fileErrors } = useFormSubmit(
    form,
    FIELDS,
    (values) => sendMessage(values, files),
    async () => {
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      onDone();
    },
    MESSAGE_ATTACHMENT_FIELDS,
  );
  const kind = form.watch('recipientKind');
  const kinds = [
    { value: 'user', label: 'A person' },
    { value: 'role', label: 'A role' },
    ...(recipients.data?.allStaff ? [{ value: 'allStaff', label: 'All staff' }] : []),
  ];
  const people = new Map((recipients.data?.users ?? []).map((u) => [u.userId, `${u.fullName} (${u.role})`]));
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  const kindError = form.formState.errors.recipientKind?.message;
  const fileError = Object.values(fileErrors)[0];
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="New message">
      <Stack gap="md">
        <SegmentedControl
          value={kind}
          onChange={(v) => form.setValue('recipientKind', v)}
          data={kinds}
          aria-label="Write to"
        />
        {kind === 'user' ? (
          <FormField
            field={{
              name: 'recipientUserId',
              label: 'To',
              kind: 'select',
              options: [...people.keys()],
              optionLabel: (id) => people.get(id) ?? id,
              placeholder: 'Choose a person',
              required: true,
            }}
            {...f}
          />
        ) : null}
        {kind === 'role' ? (
          <FormField
            field={{
              name: 'recipientRole',
              label: 'Everyone who is',
              kind: 'select',
              options: recipients.data?.roles ?? [],
              required: true,
            }}
            {...f}
          />
        ) : null}
        {kindError ? (
          <Alert color="red" variant="light">
            {kindError}
          </Alert>
        ) : null}
        <FormField field={{ name: 'subject', label: 'Subject', required: true }} {...f} />
        <FormField
          field={{ name: 'body', label: 'Message', kind: 'textarea', minRows: 5, required: true }}
          {...f}
        />
        <FileInput
          size="md"
          label="Attachments"
          description={`Optional: up to ${MAX_FILES} files (.pdf, .doc, .docx, .png or .jpeg, 10 MB each)`}
          multiple
          clearable
          accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
          leftSection={<IconPaperclip size={18} aria-hidden />}
          placeholder="Choose files"
          value={files}
          onChange={(chosen) => setFiles(chosen.slice(0, MAX_FILES))}
          error={fileError}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Send
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

export function NewMessageDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="New message" closeOnClickOutside={false}>
      {opened ? <MessageForm onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
