import { randomUUID } from 'node:crypto';
import {
  adminShiftActions,
  localDateOf,
  type ShiftForm,
  type ShiftRosterView,
  type ShiftTimes,
  type StatusReply,
  seriesTimes,
  shiftForm,
  timesOnDate,
  WEEKDAY_FLAGS,
  type WeekdayFlags,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from './company-zone.ts';
import { enforceChecks } from './rostering-checks.ts';
import { seriesWhere, shiftIdIn } from './shift-filters.repo.ts';
import { shiftFor } from './shift-guards.ts';
import { assertPeople, assertSahService, assertShiftTimes, formTimes, repeatOf } from './shift-input.ts';
import { shiftViews } from './shift-reads.repo.ts';
import {
  candidatesOf,
  createdBy,
  formFields,
  modifiedBy,
  overrideFields,
  overrideNote,
  whenOf,
} from './shift-values.ts';
import {
  insertShifts,
  lockSeriesFrom,
  replaceShiftClients,
  type ShiftRow,
  shiftProfileIds,
  updateShift,
} from './shift-write.repo.ts';

const idParams = z.object({ id: z.uuid('The id must be a UUID') });

/** True when the form's repeat differs from the one stored: only then are missing repeats added. */
function repeatChanged(row: ShiftRow, repeat: { days: WeekdayFlags; stopDate: string }): boolean {
  return (
    !row.repeat || row.stopDate !== repeat.stopDate || WEEKDAY_FLAGS.some((d) => row[d] !== repeat.days[d])
  );
}

/** The later shifts of the series that an edit of the series changes (locked): those whose state allows an edit. */
export async function laterOfSeries(
  db: Queryable,
  companyId: string,
  row: ShiftRow,
  now: Date,
  action: 'edit' | 'delete',
): Promise<ShiftRosterView[]> {
  if (!row.seriesId) {
    return [];
  }
  const rows = await lockSeriesFrom(db, companyId, row.seriesId, row.dateFrom);
  const ids = rows.filter((r) => r.id !== row.id).map((r) => r.id);
  if (ids.length === 0) {
    return [];
  }
  const views = await shiftViews(db, companyId, shiftIdIn(ids));
  return views.filter((v) => adminShiftActions(v, now).includes(action));
}

/**
 * What an edit of the shift would write: the shift and (applyTo series) the later shifts of its
 * series at the form's local times, each on its own date, and the repeats a changed repeat adds.
 * The form is checked on the way (400 at the field).
 */
export async function planEdit(db: Queryable, companyId: string, row: ShiftRow, body: ShiftForm, now: Date) {
  const zone = await companyZone(db, companyId);
  const first = formTimes(body, zone);
  const repeat = repeatOf(body, first, zone);
  const profileIds = [...new Set(body.clientsId)];
  await assertPeople(db, companyId, body.staffId, profileIds, {
    staffId: row.staffId,
    profileIds: await shiftProfileIds(db, companyId, row.id),
  });
  await assertSahService(db, companyId, profileIds, body.sahServiceId);
  const later = body.applyTo === 'series' ? await laterOfSeries(db, companyId, row, now, 'edit') : [];
  const updates: (ShiftTimes & { shiftRosterId: string })[] = [
    { shiftRosterId: row.id, ...first },
    ...later.map((v) => ({
      shiftRosterId: v.shiftRosterId,
      ...timesOnDate(first, localDateOf(v.dateFrom, zone), zone),
    })),
  ];
  for (const t of updates) {
    assertShiftTimes(t, body.isNightShift, zone);
  }
  const seriesId = row.seriesId ?? (repeat ? randomUUID() : null);
  let added: ShiftTimes[] = [];
  if (repeat && repeatChanged(row, repeat)) {
    const taken = new Set(
      (seriesId ? await shiftViews(db, companyId, seriesWhere(seriesId)) : [])
        .filter((v) => !updates.some((u) => u.shiftRosterId === v.shiftRosterId))
        .map((v) => localDateOf(v.dateFrom, zone))
        .concat(updates.map((u) => localDateOf(u.dateFrom, zone))),
    );
    added = seriesTimes(first, repeat.days, repeat.stopDate, zone).filter(
      (t) => !taken.has(localDateOf(t.dateFrom, zone)),
    );
  }
  return { zone, first, repeat, profileIds, later, updates, added, seriesId };
}

/** Editing a shift, or it and the later shifts of its series (spec 3 §7.1 edit_shift). */
export const editShiftRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/edit_shift/:id',
  summary:
    'Edit a shift (applyTo one) or it and the later shifts of its series (applyTo series: each keeps its date); a changed repeat adds the missing repeats',
  tags: ['ShiftRosters'],
  params: idParams,
  body: shiftForm,
  activity: 'Edited a shift',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const { companyId } = principal;
    const { row } = await shiftFor(db, companyId, params.id, 'edit', now);
    const { zone, first, repeat, profileIds, later, updates, added, seriesId } = await planEdit(
      db,
      companyId,
      row,
      body,
      now,
    );
    const { findings } = await enforceChecks(
      db,
      companyId,
      zone,
      candidatesOf([...updates, ...added], body.staffId, profileIds),
      body.overrideReason,
    );
    const fields = formFields(body, repeat);
    for (const t of updates) {
      await updateShift(db, companyId, t.shiftRosterId, {
        ...fields,
        dateFrom: new Date(t.dateFrom),
        dateTo: new Date(t.dateTo),
        seriesId,
        ...overrideFields(findings, t.dateFrom, body.overrideReason),
        ...modifiedBy(principal, now),
      });
      await replaceShiftClients(db, companyId, t.shiftRosterId, profileIds);
    }
    await insertShifts(
      db,
      added.map((t) => ({
        ...fields,
        companyId,
        dateFrom: new Date(t.dateFrom),
        dateTo: new Date(t.dateTo),
        seriesId,
        ...overrideFields(findings, t.dateFrom, body.overrideReason),
        ...createdBy(principal, now),
      })),
      profileIds,
    );
    const also = [
      later.length > 0 ? `${later.length} later shift(s) of its series` : '',
      added.length > 0 ? `${added.length} new repeat(s) added` : '',
    ].filter(Boolean);
    recordActivity(
      `Edited the shift of ${whenOf(first.dateFrom, zone)}${also.length ? ` and ${also.join(', ')}` : ''}${overrideNote(findings, body.overrideReason)}`,
    );
    return {
      status: 'Success',
      message: `Shift updated${also.length ? ` with ${also.join(' and ')}` : ''}.`,
    };
  },
});
