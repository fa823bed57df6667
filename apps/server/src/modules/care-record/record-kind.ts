import type { PersonKind } from '@care/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import type { Upload } from '../../http/multipart.ts';
import type { Principal } from '../../http/principal.ts';
import type { RecordRow, RecordTable } from './care-record.repo.ts';

/** The writes every kind of care record has. */
export type RecordWrite = 'add' | 'edit' | 'delete';

/** A record's fields: a request body, or a stored row. */
export type Fields = Readonly<Record<string, unknown>>;

/** What a kind may need to turn a body into stored values (the expenditure: its staff and receipt). */
export interface StoreContext {
  db: Queryable;
  deps: AppDeps;
  principal: Principal;
  files: Record<string, Upload>;
}

/**
 * One kind of care record and how it meets the API (spec 2 §7, spec 3 §7.7): its routes are built
 * from this (record-kind.route.ts), so a kind is data, not a copy of the add/edit/delete code.
 */
export interface RecordKindDef<Add extends z.ZodType<Fields>, Edit extends z.ZodType<Fields>> {
  /** The spec's path segment, spelt as the spec spells it: /ClientSchedules, /DailyLivings, ... */
  path: string;
  /** The urls below the path that differ between kinds ('' is the path itself); edit/:id and delete/:id are shared. */
  urls: { list: string; one: string; add: string };
  summaries: Record<'list' | 'one' | RecordWrite, string>;
  table: RecordTable;
  /** Whose record it is: the person the record rule of its routes reaches. */
  whose: PersonKind;
  /** The body field that names that person on an add ('profileId'; the expenditure's 'ProfileId'). */
  personField: string;
  /** The new record's id in an add's reply, as the spec names it. */
  idKey: string;
  add: Add;
  /** An edit names its record in the URL; the body's person field, if any, is not used. */
  edit: Edit;
  /** The writes that take the spec's `?userId=` (read and unused: the signed-in user is who writes). */
  userIdOn: readonly RecordWrite[];
  /** An add and edit sent as multipart/form-data, with these file fields. */
  multipart?: { files: readonly string[] };
  /** The record in the activity log's words: 'Added a daily activity', 'Deleted an aid'. */
  activity: string;
  /** The record as a log line about one client names it, from the body (add, edit) or the row (delete). */
  logged?(record: Fields): string;
  /** The success message of an add, edit or delete. */
  message(done: 'added' | 'updated' | 'deleted', record: Fields): string;
  /** The stored values of an add's or edit's body (`row`: the record an edit changes). */
  stored(body: z.infer<Add> | z.infer<Edit>, ctx: StoreContext, row?: RecordRow): Promise<Fields> | Fields;
  /** The API's shape of a stored row; the row itself without one. */
  reply?(row: RecordRow): unknown;
}

/** A kind of care record, whatever its schemas. */
export type RecordKind = RecordKindDef<z.ZodType<Fields>, z.ZodType<Fields>>;

/** A kind, its hooks typed by its own schemas. */
export const recordKind = <Add extends z.ZodType<Fields>, Edit extends z.ZodType<Fields>>(
  def: RecordKindDef<Add, Edit>,
): RecordKind => def as unknown as RecordKind;

/** The message of a kind named by a title: 'Aid added.', 'Daily activity updated.' */
export const titled =
  (title: string) =>
  (done: string): string =>
    `${title} ${done}.`;
