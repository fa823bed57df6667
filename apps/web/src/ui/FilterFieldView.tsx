import { Autocomplete, SegmentedControl, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { FilterDay, FilterPerson } from './FilterFields.tsx';
import type { FilterField, FilterFieldContext } from './filter-field.ts';

/** A draft's choice (a person, a day) as its input holds it. */
export const choiceOf = <D,>(draft: D, name: keyof D): string | null =>
  (draft[name] as string | null) ?? null;

/** One described field of a filter, bound to its draft. */
export function FilterFieldView<D>({
  field,
  context,
  backwards,
}: {
  field: FilterField<D>;
  context: FilterFieldContext<D>;
  /** An end day before the start (shown under it). */
  backwards: boolean;
}) {
  const { draft, change } = context;
  const set = (name: keyof D, v: unknown) => change({ [name]: v } as Partial<D>);
  const text = (name: keyof D): string => String(draft[name] ?? '');

  switch (field.kind) {
    case 'select':
      return (
        <FilterPerson
          label={field.label}
          data={field.data}
          placeholder={field.placeholder}
          searchable={field.searchable}
          nothingFoundMessage={field.nothingFoundMessage}
          value={choiceOf(draft, field.name)}
          onChange={(v) => set(field.name, v)}
        />
      );
    case 'suggest':
      return (
        <Autocomplete
          label={field.label}
          placeholder="Anyone"
          size="md"
          data={field.data}
          value={text(field.name)}
          onChange={(v) => set(field.name, v)}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'day':
      return (
        <FilterDay
          label={field.label}
          value={choiceOf(draft, field.name)}
          onChange={(day) => set(field.name, day)}
          backwards={backwards}
        />
      );
    case 'segmented':
      return (
        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            {field.label}
          </Text>
          <SegmentedControl
            fullWidth
            data={field.data}
            value={text(field.name)}
            onChange={(v) => set(field.name, v)}
            aria-label={field.label}
          />
        </Stack>
      );
    case 'custom':
      return <Fragment>{field.render(context)}</Fragment>;
  }
}
