import type { Action } from '@care/domain';
import type { SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import type { DataTableColumn, DataTableProps } from '../../ui/data-table/DataTable.tsx';
import type { FieldSpec } from '../../ui/form/FormField.tsx';

/** One place of a record form: a field, fields side by side (a grid) or stacked, or the kind's own input. */
export type FormSection<V extends FieldValues, Out extends FieldValues, E> =
  | FieldSpec<V>
  | { key: string; fields: readonly FieldSpec<V>[]; cols?: SimpleGridProps['cols'] }
  | { key: string; render: (form: UseFormReturn<V, unknown, Out>, extra: E) => ReactNode };

/** A record form as built for one row (or none, to add): the form, its save, and the kind's own inputs. */
export interface RecordFormModel<V extends FieldValues, Out extends FieldValues, E> {
  form: UseFormReturn<V, unknown, Out>;
  /** Adds the record, or saves the row's changes. */
  save: (values: Out) => Promise<unknown>;
  /** The state of inputs outside the schema (the expenditure's receipt). */
  extra: E;
  /** true: an input outside the schema is wrong, and the save stops. */
  blocked?: boolean;
  /** A failed save, for inputs outside the schema (their server messages). */
  onFailure?: (error: unknown) => void;
}

/** The add and edit form of a kind of record, as data. */
export interface RecordFormKind<Row, V extends FieldValues, Out extends FieldValues, E> {
  /** The form's accessible name. */
  label: string;
  title: (row: Row | null) => string;
  /** The submit button when adding ('Save changes' when editing). */
  addLabel: string;
  /** The hook building the form for a row (its starting values and schema). */
  useForm: (profileId: string, row: Row | null) => RecordFormModel<V, Out, E>;
  /** The fields the server's messages may name. */
  serverFields: readonly Path<V>[];
  /** The banner when the schema's check fails (CHECK_FIELDS unless told). */
  invalidBanner?: (errors: FieldErrors<V>) => string | undefined;
  sections: (row: Row | null) => readonly FormSection<V, Out, E>[];
}

/** A care-record tab, as data: its list, columns, table, add and delete, and its form. */
export interface RecordKind<Row, V extends FieldValues, Out extends FieldValues, E> {
  /** The list's name in the query key. */
  list: string;
  fetch: (profileId: string, signal?: AbortSignal) => Promise<Row[]>;
  /** Who may add, edit and delete. */
  access: { add: Action; edit: Action; delete: Action };
  label: string;
  idAccessor: keyof Row & string;
  columns: DataTableColumn<Row>[];
  search: NonNullable<DataTableProps<Row>['search']>;
  /** The export's file name, and its title after the client's name. */
  exportAs?: { fileName: string; title: string };
  pageSizes?: number[];
  noRecordsText: string;
  addLabel: string;
  rowExpansion?: (row: Row) => ReactNode;
  /** How a row is named on its Edit and Delete buttons. */
  rowName: (row: Row) => string;
  /** A row's own button before Edit and Delete (the actions column then always shows). */
  rowExtra?: (row: Row, view: () => void) => ReactNode;
  /** What the row's own button shows. */
  view?: { title: string; render: (row: Row | null) => ReactNode };
  remove: {
    title: string;
    message: (row: Row, client: ClientTabContext) => string;
    confirmLabel: string;
    run: (row: Row) => Promise<unknown>;
  };
  form: RecordFormKind<Row, V, Out, E>;
  /** On phones: the rows as cards (a table elsewhere), named for the loading and failure texts. */
  phoneCards?: { what: string; render: (cards: RecordCards<Row>) => ReactNode };
}

/** What a phone's cards are given: the rows, and Edit and Delete where the user may. */
export interface RecordCards<Row> {
  rows: Row[];
  onEdit: ((row: Row) => void) | null;
  onDelete: ((row: Row) => void) | null;
}
