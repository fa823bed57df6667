import { supportNeedsMode } from '@care/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconNotes } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useCan } from '../../session/useCan.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { addNeeds, editNeeds, fetchNeeds, type NeedsRecord, needsQueryKey } from './care-needs-api.ts';
import { NeedsFieldInput, type NeedsValues } from './NeedsFieldInput.tsx';
import { NeedsAnswer } from './NeedsReadOnly.tsx';
import { fieldsOf, isAsked, type NeedsFormDef, valuesOf } from './needs-forms.ts';

export interface NeedsFormPanelProps {
  form: NeedsFormDef;
  profileId: string;
  fullName: string;
  /** The client reading their own record (portal): the words speak to them. */
  own: boolean;
}

/**
 * One support-needs form of a client (spec 2 §2, §4): Add when the client has no record, Update on
 * the first record otherwise. Whoever may not add or update (an auditor) reads the answers.
 */
export function NeedsFormPanel({ form: def, profileId, fullName, own }: NeedsFormPanelProps) {
  const records = useQuery({
    queryKey: needsQueryKey(def.path, profileId),
    queryFn: ({ signal }) => fetchNeeds(def.path, profileId, signal),
  });
  if (records.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={28} w={260} />
        <Skeleton h={180} />
      </Stack>
    );
  }
  if (records.isError) {
    return <LoadFailed what={def.title.toLowerCase()} onRetry={() => void records.refetch()} />;
  }
  const state = supportNeedsMode(records.data);
  const record = state.mode === 'Update' ? state.record : undefined;
  return (
    <NeedsForm
      key={record ? String(record[def.idKey]) : 'new'}
      def={def}
      profileId={profileId}
      record={record}
      whose={own ? 'your' : `${fullName}'s`}
      own={own}
    />
  );
}

interface NeedsFormProps {
  def: NeedsFormDef;
  profileId: string;
  record: NeedsRecord | undefined;
  whose: string;
  /** The client's own page, whose header already says what the form holds. */
  own: boolean;
}

function NeedsForm({ def, profileId, record, whose, own }: NeedsFormProps) {
  const queryClient = useQueryClient();
  const canAdd = useCan('clientRecord.add');
  const canEdit = useCan('clientRecord.edit');
  const mode = record ? 'Update' : 'Add';
  const editable = record ? canEdit : canAdd;
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof def.schema, NeedsValues>(def.schema, {
    defaultValues: { profileId, ...valuesOf(def, record) },
  });
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;
  const names = fieldsOf(def).map((f) => f.name);

  const submit = form.handleSubmit(
    async (body) => {
      setBanner(null);
      try {
        if (record) {
          await editNeeds(def.path, String(record[def.idKey]), body);
        } else {
          await addNeeds(def.path, body);
        }
        await queryClient.invalidateQueries({ queryKey: needsQueryKey(def.path, profileId) });
      } catch (error) {
        const message = applyServerErrors(error, names, form.setError);
        if (isApiError(error) && error.status === 409) {
          await queryClient.invalidateQueries({ queryKey: needsQueryKey(def.path, profileId) });
        }
        setBanner(message ?? 'Something went wrong. Please try again.');
      }
    },
    () => setBanner('Please check the answers marked in red.'),
  );

  const header = (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <Stack gap={4} style={{ flex: '1 1 280px' }}>
        <Title order={3} fz="h4">
          {def.title}
        </Title>
        {own ? null : (
          <Text c="dimmed" fz="sm">
            {def.intro}
          </Text>
        )}
      </Stack>
      {record ? (
        <Badge variant="light" color="teal" size="lg">
          Recorded
        </Badge>
      ) : (
        <Badge variant="light" color="gray" size="lg">
          Not recorded yet
        </Badge>
      )}
    </Group>
  );

  const shown = (fields: NeedsFormDef['cards'][number]['fields']) => fields.filter((f) => isAsked(f, values));
  const cards = def.cards.map((card, i) => {
    const wide = def.cards.length % 2 === 1 && i === def.cards.length - 1 && def.cards.length > 1;
    return (
      <Paper
        key={card.title}
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        style={wide ? { gridColumn: '1 / -1' } : undefined}
        component="section"
        aria-label={card.title}
      >
        <Title order={4} fz="md" mb="sm">
          {card.title}
        </Title>
        <Stack gap="md">
          {shown(card.fields).map((field) =>
            editable ? (
              <NeedsFieldInput
                key={field.name}
                field={field}
                register={form.register}
                control={form.control}
                errors={errors}
              />
            ) : (
              <NeedsAnswer key={field.name} field={field} value={values[field.name] ?? ''} />
            ),
          )}
        </Stack>
      </Paper>
    );
  });
  const grid = (
    <SimpleGrid cols={{ base: 1, md: def.cards.length > 1 ? 2 : 1 }} spacing="md">
      {cards}
    </SimpleGrid>
  );

  if (!editable) {
    return (
      <Stack gap="md">
        {header}
        {record ? (
          grid
        ) : (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="xs">
              <IconNotes size={32} stroke={1.5} aria-hidden />
              <Text fw={500}>No {def.title.toLowerCase()} recorded yet</Text>
              <Text c="dimmed" fz="sm" ta="center">
                When the care team records {whose} {def.title.toLowerCase()}, they show here.
              </Text>
            </Stack>
          </Paper>
        )}
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={def.title}>
      <Stack gap="md">
        {header}
        {grid}
        {banner ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
          >
            {banner}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={isSubmitting} w={{ base: '100%', xs: 'auto' }} miw={140}>
            {mode}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
