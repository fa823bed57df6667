import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  type AttendanceFixture,
  attendanceCompany,
  attendanceUrl,
  get,
  NEARBY,
  post,
  shiftIn,
} from '../../../test/attendance.ts';
import type { Harness } from '../../../test/harness.ts';
import { PNG } from '../../../test/uploads.ts';
import { attendances, profiles, progressNotes, staffs } from '../../db/schema/index.ts';
import { LocalFileStore } from '../../ports/files/file-store.ts';
import { storeUpload } from '../files/store-upload.ts';
import { openProgressNotes } from './open-progress-notes.ts';

export { get, post };
export const notesApi = (path: string, query: Record<string, string> = {}) =>
  attendanceUrl(`ProgressNotes/${path}`, query);

export const clockInUrl = (shiftId: string, extra: Record<string, string> = {}) =>
  attendanceUrl('Attendances/clock_in', { shiftId, lat: NEARBY.latitude, lng: NEARBY.longitude, ...extra });

/** The company's notes as stored, oldest first. */
export const notesOf = (h: Harness, companyId: string) =>
  h.database.db
    .select()
    .from(progressNotes)
    .where(eq(progressNotes.companyId, companyId))
    .orderBy(progressNotes.date);

export interface NotesFixture extends AttendanceFixture {
  /** The Staff user's shift (started 30 minutes ago) with both clients, clocked into through the API. */
  shiftId: string;
  attendanceId: string;
  /** Its notes: the client's and the other client's. */
  noteId: string;
  otherClientNoteId: string;
  /** Another staff member's note (a shift a day earlier, with the client). */
  otherStaffNoteId: string;
}

/**
 * A company whose worker clocked into a shift with two clients (two notes, opened by the clock-in),
 * and whose other staff member has a note of an earlier shift, opened directly.
 */
export async function notesCompany(h: Harness): Promise<NotesFixture> {
  const f = await attendanceCompany(h);
  const shiftId = await shiftIn(h, f, -30, { profileIds: [f.client.id, f.otherClient.id] });
  const res = await get(h, clockInUrl(shiftId), f.c.users.Staff.token);
  if (res.statusCode !== 200) {
    throw new Error(`clock-in failed: ${res.statusCode} ${res.body}`);
  }
  const attendanceId = res.json().attendance.attendanceId as string;
  const otherShift = await shiftIn(h, f, -24 * 60, { staffId: f.otherStaff.id });
  await openProgressNotes(h.database.db, {
    companyId: f.c.companyId,
    shiftRosterId: otherShift,
    attendanceId: null,
    staffId: f.otherStaff.id,
    clientIds: [f.client.id],
    date: new Date(h.clock.now().getTime() - 24 * 3600_000),
  });
  const notes = await notesOf(h, f.c.companyId);
  const find = (shift: string, profileId: string) =>
    notes.find((n) => n.shiftRosterId === shift && n.profileId === profileId)?.id as string;
  return {
    ...f,
    shiftId,
    attendanceId,
    noteId: find(shiftId, f.client.id),
    otherClientNoteId: find(shiftId, f.otherClient.id),
    otherStaffNoteId: find(otherShift, f.client.id),
  };
}

/** Sets the attendance's kilometres (as the clock-out's mileage would). */
export async function setKm(h: Harness, attendanceId: string, startKm: number, endKm: number) {
  await h.database.db.update(attendances).set({ startKm, endKm }).where(eq(attendances.id, attendanceId));
}

/** Stores an image and attaches it to the note; its id. */
export async function noteImage(h: Harness, f: NotesFixture, noteId: string): Promise<string> {
  const store = new LocalFileStore(join(h.config.dataDir, 'files'));
  const { fileId } = await storeUpload(h.database.db, store, { bytes: PNG, filename: 'note.png' }, 'photo', {
    companyId: f.c.companyId,
    userId: f.c.users.Staff.id,
    field: 'imageFile',
  });
  await h.database.db.update(progressNotes).set({ imageFileId: fileId }).where(eq(progressNotes.id, noteId));
  return fileId;
}

/** Approves the worker and the client for auditing (an auditor reads only those). */
export async function approveForAudit(h: Harness, staffId: string, profileId: string) {
  const db = h.database.db;
  await db.update(staffs).set({ auditApproved: true }).where(eq(staffs.id, staffId));
  await db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, profileId));
}
