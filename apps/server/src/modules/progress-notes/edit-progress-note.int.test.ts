import { MESSAGES, TIMESHEET_MESSAGES } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesBy } from '../../../test/attendance.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { get, notesApi, notesCompany, notesOf, post } from './progress-notes.test-kit.ts';

beforeAll(async () => {
  await harness();
});

const edit = (id: string, query: Record<string, string> = { userId: 'x' }) => notesApi(`edit/${id}`, query);
const noteBody = { report: ' Went to the library ', progress: 'Chose two books on her own', followUp: '' };

describe('POST /api/ProgressNotes/edit/{id}', () => {
  it('the worker edits their own note: the three texts are saved, it is completed, and the edit is logged', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const staff = f.c.users.Staff.token;
    const res = await post(
      h,
      edit(f.noteId, { userId: f.c.users.Staff.id, shiftId: f.shiftId, staffId: f.staff.id }),
      staff,
      {
        ...noteBody,
        // The form sends the whole note back; the rest is not the edit's.
        progressNoteId: f.noteId,
        staffId: f.otherStaff.id,
        startKm: 5,
        companyID: f.c.companyId,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: TIMESHEET_MESSAGES.progressSaved });
    const note = (await get(h, notesApi(f.noteId), staff)).json();
    expect(note).toMatchObject({
      report: 'Went to the library',
      progress: 'Chose two books on her own',
      followUp: null,
      isCompleted: true,
      staffId: f.staff.id,
      startKm: null,
      userModified: f.c.users.Staff.id,
      dateModified: h.clock.now().toISOString(),
    });
    const stored = (await notesOf(h, f.c.companyId)).find((n) => n.id === f.noteId);
    expect(stored?.isCompleted).toBe(true);
    expect(await activitiesBy(h, f.c.users.Staff.id)).toContainEqual(
      expect.stringMatching(/^Edited the progress note of Staff-.* for Client-.* of \w+day \d+ \w+ \d{4}$/),
    );
  });

  it('a text left out keeps what was written; clearing the progress makes the note incomplete again', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    expect((await post(h, edit(f.noteId), admin, noteBody)).statusCode).toBe(200);
    expect((await post(h, edit(f.noteId), admin, { followUp: 'Ask about the book club' })).statusCode).toBe(
      200,
    );
    let note = (await get(h, notesApi(f.noteId), admin)).json();
    expect(note).toMatchObject({
      report: 'Went to the library',
      progress: 'Chose two books on her own',
      followUp: 'Ask about the book club',
      isCompleted: true,
    });
    expect((await post(h, edit(f.noteId), admin, { progress: null })).statusCode).toBe(200);
    note = (await get(h, notesApi(f.noteId), admin)).json();
    expect(note).toMatchObject({
      progress: null,
      isCompleted: false,
      userModified: f.c.users.CompanyAdmin.id,
    });
  });

  it('the office edits any of the company’s notes, naming the note’s shift and worker', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const res = await post(
      h,
      edit(f.otherStaffNoteId, { userId: 'x', shiftId: '', staffId: f.otherStaff.id }),
      f.c.users.Administrator.token,
      noteBody,
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await notesOf(h, f.c.companyId)).find((n) => n.id === f.otherStaffNoteId);
    expect(stored?.report).toBe('Went to the library');
  });

  it('a worker editing another’s note gets 404, and the note is unchanged', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const res = await post(h, edit(f.otherStaffNoteId), f.c.users.Staff.token, noteBody);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.notFound);
    const stored = (await notesOf(h, f.c.companyId)).find((n) => n.id === f.otherStaffNoteId);
    expect(stored?.report).toBeNull();
  });

  it('a shift or worker other than the note’s is 404; another company’s note is 404', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const wrongStaff = await post(h, edit(f.noteId, { staffId: f.otherStaff.id }), admin, noteBody);
    expect(wrongStaff.statusCode).toBe(404);
    const wrongShift = await post(h, edit(f.otherStaffNoteId, { shiftId: f.shiftId }), admin, noteBody);
    expect(wrongShift.statusCode).toBe(404);
    const elsewhere = await createCompany(h);
    expect((await post(h, edit(f.noteId), elsewhere.users.CompanyAdmin.token, noteBody)).statusCode).toBe(
      404,
    );
    expect((await notesOf(h, f.c.companyId)).every((n) => n.report === null)).toBe(true);
  });

  it('an auditor, a client and a care manager may not edit (403)', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    for (const token of [f.c.users.Auditor.token, f.c.users.Client.token, f.c.users.CareManager.token]) {
      expect((await post(h, edit(f.noteId), token, noteBody)).statusCode).toBe(403);
    }
  });

  it('refuses a text that is too long, a bad id and another company named in the body', async () => {
    const h = await harness();
    const f = await notesCompany(h);
    const staff = f.c.users.Staff.token;
    const long = await post(h, edit(f.noteId), staff, { ...noteBody, followUp: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ followUp: 'At most 4000 characters' });
    const badId = await post(h, edit('12'), staff, noteBody);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ id: 'The progress note id must be a UUID' });
    const elsewhere = await createCompany(h);
    const foreign = await post(h, edit(f.noteId), staff, { ...noteBody, companyID: elsewhere.companyId });
    expect(foreign.statusCode).toBe(403);
    expect((await notesOf(h, f.c.companyId)).every((n) => n.report === null)).toBe(true);
  });
});
