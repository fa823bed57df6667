import { type ArticleView, searchWords } from '@care/domain';
import { Accordion, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ArticleBody, articleText } from './ArticleBody.tsx';
import { ArticleFormDialog } from './ArticleFormDialog.tsx';
import { ARTICLES_KEY, deleteArticle, fetchArticles } from './tickets-api.ts';

const matches = (a: ArticleView, words: string[]) => {
  const text = `${a.title} ${a.category} ${articleText(a.body)}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/**
 * The ticket template page (spec 3 §2.4): the knowledge base, the reusable answers. Everyone reads
 * the articles for their role; the office writes them and answers tickets from them.
 */
export function KnowledgeBasePage() {
  const manage = useCan('knowledgeBase.manage');
  const queryClient = useQueryClient();
  const opened = new URLSearchParams(window.location.search).get('article');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ArticleView | 'new' | null>(null);
  const [removing, setRemoving] = useState<ArticleView | null>(null);
  const articles = useQuery({ queryKey: ARTICLES_KEY, queryFn: ({ signal }) => fetchArticles(signal) });

  const byCategory = useMemo(() => {
    const words = searchWords(search);
    const found = (articles.data ?? []).filter((a) => words.length === 0 || matches(a, words));
    const groups = new Map<string, ArticleView[]>();
    for (const a of found) {
      groups.set(a.category, [...(groups.get(a.category) ?? []), a]);
    }
    return [...groups.entries()];
  }, [articles.data, search]);

  return (
    <>
      <PageHeader
        title="Help articles"
        description={
          manage
            ? 'Reusable answers: write them once, answer tickets from them.'
            : 'Answers to common questions.'
        }
        actions={
          manage ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
              New article
            </Button>
          ) : null
        }
      />
      <TextInput
        mb="lg"
        maw={480}
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder="Search the articles"
        aria-label="Search the articles"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {articles.isError ? <LoadFailed what="the articles" onRetry={() => void articles.refetch()} /> : null}
      {articles.isSuccess && byCategory.length === 0 ? (
        <Card withBorder padding="xl">
          <Text c="dimmed">{search ? 'No article matches your search.' : 'No articles yet.'}</Text>
        </Card>
      ) : null}
      <Stack gap="xl">
        {byCategory.map(([category, list]) => (
          <Stack key={category} gap="xs">
            <Title order={2} fz="sm" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
              {category}
            </Title>
            <Accordion variant="separated" defaultValue={opened}>
              {list.map((a) => (
                <Accordion.Item key={a.articleId} value={a.articleId}>
                  <Accordion.Control>
                    <Group gap="sm" wrap="nowrap">
                      <Text fw={600} fz="sm">
                        {a.title}
                      </Text>
                      {manage ? (
                        <Badge size="xs" variant="light" color="gray" visibleFrom="sm">
                          {a.audience}
                        </Badge>
                      ) : null}
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <ArticleBody html={a.body} />
                    {manage ? (
                      <Group justify="flex-end" mt="sm">
                        <Button size="xs" variant="default" onClick={() => setEditing(a)}>
                          Edit
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(a)}>
                          Delete
                        </Button>
                      </Group>
                    ) : null}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))}
      </Stack>
      <ArticleFormDialog
        opened={editing !== null}
        article={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Delete article"
        message={`Delete “${removing?.title ?? ''}”? Answers already sent from it stay as they are.`}
        danger
        confirmLabel="Delete"
        onConfirm={async () => {
          if (removing) {
            await deleteArticle(removing.articleId);
            await queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
          }
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
