/** A support-needs record as the lists return it: only its creation matters to the mode rule. */
export interface DatedRecord {
  dateCreated: string | Date;
}

const time = (d: string | Date) => (d instanceof Date ? d.getTime() : Date.parse(d));

/**
 * The record a support-needs form uses when a client has several ("only the first record is used",
 * spec 2 §4): the oldest by dateCreated; on a tie, the one listed first. undefined when none.
 */
export function firstRecord<T extends DatedRecord>(records: readonly T[]): T | undefined {
  let first: T | undefined;
  for (const r of records) {
    if (!first || time(r.dateCreated) < time(first.dateCreated)) {
      first = r;
    }
  }
  return first;
}

/** The form's mode (spec 2 §4): Add with no record; Update on the first record otherwise. */
export type SupportNeedsMode<T> = { mode: 'Add' } | { mode: 'Update'; record: T };

export function supportNeedsMode<T extends DatedRecord>(records: readonly T[]): SupportNeedsMode<T> {
  const record = firstRecord(records);
  return record ? { mode: 'Update', record } : { mode: 'Add' };
}
