import { ARTICLE_AUDIENCES, ARTICLE_CATEGORIES, type ArticleView, articleSchema } from '@care/domain';
import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { ArticleEditor } from './ArticleEditor.tsx';
import { ARTICLES_KEY, saveArticle } from './tickets-api.ts';

type Values = { title: string; category: string; audience: string; body: string };
const FIELDS = ['title', 'category', 'audience', 'body'] as const;

function ArticleForm({ article, onDone }: { article: ArticleView | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof articleSchema, Values>(articleSchema, {
    defaultValues: {
      title: article?.title ?? '',
      category: article?.category ?? '',
      audience: article?.audience ?? 'Everyone',
      body: article?.body ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await saveArticle(article?.articleId ?? null, values);
        await queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
        onDone();
      } catch (error) {
        setBanner(
          applyServerErrors(error, FIELDS, form.setError) ?? 'Something went wrong. Please try again.',
        );
      }
    },
    () => setBanner('Please check the fields marked in red.'),
  );
  const field = { register: form.register, control: form.control, errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Article">
      <Stack gap="md">
        <FormField field={{ name: 'title', label: 'Title', required: true }} {...field} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            field={{
              name: 'category',
              label: 'Category',
              kind: 'suggest',
              options: ARTICLE_CATEGORIES,
              required: true,
            }}
            {...field}
          />
          <FormField
            field={{
              name: 'audience',
              label: 'Who reads it',
              kind: 'select',
              options: ARTICLE_AUDIENCES,
              required: true,
            }}
            {...field}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="body"
          render={({ field: f }) => (
            <ArticleEditor value={f.value} onChange={f.onChange} error={errors.body?.message} />
          )}
        />
        {banner ? (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {article ? 'Save article' : 'Publish article'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** Write or edit a knowledge-base article (the office). */
export function ArticleFormDialog({
  opened,
  article,
  onClose,
}: {
  opened: boolean;
  article: ArticleView | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={article ? 'Edit article' : 'New article'}
      size="xl"
      closeOnClickOutside={false}
    >
      {opened ? <ArticleForm article={article} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
