import { TIMESHEET_MESSAGES, timesheetPeriodSchema, workRecordScope } from '@care/domain';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { badRequest, fieldError, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { fieldMessages, summarise } from '../../http/validation.ts';
import { companyStaffIds, workRecordStaffScope } from '../people/people.api.ts';

/** A timesheet period as instants: a split belongs to it when its clock-in is in [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

/** The period of a query (fromDate, toDate), or 400 with the spec's message at the field to blame. */
export function periodOf(query: { fromDate?: string | undefined; toDate?: string | undefined }): Period {
  const input = { fromDate: query.fromDate, toDate: query.toDate };
  const result = timesheetPeriodSchema.safeParse(input);
  if (!result.success) {
    // The schema's order and length checks also run over a missing date; only the missing one is news.
    const errors = fieldMessages(result.error);
    const missing = Object.entries(errors).filter(([, m]) => m === TIMESHEET_MESSAGES.periodRequired);
    throw badRequest(
      summarise(missing.length > 0 ? Object.fromEntries(missing) : errors),
      missing.length > 0 ? Object.fromEntries(missing) : errors,
    );
  }
  return { from: new Date(result.data.fromDate), to: new Date(result.data.toDate) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The staff ids a query chose: `staffid`/`staffId` (one) and `staffs` (comma-separated), in that
 * order, without repeats. A malformed id is a 400 at its field.
 */
export function chosenStaff(
  one: string | undefined,
  many: string | undefined,
  oneField = 'staffId',
): string[] {
  const ids: string[] = [];
  const add = (field: string, value: string) => {
    const id = value.trim();
    if (id === '') {
      return;
    }
    if (!UUID.test(id)) {
      throw fieldError(field, 'The staff id must be a UUID');
    }
    if (!ids.includes(id.toLowerCase())) {
      ids.push(id.toLowerCase());
    }
  };
  add(oneField, one ?? '');
  for (const part of (many ?? '').split(',')) {
    add('staffs', part);
  }
  return ids;
}

/**
 * The chosen staff, at least one, all of the company (another company's is 404) and, given the
 * reader's scope over staff (`visible`, record-rules `workRecordStaffScope`), all within it (else 404).
 */
export async function requireCompanyStaff(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
  visible?: SQL,
): Promise<string[]> {
  if (ids.length === 0) {
    throw fieldError('staffs', TIMESHEET_MESSAGES.staffRequired);
  }
  const rows = await companyStaffIds(db, companyId, { ids, visible });
  if (rows.length !== ids.length) {
    throw notFound();
  }
  return [...ids];
}

/**
 * The staff a list may show: the chosen ones (each of the company, else 404), or null for all of
 * the company. The record rule (`workRecordStaffScope`) narrows an auditor to audit-approved staff
 * (spec 3 §1, issue 24): a chosen one who is not is not found, and "all" is the approved ones
 * (possibly none).
 */
export async function listableStaff(
  db: Queryable,
  principal: Principal,
  chosen: readonly string[],
): Promise<string[] | null> {
  const visible = workRecordStaffScope(principal);
  if (chosen.length > 0) {
    return requireCompanyStaff(db, principal.companyId, chosen, visible);
  }
  if (workRecordScope(principal).includes('all')) {
    return null;
  }
  return companyStaffIds(db, principal.companyId, { visible });
}
