import { ATTENDANCE_MESSAGES as A } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activitiesBy,
  attendanceAt,
  attendanceCompany,
  attendancesOf,
  get,
  shiftIn,
  splitsOf,
} from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';
import { PDF, PNG, postForm } from '../../../test/uploads.ts';

beforeAll(async () => {
  await harness();
});

const edit = (id: string) => `/api/Attendances/edit/${id}?userId=x`;

describe('POST /api/Attendances/edit/{id} (multipart)', () => {
  it('changes times, km, report and image; the splits follow; logged', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { minutes: 240 });
    const id = await attendanceAt(h, f, shiftId, { minutesAgo: 300, outMinutesAgo: 60 });
    const res = await postForm(
      h,
      edit(id),
      f.c.users.CompanyAdmin.token,
      {
        ClockIn: '2026-01-05T10:00',
        ClockOut: '2026-01-05T21:00',
        StartKm: '10',
        EndKm: '25',
        Report: 'Adjusted after a call',
      },
      { ImageFile: { bytes: PNG, filename: 'sheet.png' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'Attendance updated.' });
    const [row] = await attendancesOf(h, f.c.companyId, shiftId);
    expect(row).toMatchObject({ startKm: 10, endKm: 25, report: 'Adjusted after a call' });
    expect(row?.clockIn.toISOString()).toBe('2026-01-04T23:00:00.000Z');
    expect(row?.clockOut?.toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(row?.imageFileId).toBeTruthy();
    const splits = await splitsOf(h, id);
    // Monday 5 January 2026 in Sydney: 10:00-20:00 Normal, 20:00-21:00 Evening.
    expect(splits.map((s) => [s.code, s.durationTicks / 36_000_000_000])).toEqual([
      ['M', 10],
      ['E', 1],
    ]);
    expect(splits[0]?.totalKm).toBe(15);
    const view = await get(h, `/api/Attendances/${id}`, f.c.users.CompanyAdmin.token);
    expect(view.json().imageURL).toBe(`/api/Files/${row?.imageFileId}`);
    expect(await activitiesBy(h, f.c.users.CompanyAdmin.id)).toContainEqual(
      expect.stringMatching(/^Edited .*’s attendance/),
    );
  });

  it('keeps the recorded kilometres and report when an edit leaves them out; blank clears them', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { minutes: 240 });
    const id = await attendanceAt(h, f, shiftId, { minutesAgo: 300, outMinutesAgo: 60 });
    const token = f.c.users.CompanyAdmin.token;
    const first = { ClockIn: '2026-01-05T10:00', ClockOut: '2026-01-05T14:00', StartKm: '10', EndKm: '25' };
    expect((await postForm(h, edit(id), token, { ...first, Report: 'Drove to the pool' })).statusCode).toBe(
      200,
    );
    // The times only: the kilometres and the report stay.
    const times = await postForm(h, edit(id), token, {
      ClockIn: '2026-01-05T10:30',
      ClockOut: '2026-01-05T14:00',
    });
    expect(times.statusCode, times.body).toBe(200);
    let [row] = await attendancesOf(h, f.c.companyId, shiftId);
    expect(row).toMatchObject({ startKm: 10, endKm: 25, report: 'Drove to the pool' });
    expect(row?.clockIn.toISOString()).toBe('2026-01-04T23:30:00.000Z');
    // An end below the recorded start is refused, and nothing of the edit is saved.
    const below = await postForm(h, edit(id), token, { ClockIn: '2026-01-05T11:00', EndKm: '5' });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toEqual({ endKm: A.endKmBelowStart });
    [row] = await attendancesOf(h, f.c.companyId, shiftId);
    expect(row?.clockIn.toISOString()).toBe('2026-01-04T23:30:00.000Z');
    // Sent blank, they are cleared.
    const blank = { ClockIn: '2026-01-05T10:30', StartKm: '', EndKm: '', Report: '' };
    expect((await postForm(h, edit(id), token, blank)).statusCode).toBe(200);
    [row] = await attendancesOf(h, f.c.companyId, shiftId);
    expect(row).toMatchObject({ startKm: null, endKm: null, report: null });
  });

  it('keeps the recorded clock-out when none is sent', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { minutes: 240 });
    const id = await attendanceAt(h, f, shiftId, { minutesAgo: 300, outMinutesAgo: 60 });
    const [before] = await attendancesOf(h, f.c.companyId, shiftId);
    const res = await postForm(h, edit(id), f.c.users.Administrator.token, {
      ClockIn: before?.clockIn.toISOString(),
      ClockOut: '',
      StartKm: '',
      EndKm: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await attendancesOf(h, f.c.companyId, shiftId);
    expect(after?.clockOut?.toISOString()).toBe(before?.clockOut?.toISOString());
  });

  it('refuses bad input at its field, saving nothing', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { minutes: 240 });
    const id = await attendanceAt(h, f, shiftId, { minutesAgo: 300, outMinutesAgo: 60 });
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ ClockIn: '' }, { clockIn: A.clockInRequired }],
      [{ ClockIn: 'later' }, { clockIn: 'Enter a valid date and time' }],
      [{ ClockIn: '2026-01-05T10:00', ClockOut: '2026-01-05T09:00' }, { clockOut: A.clockOutAfterIn }],
      [{ ClockIn: '2026-01-05T10:00', ClockOut: '2026-01-06T10:01' }, { clockOut: A.tooLong }],
      [{ ClockIn: '2026-01-05T10:00', StartKm: 'far' }, { startKm: A.mustBeNumber }],
      [{ ClockIn: '2026-01-05T10:00', StartKm: '9', EndKm: '3' }, { endKm: A.endKmBelowStart }],
    ];
    for (const [fields, errors] of cases) {
      const res = await postForm(h, edit(id), f.c.users.CompanyAdmin.token, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    for (const file of [
      { bytes: PDF, filename: 'sheet.pdf' },
      { bytes: PDF, filename: 'sheet.png' },
    ]) {
      const res = await postForm(
        h,
        edit(id),
        f.c.users.CompanyAdmin.token,
        { ClockIn: '2026-01-05T10:00', ClockOut: '2026-01-05T12:00' },
        {
          ImageFile: file,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ ImageFile: A.fileTypeImage });
    }
    const [row] = await attendancesOf(h, f.c.companyId, shiftId);
    expect(row?.dateModified).toBeNull();
  });

  it('is for admins and Edit Attendances: Staff 403, a claim holder 200, another company 404', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { claims: { CareManager: ['Edit Attendances'] } });
    const g = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { minutes: 240 });
    const id = await attendanceAt(h, f, shiftId, { minutesAgo: 300, outMinutesAgo: 60 });
    const fields = { ClockIn: '2026-01-05T10:00', ClockOut: '2026-01-05T12:00' };
    expect((await postForm(h, edit(id), f.c.users.Staff.token, fields)).statusCode).toBe(403);
    expect((await postForm(h, edit(id), g.c.users.CompanyAdmin.token, fields)).statusCode).toBe(404);
    const [row] = await attendancesOf(h, f.c.companyId, shiftId);
    expect(row?.dateModified).toBeNull();
    expect((await postForm(h, edit(id), f.c.users.CareManager.token, fields)).statusCode).toBe(200);
  });
});
