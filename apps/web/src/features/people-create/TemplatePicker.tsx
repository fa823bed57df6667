import { Anchor, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AddTemplateDialog } from './AddTemplateDialog.tsx';
import { fetchTemplates, TEMPLATES_QUERY_KEY } from './people-create-api.ts';

export interface TemplatePickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The forms (document templates) to attach to a staff invitation, with a way to add a new one. */
export function TemplatePicker({ value, onChange, error }: TemplatePickerProps) {
  const [adding, addDialog] = useDisclosure(false);
  const templates = useQuery({
    queryKey: TEMPLATES_QUERY_KEY,
    queryFn: ({ signal }) => fetchTemplates(signal),
  });
  const data = (templates.data ?? []).map((t) => ({ value: t.templateId, label: t.name }));
  const placeholder = templates.isPending
    ? 'Loading forms…'
    : data.length === 0
      ? 'No forms yet: add one below'
      : value.length === 0
        ? 'Choose forms'
        : '';

  return (
    <Stack gap={6}>
      <MultiSelect
        label="Forms to attach to the invitation"
        description="Employment forms e-mailed with the offer letter, for the new staff member to fill in."
        data={data}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No form has that name"
        disabled={templates.isPending}
        error={error}
        size="md"
        comboboxProps={{ withinPortal: true }}
      />
      {templates.isError ? (
        <Text fz="sm" c="red.7">
          We couldn't load the forms.{' '}
          <Anchor component="button" type="button" fz="sm" onClick={() => void templates.refetch()}>
            Try again
          </Anchor>
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} stroke={1.8} aria-hidden />}
          onClick={addDialog.open}
        >
          Add template
        </Button>
      </Group>
      <AddTemplateDialog
        opened={adding}
        onClose={addDialog.close}
        onAdded={(id) => onChange(value.includes(id) ? value : [...value, id])}
      />
    </Stack>
  );
}
