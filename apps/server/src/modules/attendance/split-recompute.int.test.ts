import { TICKS_PER_MINUTE } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertStaff } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { attendanceSplits, attendances, publicHolidays, shiftRosters } from '../../db/schema/index.ts';
import { recomputeSplits } from './split-recompute.ts';

// Fixed instants with their Sydney offset (AEDT, +11): 2026-11-24 is a Tuesday, 2026-12-25 a Friday.
// recomputeSplits reads no clock, so nothing here depends on today's date.
let h: Harness;
beforeAll(async () => {
  h = await harness();
});
const db = () => h.database.db;

interface AttendanceSpec {
  clockIn: string;
  clockOut: string | null;
  night?: boolean;
  active?: boolean;
  startKm?: number | null;
  endKm?: number | null;
}

/** A shift and its attendance inserted directly, as the attendance area leaves them before recomputing. */
async function insertAttendance(companyId: string, a: AttendanceSpec): Promise<string> {
  const staff = await insertStaff(h, companyId);
  const [shift] = await db()
    .insert(shiftRosters)
    .values({
      companyId,
      staffId: staff.id,
      dateFrom: new Date(a.clockIn),
      dateTo: new Date(a.clockOut ?? a.clockIn),
      isNightShift: a.night ?? false,
      isExceptionalShift: a.active ?? false,
    })
    .returning({ id: shiftRosters.id });
  const [row] = await db()
    .insert(attendances)
    .values({
      companyId,
      shiftRosterId: shift?.id as string,
      staffId: staff.id,
      clockIn: new Date(a.clockIn),
      clockOut: a.clockOut ? new Date(a.clockOut) : null,
      startKm: a.startKm ?? null,
      endKm: a.endKm ?? null,
    })
    .returning({ id: attendances.id });
  return row?.id as string;
}

const splitRows = (attendanceId: string) =>
  db()
    .select()
    .from(attendanceSplits)
    .where(eq(attendanceSplits.attendanceId, attendanceId))
    .orderBy(attendanceSplits.clockIn);

/** code, local date, from, to (ISO UTC), minutes, km, status */
async function splitsOf(attendanceId: string) {
  return (await splitRows(attendanceId)).map((r) => [
    r.code,
    r.localDate,
    r.clockIn.toISOString(),
    r.clockOut.toISOString(),
    r.durationTicks / TICKS_PER_MINUTE,
    r.totalKm,
    r.status,
  ]);
}

const utc = (local: string) => new Date(local).toISOString();
const setTimes = (id: string, values: Partial<typeof attendances.$inferInsert>) =>
  db().update(attendances).set(values).where(eq(attendances.id, id));
const approve = (id: string, code: string) =>
  db()
    .update(attendanceSplits)
    .set({ status: 'Approved' })
    .where(and(eq(attendanceSplits.attendanceId, id), eq(attendanceSplits.code, code)));

describe('recomputeSplits', () => {
  it('splits a finished attendance by band, with the kilometres on the first split', async () => {
    const { companyId } = await createCompany(h);
    const id = await insertAttendance(companyId, {
      clockIn: '2026-11-24T18:00+11:00',
      clockOut: '2026-11-25T01:00+11:00',
      startKm: 1200,
      endKm: 1234.5,
    });
    await recomputeSplits(db(), companyId, [id], null);
    expect(await splitsOf(id)).toEqual([
      ['M', '2026-11-24', utc('2026-11-24T18:00+11:00'), utc('2026-11-24T20:00+11:00'), 120, 34.5, 'Pending'],
      ['E', '2026-11-24', utc('2026-11-24T20:00+11:00'), utc('2026-11-25T00:00+11:00'), 240, 0, 'Pending'],
      ['EX', '2026-11-25', utc('2026-11-25T00:00+11:00'), utc('2026-11-25T01:00+11:00'), 60, 0, 'Pending'],
    ]);
    const rows = await splitRows(id);
    expect(rows.every((r) => r.companyId === companyId)).toBe(true);
  });

  it('recomputing again changes nothing: same splits, same statuses', async () => {
    const { companyId, users } = await createCompany(h);
    const id = await insertAttendance(companyId, {
      clockIn: '2026-11-24T18:00+11:00',
      clockOut: '2026-11-24T22:00+11:00',
    });
    await recomputeSplits(db(), companyId, [id], users.Administrator.id);
    await approve(id, 'M');
    const before = await splitsOf(id);
    const created = (await splitRows(id)).map((r) => [r.dateCreated.getTime(), r.userCreated]);
    const ids = (await splitRows(id)).map((r) => r.id);
    await recomputeSplits(db(), companyId, [id], null);
    expect(await splitsOf(id)).toEqual(before);
    expect((await splitRows(id)).map((r) => r.id)).toEqual(ids);
    expect((await splitRows(id)).map((r) => [r.dateCreated.getTime(), r.userCreated])).toEqual(created);
    expect(created[0]?.[1]).toBe(users.Administrator.id);
  });

  it('an approved split keeps its status when another part changes, and loses it when its own times change', async () => {
    const { companyId } = await createCompany(h);
    const id = await insertAttendance(companyId, {
      clockIn: '2026-11-24T18:00+11:00',
      clockOut: '2026-11-24T22:00+11:00',
    });
    await recomputeSplits(db(), companyId, [id], null);
    await approve(id, 'M');
    await approve(id, 'E');

    // The evening ends an hour later: M is untouched and stays Approved; E changed and is Pending again.
    const [mBefore, eBefore] = await splitRows(id);
    await setTimes(id, { clockOut: new Date('2026-11-24T23:00+11:00') });
    await recomputeSplits(db(), companyId, [id], null);
    const [mAfter, eAfter] = await splitRows(id);
    expect(mAfter?.id).toBe(mBefore?.id);
    expect(eAfter?.id).not.toBe(eBefore?.id);
    expect((await splitsOf(id)).map((s) => [s[0], s[4], s[6]])).toEqual([
      ['M', 120, 'Approved'],
      ['E', 180, 'Pending'],
    ]);

    // Now the clock-in moves: M's own times change, so it loses its approval.
    await setTimes(id, { clockIn: new Date('2026-11-24T18:30+11:00') });
    await recomputeSplits(db(), companyId, [id], null);
    expect((await splitsOf(id)).map((s) => [s[0], s[4], s[6]])).toEqual([
      ['M', 90, 'Pending'],
      ['E', 180, 'Pending'],
    ]);
  });

  it('kilometres: a new reading moves onto the first split; an end below the start or a missing reading is 0', async () => {
    const { companyId } = await createCompany(h);
    const id = await insertAttendance(companyId, {
      clockIn: '2026-11-24T18:00+11:00',
      clockOut: '2026-11-24T22:00+11:00',
      startKm: 10,
      endKm: 20,
    });
    await recomputeSplits(db(), companyId, [id], null);
    await approve(id, 'M');
    await setTimes(id, { endKm: 42 });
    await recomputeSplits(db(), companyId, [id], null);
    // Only times decide the approval (docs/workforce.md): the approved M split keeps it and carries the new km.
    expect((await splitsOf(id)).map((s) => [s[0], s[5], s[6]])).toEqual([
      ['M', 32, 'Approved'],
      ['E', 0, 'Pending'],
    ]);
    await setTimes(id, { endKm: 5 });
    await recomputeSplits(db(), companyId, [id], null);
    expect((await splitsOf(id)).map((s) => s[5])).toEqual([0, 0]);
    await setTimes(id, { endKm: null });
    await recomputeSplits(db(), companyId, [id], null);
    expect((await splitsOf(id)).map((s) => s[5])).toEqual([0, 0]);
  });

  it('an attendance still in shift has no splits, and loses its old ones when its clock-out is cleared', async () => {
    const { companyId } = await createCompany(h);
    const open = await insertAttendance(companyId, { clockIn: '2026-11-24T09:00+11:00', clockOut: null });
    await recomputeSplits(db(), companyId, [open], null);
    expect(await splitsOf(open)).toEqual([]);

    const reopened = await insertAttendance(companyId, {
      clockIn: '2026-11-24T09:00+11:00',
      clockOut: '2026-11-24T12:00+11:00',
    });
    await recomputeSplits(db(), companyId, [reopened], null);
    expect(await splitsOf(reopened)).toHaveLength(1);
    await setTimes(reopened, { clockOut: null });
    await recomputeSplits(db(), companyId, [reopened], null);
    expect(await splitsOf(reopened)).toEqual([]);
  });

  it('a sleepover gives one N split for the whole attendance', async () => {
    const { companyId } = await createCompany(h);
    const id = await insertAttendance(companyId, {
      clockIn: '2026-11-24T22:00+11:00',
      clockOut: '2026-11-25T07:00+11:00',
      night: true,
      startKm: 3,
      endKm: 7,
    });
    await recomputeSplits(db(), companyId, [id], null);
    expect(await splitsOf(id)).toEqual([
      ['N', '2026-11-24', utc('2026-11-24T22:00+11:00'), utc('2026-11-25T07:00+11:00'), 540, 4, 'Pending'],
    ]);
  });

  it('an active night’s weekday evening is EX', async () => {
    const { companyId } = await createCompany(h);
    const id = await insertAttendance(companyId, {
      clockIn: '2026-11-24T20:00+11:00',
      clockOut: '2026-11-25T06:00+11:00',
      active: true,
    });
    await recomputeSplits(db(), companyId, [id], null);
    expect((await splitsOf(id)).map((s) => [s[0], s[1], s[4]])).toEqual([
      ['EX', '2026-11-24', 240],
      ['EX', '2026-11-25', 360],
    ]);
  });

  it('uses the company’s holidays, seeded for its state, and follows a removal', async () => {
    const { companyId } = await createCompany(h);
    const id = await insertAttendance(companyId, {
      clockIn: '2026-12-24T18:00+11:00',
      clockOut: '2026-12-25T02:00+11:00',
    });
    await recomputeSplits(db(), companyId, [id], null);
    expect((await splitsOf(id)).map((s) => [s[0], s[1], s[4]])).toEqual([
      ['M', '2026-12-24', 120],
      ['E', '2026-12-24', 240],
      ['PH', '2026-12-25', 120],
    ]);
    await db()
      .update(publicHolidays)
      .set({ removed: true })
      .where(and(eq(publicHolidays.companyId, companyId), eq(publicHolidays.date, '2026-12-25')));
    await recomputeSplits(db(), companyId, [id], null);
    expect((await splitsOf(id)).map((s) => [s[0], s[1], s[4]])).toEqual([
      ['M', '2026-12-24', 120],
      ['E', '2026-12-24', 240],
      ['EX', '2026-12-25', 120],
    ]);
  });

  it('recomputes several attendances at once, each its own', async () => {
    const { companyId } = await createCompany(h);
    const a = await insertAttendance(companyId, {
      clockIn: '2026-11-24T09:00+11:00',
      clockOut: '2026-11-24T10:00+11:00',
    });
    const b = await insertAttendance(companyId, {
      clockIn: '2026-11-28T09:00+11:00',
      clockOut: '2026-11-28T10:00+11:00',
    });
    await recomputeSplits(db(), companyId, [a, b], null);
    expect((await splitsOf(a)).map((s) => s[0])).toEqual(['M']);
    expect((await splitsOf(b)).map((s) => s[0])).toEqual(['SA']);
  });

  it('does nothing for an empty list or another company’s attendance', async () => {
    const own = await createCompany(h);
    const other = await createCompany(h);
    const id = await insertAttendance(own.companyId, {
      clockIn: '2026-11-24T09:00+11:00',
      clockOut: '2026-11-24T10:00+11:00',
    });
    await recomputeSplits(db(), own.companyId, [], null);
    await recomputeSplits(db(), other.companyId, [id], null);
    expect(await splitsOf(id)).toEqual([]);
    await recomputeSplits(db(), own.companyId, [id], null);
    await approve(id, 'M');
    await recomputeSplits(db(), other.companyId, [id], null);
    expect((await splitsOf(id)).map((s) => s[6])).toEqual(['Approved']);
  });
});
