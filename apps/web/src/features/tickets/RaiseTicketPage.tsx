import { raiseTicketSchema, suggestArticles, TICKET_FIELDS_EMPTY, TICKET_TYPES } from '@care/domain';
import { Alert, Anchor, Button, Card, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBulb, IconPaperclip } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useSession } from '../../session/useSession.ts';
import { FormField } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { knowledgeBasePath, ticketPath } from './ticket-paths.ts';
import { ARTICLES_KEY, fetchArticles, raiseTicket, TICKETS_KEY } from './tickets-api.ts';

type Values = { ticketType: string; subject: string; description: string };
const FIELDS = ['ticketType', 'subject', 'description'] as const;
const DOCUMENT = /\.(pdf|docx?)$/i;

/** Articles that may already answer what is being asked, as the subject is typed. */
function Suggestions({ subject }: { subject: string }) {
  const session = useSession();
  const articles = useQuery({ queryKey: ARTICLES_KEY, queryFn: ({ signal }) => fetchArticles(signal) });
  const found = suggestArticles(articles.data ?? [], subject);
  if (found.length === 0) {
    return null;
  }
  const base = knowledgeBasePath({ role: session?.role ?? '' });
  return (
    <Card withBorder padding="md" bg="var(--mantine-color-yellow-0)" aria-label="Articles that may help">
      <Group gap="xs" mb={6}>
        <IconBulb size={18} aria-hidden />
        <Text fw={600} fz="sm">
          These articles may answer it
        </Text>
      </Group>
      <Stack gap={4}>
        {found.map((a) => (
          <Anchor key={a.articleId} href={`${base}?article=${a.articleId}`} target="_blank" fz="sm">
            {a.title}
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * Raise a ticket (spec 3 §2.4, §5): type, subject and description required ('Fields marked cannot
 * be empty'), an optional .pdf/.doc/.docx attachment. Works on a phone from the staff portal.
 */
export function RaiseTicketPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof raiseTicketSchema, Values>(raiseTicketSchema, {
    defaultValues: { ticketType: '', subject: '', description: '' },
  });
  const subject = form.watch('subject');

  const submit = form.handleSubmit(
    async (values) => {
      if (file && !DOCUMENT.test(file.name)) {
        setFileError('The attachment must be a .pdf, .doc or .docx document');
        return;
      }
      setBanner(null);
      setFileError(null);
      try {
        const reply = await raiseTicket({ ...values, file });
        await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
        void navigate({ href: ticketPath(reply.ticketId) });
      } catch (error) {
        const message = applyServerErrors(error, FIELDS, form.setError);
        if (isApiError(error) && error.fieldErrors.imageFile) {
          setFileError(error.fieldErrors.imageFile);
        }
        setBanner(message ?? 'Something went wrong. Please try again.');
      }
    },
    () => setBanner(TICKET_FIELDS_EMPTY),
  );

  return (
    <>
      <PageHeader
        title="Raise a ticket"
        description="Ask the office for help. You will be told here when it is answered."
      />
      <Card withBorder padding="lg" maw={720}>
        <form noValidate onSubmit={(e) => void submit(e)} aria-label="Raise a ticket">
          <Stack gap="md">
            <FormField
              field={{
                name: 'ticketType',
                label: 'Ticket type',
                kind: 'select',
                options: TICKET_TYPES,
                required: true,
              }}
              register={form.register}
              control={form.control}
              errors={form.formState.errors}
            />
            <FormField
              field={{ name: 'subject', label: 'Subject', required: true, placeholder: 'In a few words' }}
              register={form.register}
              control={form.control}
              errors={form.formState.errors}
            />
            <Suggestions subject={subject} />
            <FormField
              field={{
                name: 'description',
                label: 'Description',
                kind: 'textarea',
                minRows: 5,
                required: true,
              }}
              register={form.register}
              control={form.control}
              errors={form.formState.errors}
            />
            <FileInput
              label="Attachment"
              description="Optional: a .pdf, .doc or .docx document"
              size="md"
              clearable
              accept=".pdf,.doc,.docx"
              leftSection={<IconPaperclip size={18} stroke={1.8} aria-hidden />}
              placeholder="Choose a file"
              value={file}
              onChange={setFile}
              error={fileError}
            />
            {banner ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle size={20} aria-hidden />}
              >
                {banner}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={form.formState.isSubmitting}>
                Raise ticket
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
