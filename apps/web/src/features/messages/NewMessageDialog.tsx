import { messageSchema } from '@care/domain';
import { Alert, Button, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { fetchRecipients, MESSAGES_KEY, sendMessage } from './messages-api.ts';

type Kind = 'user' | 'role' | 'allStaff';
type Field = 'recipientUserId' | 'recipientRole' | 'recipientKind' | 'subject' | 'body';

function MessageForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const recipients = useQuery({
    queryKey: [...MESSAGES_KEY, 'recipients'],
    queryFn: ({ signal }) => fetchRecipients(signal),
  });
  const [kind, setKind] = useState<Kind>('user');
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const kinds = [
    { value: 'user', label: 'A person' },
    { value: 'role', label: 'A role' },
    ...(recipients.data?.allStaff ? [{ value: 'allStaff', label: 'All staff' }] : []),
  ];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { recipientKind: kind, recipientUserId: userId, recipientRole: role, subject, body };
    const parsed = messageSchema.safeParse(input);
    if (!parsed.success) {
      const out: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        out[String(issue.path[0]) as Field] ??= issue.message;
      }
      setErrors(out);
      return;
    }
    setBusy(true);
    try {
      await sendMessage(input);
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.fieldErrors as Partial<Record<Field, string>>);
        setBanner(error.message);
      } else {
        setBanner('Something went wrong. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="New message">
      <Stack gap="md">
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as Kind)}
          data={kinds}
          aria-label="Write to"
        />
        {kind === 'user' ? (
          <Select
            label="To"
            withAsterisk
            searchable
            placeholder="Choose a person"
            data={(recipients.data?.users ?? []).map((u) => ({
              value: u.userId,
              label: `${u.fullName} (${u.role})`,
            }))}
            value={userId}
            onChange={setUserId}
            error={errors.recipientUserId}
          />
        ) : null}
        {kind === 'role' ? (
          <Select
            label="Everyone who is"
            withAsterisk
            data={recipients.data?.roles ?? []}
            value={role}
            onChange={setRole}
            error={errors.recipientRole}
          />
        ) : null}
        {errors.recipientKind ? (
          <Alert color="red" variant="light">
            {errors.recipientKind}
          </Alert>
        ) : null}
        <TextInput
          label="Subject"
          withAsterisk
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
        />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={5}
          maxRows={14}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body}
        />
        {banner ? (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
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
