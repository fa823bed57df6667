import type { TicketDetailsView } from '@care/domain';
import { Alert, Button, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { articleText } from './ArticleBody.tsx';
import { ARTICLES_KEY, fetchArticles, replyTicket, TICKETS_KEY } from './tickets-api.ts';

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
  const [message, setMessage] = useState('');
  const [articleId, setArticleId] = useState<string | null>(null);
  const [close, setClose] = useState(office);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fromArticle = (id: string | null) => {
    setArticleId(id);
    const article = articles.data?.find((a) => a.articleId === id);
    if (article) {
      setMessage(`${articleText(article.body)}\n\n(From our help article “${article.title}”.)`);
    }
  };

  const send = async () => {
    if (!message.trim()) {
      setError('Write an answer');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await replyTicket(ticket.ticketId, { message, close: office && close, articleId });
      setMessage('');
      setArticleId(null);
      await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    } catch (e) {
      setError(
        isApiError(e) ? (e.fieldErrors.message ?? e.message) : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

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
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        error={error}
      />
      <Group justify="space-between">
        {office && ticket.isOpen ? (
          <Checkbox
            label="Close the ticket with this answer"
            checked={close}
            onChange={(e) => setClose(e.currentTarget.checked)}
          />
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
