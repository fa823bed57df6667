import {
  Alert,
  Button,
  Divider,
  Grid,
  type GridColProps,
  Group,
  type MantineSpacing,
  SimpleGrid,
  Stack,
  type StyleProp,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { daysBackwards } from './FilterFields.tsx';
import { choiceOf, FilterFieldView } from './FilterFieldView.tsx';
import type { FilterField, FilterProblems, FilterRow, KeysOf } from './filter-field.ts';

export type { FilterField, FilterFieldContext, FilterProblems, FilterRow } from './filter-field.ts';

export interface FilterFormProps<D> {
  /** The filter in force: the draft starts from it. */
  value: D;
  fields: readonly FilterRow<D>[];
  /** Load: the draft, once the checks pass. The form then closes. */
  onApply: (draft: D) => void;
  /** Reset Filter: the form then closes. Left out (a bar): no Reset. */
  onReset?: () => void;
  /** Closes the dialog after Load or Reset (a bar has none). */
  close?: () => void;
  /** A start and an end day: an end before the start shows under the end and disables Load. */
  dayRange?: readonly [KeysOf<D, string | null>, KeysOf<D, string | null>];
  /** The check on Load: what it finds shows (a message above the buttons, errors under fields) and stops the Load. */
  check?: (draft: D) => FilterProblems<D> | null;
  /** true: a change clears what the last Load found. */
  clearProblemsOnChange?: boolean;
  /** true: after a Load was tried, each change checks again (what it finds shows as it is fixed). */
  recheckOnChange?: boolean;
  resetLabel?: string;
  applyLabel?: string;
  /** A bar above a list rather than a dialog: the fields in a row, Load at its end (Enter loads). */
  bar?: FilterBar;
  /** A draft the caller holds (its own buttons read it too), and its changes; else the form holds one. */
  draft?: D;
  onDraftChange?: (patch: Partial<D>) => void;
  /** What the caller's own checks found, shown in place of the form's. */
  problems?: FilterProblems<D> | null;
}

/** A filter bar's layout: its name, each row's width (of 24 columns), Load's, and what goes below. */
export interface FilterBar {
  label: string;
  spans: readonly GridColProps['span'][];
  loadSpan: GridColProps['span'];
  /** Load's top margin, to line up with the fields' inputs under their labels. */
  loadTop: StyleProp<MantineSpacing>;
  loading?: boolean;
  /** Buttons under the row, after a divider. */
  below?: ReactNode;
}

const keyOf = <D,>(field: FilterField<D>): string => (field.kind === 'custom' ? field.key : field.name);

/**
 * The one filter form: a draft of the filter, its fields drawn from a list, and Reset Filter and
 * Load (or the form's own words) at the foot; or, as a bar above a list, the fields in a row with
 * Load at its end. Nothing applies until Load.
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
  recheckOnChange = false,
  resetLabel = 'Reset Filter',
  applyLabel = 'Load',
  bar,
  draft: held,
  onDraftChange,
  problems: theirs,
}: FilterFormProps<D>) {
  const [own, setOwn] = useState({ value, draft: value, touched: false });
  // A filter that arrives late (a default waiting for the company's zone) replaces an untouched draft.
  if (own.value !== value && !own.touched) {
    setOwn({ value, draft: value, touched: false });
  }
  const draft = held ?? own.draft;
  const [found, setFound] = useState<FilterProblems<D> | null>(null);
  const [tried, setTried] = useState(false);
  const problems = theirs !== undefined ? theirs : found;
  const change = (patch: Partial<D>) => {
    if (onDraftChange) {
      onDraftChange(patch);
    } else {
      setOwn((o) => ({ ...o, draft: { ...o.draft, ...patch }, touched: true }));
    }
    if (clearProblemsOnChange) {
      setFound(null);
    } else if (recheckOnChange && tried && check) {
      setFound(check({ ...draft, ...patch }));
    }
  };
  const backwards = dayRange
    ? daysBackwards(choiceOf(draft, dayRange[0]), choiceOf(draft, dayRange[1]))
    : false;
  const field = (f: FilterField<D>) => (
    <FilterFieldView
      key={keyOf(f)}
      field={f}
      context={{ draft, change, problems }}
      backwards={dayRange?.[1] === keyOf(f) && backwards}
    />
  );

  const load = () => {
    const result = check ? check(draft) : null;
    setFound(result);
    setTried(true);
    if (result) {
      return;
    }
    onApply(draft);
    close?.();
  };
  const message = problems?.message ? (
    <Alert color="red" role="alert">
      {problems.message}
    </Alert>
  ) : null;

  if (bar) {
    return (
      <form
        noValidate
        aria-label={bar.label}
        onSubmit={(e) => {
          e.preventDefault();
          load();
        }}
      >
        <Stack gap="md">
          <Grid columns={24} gap="md" align="flex-start">
            {fields.map((row, i) => (
              <Grid.Col key={'kind' in row ? keyOf(row) : keyOf(row[0])} span={bar.spans[i]}>
                {'kind' in row ? field(row) : [field(row[0]), field(row[1])]}
              </Grid.Col>
            ))}
            <Grid.Col span={bar.loadSpan}>
              <Button
                type="submit"
                size="md"
                fullWidth
                mt={bar.loadTop}
                loading={bar.loading}
                disabled={backwards}
                leftSection={<IconRefresh size={18} stroke={1.8} aria-hidden />}
              >
                {applyLabel}
              </Button>
            </Grid.Col>
          </Grid>
          {message}
          {bar.below ? (
            <>
              <Divider />
              {bar.below}
            </>
          ) : null}
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      {fields.map((row) =>
        'kind' in row ? (
          field(row)
        ) : (
          <SimpleGrid key={`${keyOf(row[0])}+${keyOf(row[1])}`} cols={{ base: 1, xs: 2 }} spacing="md">
            {field(row[0])}
            {field(row[1])}
          </SimpleGrid>
        ),
      )}
      {message}
      <Group justify="space-between" mt="sm">
        {onReset ? (
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              onReset();
              close?.();
            }}
          >
            {resetLabel}
          </Button>
        ) : (
          <span />
        )}
        <Button disabled={backwards} onClick={load}>
          {applyLabel}
        </Button>
      </Group>
    </Stack>
  );
}
