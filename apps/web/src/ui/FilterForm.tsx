import { Alert, Autocomplete, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { daysBackwards, FilterDay, FilterPerson } from './FilterFields.tsx';

/** The keys of a draft whose values are of a type. */
type KeysOf<D, V> = { [K in keyof D]-?: D[K] extends V ? K : never }[keyof D] & string;

type Options = { value: string; label: string }[] | string[];

/** What the Load check found: a message for the whole form, and errors by field. */
export interface FilterProblems<D> {
  message?: string | null;
  fields?: Partial<Record<keyof D, string>>;
}

/** What a field's own renderer is given: the draft, a way to change it, and what the last Load found. */
export interface FilterFieldContext<D> {
  draft: D;
  change: (patch: Partial<D>) => void;
  problems: FilterProblems<D> | null;
}

/** One field of a filter, described: the filter form renders it bound to its draft. */
export type FilterField<D> =
  /** A choice from a list, searchable (a person by default): placeholder 'Anyone' unless told. */
  | {
      kind: 'select';
      name: KeysOf<D, string | null>;
      label: string;
      data: Options;
      placeholder?: string;
      searchable?: boolean;
      nothingFoundMessage?: string;
    }
  /** Free text with suggestions ('Anyone' when empty). */
  | { kind: 'suggest'; name: KeysOf<D, string>; label: string; data: string[] }
  /** A calendar day ('Any day' when empty); see FilterFormProps.dayRange. */
  | { kind: 'day'; name: KeysOf<D, string | null>; label: string }
  /** One of a few choices, side by side, under a label. */
  | { kind: 'segmented'; name: KeysOf<D, string>; label: string; data: { value: string; label: string }[] }
  /** Anything else, drawn by the feature. */
  | { kind: 'custom'; key: string; render: (context: FilterFieldContext<D>) => ReactNode };

/** A row of the form: one field, or two side by side (one above the other on a phone). */
export type FilterRow<D> = FilterField<D> | readonly [FilterField<D>, FilterField<D>];

export interface FilterFormProps<D> {
  /** The filter in force: the draft starts from it. */
  value: D;
  fields: readonly FilterRow<D>[];
  /** Load: the draft, once the checks pass. The form then closes. */
  onApply: (draft: D) => void;
  /** Reset Filter: the form then closes. */
  onReset: () => void;
  close: () => void;
  /** A start and an end day: an end before the start shows under the end and disables Load. */
  dayRange?: readonly [KeysOf<D, string | null>, KeysOf<D, string | null>];
  /** The check on Load: what it finds shows (a message above the buttons, errors under fields) and stops the Load. */
  check?: (draft: D) => FilterProblems<D> | null;
  /** true: a change clears what the last Load found. */
  clearProblemsOnChange?: boolean;
  resetLabel?: string;
  applyLabel?: string;
}

const keyOf = <D,>(field: FilterField<D>): string => (field.kind === 'custom' ? field.key : field.name);

/**
 * The one filter form: a draft of the filter, its fields drawn from a list, and Reset Filter and
 * Load (or the form's own words) at the foot. Nothing applies until Load.
 */
export function FilterForm<D extends object>({
  value,
  fields,
  onApply,
  onReset,
  close,
  dayRange,
  check,
  clearProblemsOnChange = false,
  resetLabel = 'Reset Filter',
  applyLabel = 'Load',
}: FilterFormProps<D>) {
  const [draft, setDraft] = useState<D>(value);
  const [problems, setProblems] = useState<FilterProblems<D> | null>(null);
  const change = (patch: Partial<D>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (clearProblemsOnChange) {
      setProblems(null);
    }
  };
  const set = (name: keyof D, v: unknown) => change({ [name]: v } as Partial<D>);
  const text = (name: keyof D): string => String(draft[name] ?? '');
  const choice = (name: keyof D): string | null => (draft[name] as string | null) ?? null;
  const backwards = dayRange ? daysBackwards(choice(dayRange[0]), choice(dayRange[1])) : false;

  const render = (field: FilterField<D>): ReactNode => {
    switch (field.kind) {
      case 'select':
        return (
          <FilterPerson
            key={field.name}
            label={field.label}
            data={field.data}
            placeholder={field.placeholder}
            searchable={field.searchable}
            nothingFoundMessage={field.nothingFoundMessage}
            value={choice(field.name)}
            onChange={(v) => set(field.name, v)}
          />
        );
      case 'suggest':
        return (
          <Autocomplete
            key={field.name}
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
            key={field.name}
            label={field.label}
            value={choice(field.name)}
            onChange={(day) => set(field.name, day)}
            backwards={dayRange?.[1] === field.name && backwards}
          />
        );
      case 'segmented':
        return (
          <Stack key={field.name} gap={6}>
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
        return <Fragment key={field.key}>{field.render({ draft, change, problems })}</Fragment>;
    }
  };

  const load = () => {
    const found = check ? check(draft) : null;
    setProblems(found);
    if (found) {
      return;
    }
    onApply(draft);
    close();
  };

  return (
    <Stack gap="md">
      {fields.map((row) =>
        'kind' in row ? (
          render(row)
        ) : (
          <SimpleGrid key={`${keyOf(row[0])}+${keyOf(row[1])}`} cols={{ base: 1, xs: 2 }} spacing="md">
            {render(row[0])}
            {render(row[1])}
          </SimpleGrid>
        ),
      )}
      {problems?.message ? (
        <Alert color="red" role="alert">
          {problems.message}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="sm">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            onReset();
            close();
          }}
        >
          {resetLabel}
        </Button>
        <Button disabled={backwards} onClick={load}>
          {applyLabel}
        </Button>
      </Group>
    </Stack>
  );
}
