import { randomUUID } from 'node:crypto';
import { ATTENDANCE_MESSAGES, OFFLINE_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { shiftReports } from '../../db/schema/index.ts';
import { activitiesOf, api, get, post, reportBody, reportCompany } from './shift-reports.test-kit.ts';

const h = await harness();
const storedOf = async (shiftId: string) =>
  h.database.db.select().from(shiftReports).where(eq(shiftReports.shiftRosterId, shiftId));

describe('POST /ShiftReports/add_shiftreport', () => {
  it('saves the worker’s report of their own clocked-in shift, and a second add updates the same report', async () => {
    const r = await reportCompany(h);
    const staff = r.c.users.Staff.token;
    const first = await post(h, api('add_shiftreport'), staff, reportBody(r.shiftId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'Success', message: 'Shift report saved' });
    const id = first.json().shiftReportId as string;

    const second = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isSigned: true, urgentMatters: 'Door lock broken' }),
    );
    expect(second.json()).toMatchObject({ message: 'Shift report signed', shiftReportId: id });
    const rows = await storedOf(r.shiftId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      urgentMatters: 'Door lock broken',
      isSigned: true,
      signedByStaffId: r.staff.id,
    });
    expect(rows[0]?.signedAt?.toISOString()).toBe(h.clock.now().toISOString());
    const logs = await activitiesOf(h, r.c.companyId);
    expect(logs.map((l) => l.activity)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Saved the shift report/),
        expect.stringMatching(/^Signed the shift report/),
      ]),
    );
  });

  it('the roster view’s isShiftReportSigned and reportId follow the report', async () => {
    const r = await reportCompany(h);
    const staff = r.c.users.Staff.token;
    const shiftOf = async () => (await get(h, `/api/ShiftRosters/${r.shiftId}`, staff)).json();
    expect(await shiftOf()).toMatchObject({ isShiftReportSigned: false, reportId: null });
    const saved = await post(h, api('add_shiftreport'), staff, reportBody(r.shiftId));
    const id = saved.json().shiftReportId;
    expect(await shiftOf()).toMatchObject({ isShiftReportSigned: false, reportId: id });
    await post(h, api('add_shiftreport'), staff, reportBody(r.shiftId, { isSigned: true }));
    expect(await shiftOf()).toMatchObject({ isShiftReportSigned: true, reportId: id });
  });

  it('refuses goal progress under 20 characters of text and each missing conditional detail', async () => {
    const r = await reportCompany(h);
    const staff = r.c.users.Staff.token;
    const short = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { goal_Progress: '<p><strong>Too short</strong></p>' }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toMatchObject({ goal_Progress: ATTENDANCE_MESSAGES.goalProgressMin });

    const cases: [Record<string, unknown>, string][] = [
      [{ isMealManagementPlan: false }, 'details_IfNotMealMaganementPlan'],
      [{ isDrinkingProblem: true }, 'details_IfProblemExist'],
      [{ isHealthIssues: true }, 'details_IfHealthIssuesExist'],
      [{ isBehaviourConcerned: true }, 'details_ifIsBehaviourConcerned'],
    ];
    for (const [answer, field] of cases) {
      const res = await post(h, api('add_shiftreport'), staff, reportBody(r.shiftId, answer));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual({ [field]: ATTENDANCE_MESSAGES.detailsRequired });
      const ok = await post(
        h,
        api('add_shiftreport'),
        staff,
        reportBody(r.shiftId, { ...answer, [field]: 'Explained here' }),
      );
      expect(ok.statusCode, field).toBe(200);
    }
    expect((await storedOf(r.shiftId))[0]?.details_ifIsBehaviourConcerned).toBe('Explained here');
  });

  it('needs a clock-in first', async () => {
    const r = await reportCompany(h, { clockedIn: false });
    const res = await post(h, api('add_shiftreport'), r.c.users.Staff.token, reportBody(r.shiftId));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Clock in to this shift before filling its report');
    expect(await storedOf(r.shiftId)).toHaveLength(0);
  });

  it('another staff member’s shift and another company’s shift are not found', async () => {
    const r = await reportCompany(h);
    const mine = await post(h, api('add_shiftreport'), r.c.users.Staff.token, reportBody(r.otherShiftId));
    expect(mine.statusCode).toBe(404);
    const other = await reportCompany(h);
    const theirs = await post(h, api('add_shiftreport'), r.c.users.Staff.token, reportBody(other.shiftId));
    expect(theirs.statusCode).toBe(404);
    expect(await storedOf(other.shiftId)).toHaveLength(0);
  });

  it('Client and Auditor cannot add a report (403); the office not to a shift still upcoming (400)', async () => {
    const r = await reportCompany(h);
    for (const role of ['Client', 'Auditor'] as const) {
      const res = await post(h, api('add_shiftreport'), r.c.users[role].token, reportBody(r.shiftId));
      expect(res.statusCode, role).toBe(403);
    }
    const office = await post(h, api('add_shiftreport'), r.c.users.CompanyAdmin.token, reportBody(r.shiftId));
    expect(office.statusCode).toBe(400);
    expect(await storedOf(r.shiftId)).toHaveLength(0);
  });

  it('a queued save replayed with the same requestId gets the same reply and changes nothing', async () => {
    const r = await reportCompany(h);
    const staff = r.c.users.Staff.token;
    const requestId = randomUUID();
    const deviceTime = new Date(h.clock.now().getTime() - 60 * 60_000).toISOString();
    const url = `${api('add_shiftreport')}?requestId=${requestId}&deviceTime=${encodeURIComponent(deviceTime)}`;
    const first = await post(h, url, staff, reportBody(r.shiftId, { isSigned: true }));
    expect(first.statusCode).toBe(200);
    const again = await post(h, url, staff, reportBody(r.shiftId, { urgentMatters: 'changed on replay' }));
    expect(again.json()).toEqual(first.json());
    expect((await storedOf(r.shiftId))[0]?.urgentMatters).toBe('None today');
  });

  it('refuses the office an edit under the worker’s request id (409), never dropping it (issue 24)', async () => {
    const r = await reportCompany(h);
    const requestId = randomUUID();
    const saved = await post(
      h,
      `${api('add_shiftreport')}?requestId=${requestId}`,
      r.c.users.Staff.token,
      reportBody(r.shiftId),
    );
    const id = saved.json().shiftReportId as string;
    const office = await post(
      h,
      `${api(`edit/${id}`)}?requestId=${requestId}`,
      r.c.users.CompanyAdmin.token,
      reportBody(r.shiftId, { urgentMatters: 'The office edit' }),
    );
    expect(office.statusCode, office.body).toBe(409);
    expect(office.json().errors.requestId).toMatch(/belongs to the worker's own save/);
    expect((await storedOf(r.shiftId))[0]?.urgentMatters).toBe('None today');
    const worker = await post(
      h,
      `${api(`edit/${id}`)}?requestId=${requestId}`,
      r.c.users.Staff.token,
      reportBody(r.shiftId, { urgentMatters: 'changed on replay' }),
    );
    expect(worker.json()).toEqual(saved.json());
  });

  it('refuses a queued save older than 24 hours or from the future', async () => {
    const r = await reportCompany(h);
    const staff = r.c.users.Staff.token;
    const send = (ms: number) =>
      post(
        h,
        `${api('add_shiftreport')}?requestId=${randomUUID()}&deviceTime=${encodeURIComponent(new Date(h.clock.now().getTime() + ms).toISOString())}`,
        staff,
        reportBody(r.shiftId),
      );
    expect((await send(-25 * 60 * 60_000)).json().message).toBe(OFFLINE_MESSAGES.tooOld);
    expect((await send(10 * 60_000)).json().message).toBe(OFFLINE_MESSAGES.future);
    expect(await storedOf(r.shiftId)).toHaveLength(0);
  });

  it('sanitises the goal progress: scripts, GIF images and javascript links go, PNG images stay', async () => {
    const r = await reportCompany(h);
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const html = `<p onclick="x()">Cooked lunch together and cleaned up.<script>alert(1)</script></p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><img src="${png}"><a href="javascript:alert(1)">bad</a><a href="https://ndis.gov.au">good</a>`;
    const res = await post(
      h,
      api('add_shiftreport'),
      r.c.users.Staff.token,
      reportBody(r.shiftId, { goal_Progress: html }),
    );
    expect(res.statusCode).toBe(200);
    const stored = (await storedOf(r.shiftId))[0]?.goal_Progress ?? '';
    expect(stored).not.toMatch(/script|alert|onclick|image\/gif|javascript/);
    expect(stored).toContain(png);
    expect(stored).toContain('<a href="https://ndis.gov.au">good</a>');
  });

  it('refuses more than 2 MB of images at goal_Progress', async () => {
    const r = await reportCompany(h);
    const big = `data:image/jpeg;base64,${Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64')}`;
    const res = await post(
      h,
      api('add_shiftreport'),
      r.c.users.Staff.token,
      reportBody(r.shiftId, { goal_Progress: `<p>Went swimming at the pool today.</p><img src="${big}">` }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['goal_Progress']);
  });
});

describe('POST /ShiftReports/edit/{shiftReportId}', () => {
  it('the worker edits and signs; the office edits and the signature state is kept', async () => {
    const r = await reportCompany(h);
    const staff = r.c.users.Staff.token;
    const id = (await post(h, api('add_shiftreport'), staff, reportBody(r.shiftId))).json().shiftReportId;
    const signed = await post(h, api(`edit/${id}`), staff, reportBody(r.shiftId, { isSigned: true }));
    expect(signed.json()).toMatchObject({
      status: 'Success',
      message: 'Shift report signed',
      shiftReportId: id,
    });

    const admin = await post(
      h,
      api(`edit/${id}`),
      r.c.users.Administrator.token,
      reportBody(r.shiftId, { contactFamily: 'Office note', isSigned: false }),
    );
    expect(admin.json()).toMatchObject({ status: 'Success', message: 'Shift report saved' });
    expect((await storedOf(r.shiftId))[0]).toMatchObject({
      contactFamily: 'Office note',
      isSigned: true,
      signedByStaffId: r.staff.id,
    });
    const logs = await activitiesOf(h, r.c.companyId);
    expect(logs.some((l) => l.activity.startsWith('Edited the shift report'))).toBe(true);
  });

  it('another worker, the auditor and another company cannot edit', async () => {
    const r = await reportCompany(h);
    const id = (await post(h, api('add_shiftreport'), r.c.users.Staff.token, reportBody(r.shiftId))).json()
      .shiftReportId;
    expect(
      (await post(h, api(`edit/${id}`), r.c.users.Auditor.token, reportBody(r.shiftId))).statusCode,
    ).toBe(403);
    expect((await post(h, api(`edit/${id}`), r.c.users.Client.token, reportBody(r.shiftId))).statusCode).toBe(
      403,
    );
    const other = await createCompany(h);
    expect(
      (await post(h, api(`edit/${id}`), other.users.CompanyAdmin.token, reportBody(r.shiftId))).statusCode,
    ).toBe(404);
    const otherWorker = await reportCompany(h);
    expect(
      (await post(h, api(`edit/${id}`), otherWorker.c.users.Staff.token, reportBody(r.shiftId))).statusCode,
    ).toBe(404);
  });
});
