import { ATTENDANCE_MESSAGES as A } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceAt,
  attendanceCompany,
  attendancesOf,
  attendanceUrl,
  get,
  post,
  shiftIn,
} from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';
import { progressNotes } from '../../db/schema/index.ts';
import { openProgressNotes } from './open-progress-notes.ts';
import { clockInUrl, notesOf } from './progress-notes.test-kit.ts';

beforeAll(async () => {
  await harness();
});

describe('progress notes open when an attendance starts', () => {
  it('a clock-in opens one note per client of the shift, with the attendance and the shift’s start', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -30, { profileIds: [f.client.id, f.otherClient.id] });
    const res = await get(h, clockInUrl(shiftId, { requestId: 'clock-in-notes-1' }), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const [attendance] = await attendancesOf(h, f.c.companyId, shiftId);
    const notes = await notesOf(h, f.c.companyId);
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.profileId).sort()).toEqual([f.client.id, f.otherClient.id].sort());
    for (const note of notes) {
      expect(note).toMatchObject({
        shiftRosterId: shiftId,
        attendanceId: attendance?.id,
        staffId: f.staff.id,
        report: null,
        progress: null,
        isCompleted: false,
        userCreated: f.c.users.Staff.id,
      });
      expect(note.date.getTime()).toBe(h.clock.now().getTime() - 30 * 60_000);
    }
  });

  it('a replayed clock-in (same request id) opens none twice; a second clock-in is refused and opens none', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -30, { profileIds: [f.client.id, f.otherClient.id] });
    const url = clockInUrl(shiftId, { requestId: 'clock-in-replayed-1' });
    expect((await get(h, url, f.c.users.Staff.token)).statusCode).toBe(200);
    const replay = await get(h, url, f.c.users.Staff.token);
    expect(replay.statusCode, replay.body).toBe(200);
    const again = await get(h, clockInUrl(shiftId), f.c.users.Staff.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(A.alreadyClockedIn);
    const notes = await notesOf(h, f.c.companyId);
    expect(notes).toHaveLength(2);
    expect(new Set(notes.map((n) => n.profileId)).size).toBe(2);
  });

  it('marking an attendance opens one note per client for the shift’s worker', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { profileIds: [f.client.id, f.otherClient.id] });
    const res = await post(
      h,
      attendanceUrl('Attendances/mark_attendance', { shiftId, userId: 'x' }),
      f.c.users.CompanyAdmin.token,
      { startKm: '10', endKm: '25', staffId: f.staff.id },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [attendance] = await attendancesOf(h, f.c.companyId, shiftId);
    const notes = await notesOf(h, f.c.companyId);
    expect(notes).toHaveLength(2);
    expect(notes.every((n) => n.attendanceId === attendance?.id && n.staffId === f.staff.id)).toBe(true);
    expect(notes.every((n) => n.userCreated === f.c.users.CompanyAdmin.id)).toBe(true);
  });

  it('unmarking and marking again keeps the notes (and what is written in them) and attaches the new attendance', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { profileIds: [f.client.id] });
    const mark = attendanceUrl('Attendances/mark_attendance', { shiftId });
    const admin = f.c.users.CompanyAdmin.token;
    expect((await post(h, mark, admin, { startKm: '1', endKm: '2', staffId: f.staff.id })).statusCode).toBe(
      200,
    );
    const [first] = await notesOf(h, f.c.companyId);
    await h.database.db
      .update(progressNotes)
      .set({ report: 'Went shopping' })
      .where(eq(progressNotes.id, first?.id as string));
    expect(
      (await get(h, attendanceUrl('Attendances/unmark_attendance', { shiftId }), admin)).statusCode,
    ).toBe(200);
    expect((await notesOf(h, f.c.companyId))[0]?.attendanceId).toBeNull();
    expect((await post(h, mark, admin, { startKm: '1', endKm: '2', staffId: f.staff.id })).statusCode).toBe(
      200,
    );
    const [attendance] = await attendancesOf(h, f.c.companyId, shiftId);
    const notes = await notesOf(h, f.c.companyId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ id: first?.id, attendanceId: attendance?.id, report: 'Went shopping' });
  });

  it('openProgressNotes is idempotent; an empty note left without an attendance takes the new worker, a written one keeps its own', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { profileIds: [f.client.id, f.otherClient.id] });
    const db = h.database.db;
    const base = {
      companyId: f.c.companyId,
      shiftRosterId: shiftId,
      staffId: f.staff.id,
      clientIds: [f.client.id, f.otherClient.id, f.client.id],
      date: h.clock.now(),
    };
    expect(await openProgressNotes(db, { ...base, attendanceId: null })).toBe(2);
    expect(await openProgressNotes(db, { ...base, attendanceId: null })).toBe(0);
    const written = (await notesOf(h, f.c.companyId)).find((n) => n.profileId === f.otherClient.id);
    await db
      .update(progressNotes)
      .set({ progress: 'Made lunch' })
      .where(eq(progressNotes.id, written?.id as string));
    const attendanceId = await attendanceAt(h, f, shiftId, { minutesAgo: 300, staffId: f.otherStaff.id });
    const opened = await openProgressNotes(db, { ...base, staffId: f.otherStaff.id, attendanceId });
    expect(opened).toBe(0);
    const notes = await notesOf(h, f.c.companyId);
    expect(notes).toHaveLength(2);
    const byClient = new Map(notes.map((n) => [n.profileId, n]));
    expect(byClient.get(f.client.id)).toMatchObject({ attendanceId, staffId: f.otherStaff.id });
    expect(byClient.get(f.otherClient.id)).toMatchObject({ attendanceId, staffId: f.staff.id });
    // A note that already has its attendance keeps it.
    const later = await openProgressNotes(db, { ...base, attendanceId: null });
    expect(later).toBe(0);
    expect((await notesOf(h, f.c.companyId)).every((n) => n.attendanceId === attendanceId)).toBe(true);
  });
});
