import { POLICY_AUDIENCES, POLICY_CATEGORIES, type PolicyView, policySchema } from '@care/domain';
import { Button, FileInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { POLICIES_KEY, publishPolicy } from './hr-api.ts';

type Values = Record<
  'title' | 'category' | 'code' | 'effectiveDate' | 'audience' | 'body' | 'changeNote',
  string
>;
const FIELDS = ['title', 'category', 'code', 'effectiveDate', 'audience', 'body', 'changeNote'] as const;

function PolicyForm({ from, today, onDone }: { from: PolicyView | null; today: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const form = useSchemaForm<typeof policySchema, Values>(policySchema, {
    defaultValues: {
      title: from?.title ?? '',
      category: from?.category ?? '',
      code: from?.code ?? '',
      effectiveDate: today,
      audience: from?.audience ?? 'Everyone',
      body: from?.body ?? '',
      changeNote: '',
    },
  });
  const { submit, banner, fileErrors } = useFormSubmit(
    form,
    FIELDS,
    (values) => publishPolicy(values, file),
    async () => {
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      onDone();
    },
    ['policyFile'],
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Policy">
      <Stack gap="md">
        {from ? (
          <Text fz="sm" c="dimmed">
            Publishing version {from.version + 1} of {from.code}. Everyone it applies to is asked to accept it
            again.
          </Text>
        ) : null}
        <FormField field={{ name: 'title', label: 'Title', required: true }} {...f} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            field={{
              name: 'category',
              label: 'Category',
              kind: 'suggest',
              options: POLICY_CATEGORIES,
              required: true,
            }}
            {...f}
          />
          <FormField
            field={{
              name: 'code',
              label: 'Code',
              required: true,
              placeholder: 'e.g. POL-001',
              description: from ? 'Same code: a new version' : undefined,
            }}
            {...f}
          />
          <FormField
            field={{ name: 'effectiveDate', label: 'Takes effect', kind: 'date', required: true }}
            {...f}
          />
          <FormField
            field={{
              name: 'audience',
              label: 'Who must accept it',
              kind: 'select',
              options: POLICY_AUDIENCES,
              required: true,
            }}
            {...f}
          />
        </SimpleGrid>
        <FormField
          field={{ name: 'body', label: 'Policy', kind: 'textarea', minRows: 8, required: true }}
          {...f}
        />
        <FormField
          field={{ name: 'changeNote', label: 'What changed', kind: 'textarea', minRows: 2 }}
          {...f}
        />
        <FileInput
          size="md"
          label="Policy document"
          description="Optional: the full policy as a .pdf, .doc or .docx file (the text above is its summary)"
          accept=".pdf,.doc,.docx"
          clearable
          leftSection={<IconPaperclip size={18} aria-hidden />}
          placeholder="Choose a file"
          value={file}
          onChange={setFile}
          error={fileErrors.policyFile}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {from ? 'Publish new version' : 'Publish policy'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** Publish a policy, or a new version of one (the office). */
export function PolicyFormDialog({
  opened,
  from,
  today,
  onClose,
}: {
  opened: boolean;
  from: PolicyView | null;
  today: string;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={from ? `New version of ${from.title}` : 'Publish a policy'}
      size="xl"
      closeOnClickOutside={false}
    >
      {opened ? <PolicyForm from={from} today={today} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
