import { MESSAGES } from '@care/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceAt, attendanceCompany, attendancesOf, shiftIn } from '../../../test/attendance.ts';
import { addSignedInUser, bearer, harness } from '../../../test/harness.ts';
import { PNG, postForm } from '../../../test/uploads.ts';

beforeAll(async () => {
  await harness();
});

/** An attendance's image is read as its worker's record: the worker and the office, no other worker. */
describe('GET /api/Files/:id of an attendance image', () => {
  it('serves the image to the office and the attendance’s worker; another worker gets 404', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const shiftId = await shiftIn(h, f, -300, { minutes: 240 });
    const id = await attendanceAt(h, f, shiftId, { minutesAgo: 300, outMinutesAgo: 60 });
    const saved = await postForm(
      h,
      `/api/Attendances/edit/${id}?userId=x`,
      f.c.users.CompanyAdmin.token,
      { ClockIn: '2026-01-05T10:00', ClockOut: '2026-01-05T14:00' },
      { ImageFile: { bytes: PNG, filename: 'sheet.png' } },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await attendancesOf(h, f.c.companyId, shiftId);
    const url = `/api/Files/${row?.imageFileId}`;
    const colleague = await addSignedInUser(h, f.c.companyId, 'Staff');
    for (const token of [
      f.c.users.CompanyAdmin.token,
      f.c.users.Administrator.token,
      f.c.users.Staff.token,
    ]) {
      const res = await h.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    for (const token of [colleague.token, f.c.users.Client.token]) {
      const res = await h.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.notFound);
    }
  });
});
