import type { TicketDetailsView } from '@care/domain';
import { Alert, Button, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { articleText } from './ArticleBody.tsx';
import { ARTICLES_KEY, fetchArticles, replyTicket, TICKETS_KEY } from './tickets-api.ts';

/** An answer needs some words; the article it started from and the closing go with it. */
const REPLY = z.object({
  message: z.string().refine((v) => v.trim() !== '', 'Write an answer'),
  articleId: z.string().nullable(),
  close: z.boolean(),
});

/**
 * Answer a ticket. The office may start from a knowledge-base article (its text fills the answer,
 * to be adjusted) and close the ticket with the answer; the raiser adds to their own ticket.
 */
export function TicketReplyForm({ ticket, office }: { ticket: TicketDetailsView; office: boolean }) {
  const queryClient = useQueryClient();
  const articles = useQuery({
    queryKey: ARTICLES_KEY,
    queryFn: ({ signal }) => fetchArticles(signal),
    enabled: office,
  });
  const form = useSchemaForm(REPLY, {
    raw: true,
    defaultValues: { message: '', articleId: null, close: office },
  });
  const busy = form.formState.isSubmitting;
  const articleId = form.watch('articleId');

  const fromArticle = (id: string | null) => {
    form.setValue('articleId', id);
    const article = articles.data?.find((a) => a.articleId === id);
    if (article) {
      form.setValue('message', `${articleText(article.body)}\n\n(From our help article “${article.title}”.)`);
    }
  };

  const send = form.handleSubmit(async (values) => {
    try {
      await replyTicket(ticket.ticketId, {
        message: values.message,
        close: office && values.close,
        articleId: values.articleId,
      });
      form.reset({ ...values, message: '', articleId: null });
      await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    } catch (e) {
      form.setError('message', {
        type: 'server',
        message: isApiError(e)
          ? (e.fieldErrors.message ?? e.message)
          : 'Something went wrong. Please try again.',
      });
    }
  });

  return (
    <Stack gap="sm">
      {office ? (
        <Select
          label="Answer from a help article"
          placeholder={articles.data?.length ? 'Choose an article' : 'No articles yet'}
          data={(articles.data ?? []).map((a) => ({
            value: a.articleId,
            label: `${a.category}: ${a.title}`,
          }))}
          value={articleId}
          onChange={fromArticle}
          searchable
          clearable
        />
      ) : null}
      <Textarea
        label={office ? 'Answer' : 'Add to your ticket'}
        autosize
        minRows={4}
        maxRows={12}
        {...form.register('message')}
        error={form.formState.errors.message?.message}
      />
      <Group justify="space-between">
        {office && ticket.isOpen ? (
          <Checkbox label="Close the ticket with this answer" {...form.register('close')} />
        ) : (
          <span />
        )}
        <Button onClick={() => void send()} loading={busy}>
          {office ? 'Send answer' : 'Send'}
        </Button>
      </Group>
      {!office && !ticket.isOpen ? (
        <Alert color="gray" variant="light">
          This ticket is closed. Writing again reopens it.
        </Alert>
      ) : null}
    </Stack>
  );
}
