import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceAt, attendanceCompany, auditApproved, get, shiftIn } from '../../../test/attendance.ts';
import { harness } from '../../../test/harness.ts';

// The shared database opens (and migrates) once per run: not on the first test's clock.
beforeAll(async () => {
  await harness();
});

describe('GET /api/Attendances/{id}', () => {
  it('gives a worker their own attendance, and the office (and auditors) any of the company', async () => {
    const h = await harness();
    const f = await attendanceCompany(h, { claims: { CareManager: ['Edit Attendances'] } });
    // The auditor reaches only audit-approved people's attendances (issue 24): these are.
    await auditApproved(h, f);
    const id = await shiftIn(h, f, -120, { minutes: 120 });
    const attendanceId = await attendanceAt(h, f, id, { minutesAgo: 100, outMinutesAgo: 10 });
    for (const token of [
      f.c.users.Staff.token,
      f.c.users.CompanyAdmin.token,
      f.c.users.Auditor.token,
      f.c.users.CareManager.token,
    ]) {
      const res = await get(h, `/api/Attendances/${attendanceId}`, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        attendanceId,
        shiftRosterId: id,
        duration: 90 * 60_000 * 10_000,
        staff: { staffId: f.staff.id, firstName: f.staff.firstName },
        shiftRoster: { shiftRosterId: id, clientsId: f.client.id },
        source: 'clock',
        flagged: false,
      });
      expect(res.json().shiftRoster.clients).toContain(f.client.firstName);
    }
  });

  it('gives 404 for another worker’s attendance and another company’s; 403 for a client', async () => {
    const h = await harness();
    const f = await attendanceCompany(h);
    const g = await attendanceCompany(h);
    const theirs = await shiftIn(h, f, -60, { staffId: f.otherStaff.id });
    const attendanceId = await attendanceAt(h, f, theirs, { minutesAgo: 60, staffId: f.otherStaff.id });
    expect((await get(h, `/api/Attendances/${attendanceId}`, f.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, `/api/Attendances/${attendanceId}`, g.c.users.CompanyAdmin.token)).statusCode).toBe(
      404,
    );
    expect((await get(h, `/api/Attendances/${attendanceId}`, f.c.users.Client.token)).statusCode).toBe(403);
  });
});
