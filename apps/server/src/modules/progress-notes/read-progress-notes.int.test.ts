import { MESSAGES, TIMESHEET_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEARBY } from '../../../test/attendance.ts';
import { addSignedInUser, bearer, createCompany, harness } from '../../../test/harness.ts';
import { PNG } from '../../../test/uploads.ts';
import { progressNotes } from '../../db/schema/index.ts';
import { PROGRESS_NOTE_TEXTS } from './list-filters.ts';
import { approveForAudit, get, noteImage, notesApi, notesCompany, setKm } from './progress-notes.test-kit.ts';

beforeAll(async () => {
  await harness();
});

const ids = (list: { progressNoteId: string }[]) => list.map((n) => n.progressNoteId);

describe('GET /api/ProgressNotes/{id}', () => {
  it('replies the note with its worker, client, shift, kilometres, clock-in position and image', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    await setKm(h, f.attendanceId, 1200, 1234.5);
    const fileId = await noteImage(h, f, f.noteId);
    const res = await get(h, notesApi(f.noteId), f.c.users.Staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const start = new Date(h.clock.now().getTime() - 30 * 60_000).toISOString();
    expect(res.json()).toMatchObject({
      progressNoteId: f.noteId,
      shiftRosterId: f.shiftId,
      attendanceId: f.attendanceId,
      date: start,
      staffId: f.staff.id,
      staff: { staffId: f.staff.id, fullName: expect.stringContaining(f.staff.firstName) },
      companyID: f.c.companyId,
      profileId: f.client.id,
      profile: { profileId: f.client.id, firstName: f.client.firstName },
      report: null,
      progress: null,
      followUp: null,
      startKm: 1200,
      endKm: 1234.5,
      position: `${NEARBY.latitude.toFixed(5)}, ${NEARBY.longitude.toFixed(5)}`,
      isCompleted: false,
      imageURL: `/api/Files/${fileId}`,
      shiftRoster: { shiftRosterId: f.shiftId, dateFrom: start, activities: 'Personal Support' },
      userCreated: f.c.users.Staff.id,
      dateModified: null,
    });
  });

  it('a note without an attendance has no kilometres or position', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const res = await get(h, notesApi(f.otherStaffNoteId), f.c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ attendanceId: null, startKm: null, endKm: null, position: null });
  });

  it('the note’s image is read through the note: its worker and the office; another worker 404', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const fileId = await noteImage(h, f, f.noteId);
    const url = `/api/Files/${fileId}`;
    for (const token of [f.c.users.Staff.token, f.c.users.CompanyAdmin.token]) {
      const res = await h.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    const colleague = await addSignedInUser(h, f.c.companyId, 'Staff');
    const res = await h.app.inject({ method: 'GET', url, headers: bearer(colleague.token) });
    expect(res.statusCode).toBe(404);
  });

  it('a worker reading another’s note, and another company, get 404; a client 403; a bad id 400', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const other = await get(h, notesApi(f.otherStaffNoteId), f.c.users.Staff.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.notFound);
    const elsewhere = await createCompany(h);
    expect((await get(h, notesApi(f.noteId), elsewhere.users.CompanyAdmin.token)).statusCode).toBe(404);
    expect((await get(h, notesApi(f.noteId), f.c.users.Client.token)).statusCode).toBe(403);
    expect((await get(h, notesApi(f.noteId), f.c.users.CareManager.token)).statusCode).toBe(403);
    const bad = await get(h, notesApi('not-a-note'), f.c.users.CompanyAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: 'The progress note id must be a UUID' });
  });

  it('an auditor reads notes of audit-approved workers and clients only', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const url = notesApi(f.noteId);
    expect((await get(h, url, f.c.users.Auditor.token)).statusCode).toBe(404);
    await approveForAudit(h, f.staff.id, f.client.id);
    expect((await get(h, url, f.c.users.Auditor.token)).statusCode).toBe(200);
  });
});

describe('GET /api/ProgressNotes/get_all_progressnote_by_company', () => {
  it('lists the company’s notes newest date first, filtered by staff, client and period', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const admin = f.c.users.Administrator.token;
    const all = await get(h, notesApi('get_all_progressnote_by_company'), admin);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json();
    expect(list).toHaveLength(3);
    expect(list.at(-1).progressNoteId).toBe(f.otherStaffNoteId);
    expect(new Set(ids(list.slice(0, 2)))).toEqual(new Set([f.noteId, f.otherClientNoteId]));
    const byStaff = await get(
      h,
      notesApi('get_all_progressnote_by_company', { staffId: f.otherStaff.id, clientId: '' }),
      admin,
    );
    expect(ids(byStaff.json())).toEqual([f.otherStaffNoteId]);
    const byClient = await get(
      h,
      notesApi('get_all_progressnote_by_company', { clientId: f.otherClient.id }),
      admin,
    );
    expect(ids(byClient.json())).toEqual([f.otherClientNoteId]);
    const hourAgo = new Date(h.clock.now().getTime() - 3600_000).toISOString();
    const recent = await get(
      h,
      notesApi('get_all_progressnote_by_company', { fromDate: hourAgo, toDate: h.clock.now().toISOString() }),
      admin,
    );
    expect(new Set(ids(recent.json()))).toEqual(new Set([f.noteId, f.otherClientNoteId]));
    const before = await get(h, notesApi('get_all_progressnote_by_company', { toDate: hourAgo }), admin);
    expect(ids(before.json())).toEqual([f.otherStaffNoteId]);
  });

  it('refuses a bad date, a period ending before it starts and a bad id (400); another company’s staff 404', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const bad = await get(h, notesApi('get_all_progressnote_by_company', { fromDate: 'yesterday' }), admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PROGRESS_NOTE_TEXTS.badDateTime);
    const backwards = await get(
      h,
      notesApi('get_all_progressnote_by_company', {
        fromDate: '2026-11-20T00:00:00.000Z',
        toDate: '2026-11-10T00:00:00.000Z',
      }),
      admin,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(TIMESHEET_MESSAGES.periodOrder);
    const badId = await get(h, notesApi('get_all_progressnote_by_company', { staffId: 'x' }), admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ staffId: 'The staff id must be a UUID' });
    const elsewhere = await notesCompany(h);
    const foreign = await get(
      h,
      notesApi('get_all_progressnote_by_company', { staffId: elsewhere.staff.id }),
      admin,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('is the office’s: a worker and a client get 403; an auditor sees audit-approved people’s notes only', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const url = notesApi('get_all_progressnote_by_company');
    expect((await get(h, url, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, url, f.c.users.Client.token)).statusCode).toBe(403);
    expect((await get(h, url, f.c.users.Auditor.token)).json()).toEqual([]);
    await approveForAudit(h, f.staff.id, f.client.id);
    expect(ids((await get(h, url, f.c.users.Auditor.token)).json())).toEqual([f.noteId]);
  });
});

describe('GET /api/ProgressNotes/get_progressnote_by_user', () => {
  it('a worker gets their own notes, searched by the client’s or their own name and narrowed to a client', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const staff = f.c.users.Staff.token;
    const own = await get(h, notesApi('get_progressnote_by_user', { staffname: '' }), staff);
    expect(own.statusCode, own.body).toBe(200);
    expect(new Set(ids(own.json().progressNote))).toEqual(new Set([f.noteId, f.otherClientNoteId]));
    const search = f.otherClient.firstName.slice(-8).toUpperCase();
    const byName = await get(h, notesApi('get_progressnote_by_user', { staffname: search }), staff);
    expect(ids(byName.json().progressNote)).toEqual([f.otherClientNoteId]);
    const byOwnName = await get(
      h,
      notesApi('get_progressnote_by_user', { staffname: f.staff.firstName.toLowerCase() }),
      staff,
    );
    expect(byOwnName.json().progressNote).toHaveLength(2);
    const nobody = await get(h, notesApi('get_progressnote_by_user', { staffname: '%_' }), staff);
    expect(nobody.json().progressNote).toEqual([]);
    const byClient = await get(h, notesApi('get_progressnote_by_user', { profileId: f.client.id }), staff);
    expect(ids(byClient.json().progressNote)).toEqual([f.noteId]);
    const own2 = await get(h, notesApi('get_progressnote_by_user', { staffId: f.staff.id }), staff);
    expect(own2.json().progressNote).toHaveLength(2);
  });

  it('a worker asking for another worker’s notes gets 404', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const res = await get(
      h,
      notesApi('get_progressnote_by_user', { staffId: f.otherStaff.id }),
      f.c.users.Staff.token,
    );
    expect(res.statusCode).toBe(404);
  });

  it('the office reads by client (client tab) or by staff member (staff tab), and must name one', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const byClient = await get(h, notesApi('get_progressnote_by_user', { profileId: f.client.id }), admin);
    expect(byClient.statusCode).toBe(200);
    expect(ids(byClient.json().progressNote)).toEqual([f.noteId, f.otherStaffNoteId]);
    const byStaff = await get(h, notesApi('get_progressnote_by_user', { staffId: f.otherStaff.id }), admin);
    expect(ids(byStaff.json().progressNote)).toEqual([f.otherStaffNoteId]);
    const none = await get(h, notesApi('get_progressnote_by_user', { staffname: 'a' }), admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PROGRESS_NOTE_TEXTS.whoseNotes);
    expect(none.json().errors).toEqual({ profileId: PROGRESS_NOTE_TEXTS.whoseNotes });
  });

  it('another company’s client is 404; a client and a care manager get 403', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const elsewhere = await createCompany(h);
    const res = await get(
      h,
      notesApi('get_progressnote_by_user', { profileId: f.client.id }),
      elsewhere.users.CompanyAdmin.token,
    );
    expect(res.statusCode).toBe(404);
    for (const token of [f.c.users.Client.token, f.c.users.CareManager.token]) {
      expect(
        (await get(h, notesApi('get_progressnote_by_user', { profileId: f.client.id }), token)).statusCode,
      ).toBe(403);
    }
  });

  it('shows a note completed once report and progress are written', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    await h.database.db
      .update(progressNotes)
      .set({ report: 'Walked to the park', progress: '  ' })
      .where(eq(progressNotes.id, f.noteId));
    const url = notesApi(f.noteId);
    expect((await get(h, url, f.c.users.Staff.token)).json().isCompleted).toBe(false);
    await h.database.db
      .update(progressNotes)
      .set({ progress: 'Crossed the road safely' })
      .where(eq(progressNotes.id, f.noteId));
    expect((await get(h, url, f.c.users.Staff.token)).json().isCompleted).toBe(true);
  });
});
