import { TIMESHEET_MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceAt, attendanceCompany, get, reportFor, shiftIn } from '../../../test/attendance.ts';
import { type Harness, harness } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import { attendances, progressNotes } from '../../db/schema/index.ts';
import { FAKE_DRAFT, type FakeChat, startFakeChat } from '../../ports/ai/fake-chat-server.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

const draftUrl = (shiftId: string, reason?: string) =>
  `/api/ShiftRosters/sima_auto_shiftreport?${new URLSearchParams({
    shiftId,
    ...(reason === undefined ? {} : { reason }),
  })}`;

/** A company with a shift that ended an hour ago, attended, with a progress note; its client's full name. */
async function endedShift() {
  const f = await attendanceCompany(h);
  const shiftId = await shiftIn(h, f, -240, {
    minutes: 180,
    activities: 'Community access',
    description: 'Library and lunch',
  });
  const attendanceId = await attendanceAt(h, f, shiftId, { minutesAgo: 240, outMinutesAgo: 60 });
  await h.database.db
    .update(attendances)
    .set({ startKm: 100, endKm: 112.5, report: 'Caught the bus both ways' })
    .where(eq(attendances.id, attendanceId));
  await h.database.db.insert(progressNotes).values({
    companyId: f.c.companyId,
    shiftRosterId: shiftId,
    attendanceId,
    staffId: f.staff.id,
    profileId: f.client.id,
    date: new Date(h.clock.now().getTime() - 240 * 60_000),
    progress: 'Paid at the till on her own',
  });
  const view = (await get(h, `/api/ShiftRosters/${shiftId}`, f.c.users.CompanyAdmin.token)).json();
  return { f, shiftId, clientName: view.clientList[0].fullName as string };
}

describe('GET /ShiftRosters/sima_auto_shiftreport (offline: no AI service configured)', () => {
  it('drafts the report from the shift’s data and the instruction, saving nothing', async () => {
    const { f, shiftId, clientName } = await endedShift();
    const res = await get(h, draftUrl(shiftId, 'Focus on travel training'), f.c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'Success',
      message: 'Report Generated',
      source: 'offline',
      shiftreport: {
        shiftRosterId: shiftId,
        shiftReportId: null,
        isIncident: null,
        details_IfIsIncident: null,
      },
    });
    const goal = body.shiftreport.goal_Progress as string;
    expect(goal).toContain(`Shift with ${clientName}`);
    expect(goal).toContain('Planned activities: Community access.');
    expect(goal).toContain('12.5 km were recorded');
    expect(goal).toContain("Worker's note: Caught the bus both ways.");
    expect(goal).toContain('Progress: Paid at the till on her own.');
    expect(goal).toContain('Focus asked for: Focus on travel training.');
    // The same shift and instruction draft the same report.
    const again = await get(h, draftUrl(shiftId, 'Focus on travel training'), f.c.users.CompanyAdmin.token);
    expect(again.json().shiftreport).toEqual(body.shiftreport);
    const view = (await get(h, `/api/ShiftRosters/${shiftId}`, f.c.users.CompanyAdmin.token)).json();
    expect(view.reportId).toBeNull();
  });

  it('names the report already written, so that saving the draft edits it', async () => {
    const { f, shiftId } = await endedShift();
    await reportFor(h, f.c.companyId, shiftId, false);
    const view = (await get(h, `/api/ShiftRosters/${shiftId}`, f.c.users.CompanyAdmin.token)).json();
    const res = await get(h, draftUrl(shiftId, 'Keep it short'), f.c.users.CompanyAdmin.token);
    expect(res.json().shiftreport.shiftReportId).toBe(view.reportId);
    expect(res.json().shiftreport.goal_Progress).toContain(
      'From the report already written: Went for a walk',
    );
  });

  it('asks for an instruction of at least 4 characters, at the field', async () => {
    const { f, shiftId } = await endedShift();
    const admin = f.c.users.CompanyAdmin.token;
    const missing = await get(h, draftUrl(shiftId), admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ reason: 'Please Provide A Reason' });
    const blank = await get(h, draftUrl(shiftId, '   '), admin);
    expect(blank.json().errors).toEqual({ reason: 'Please Provide A Reason' });
    const short = await get(h, draftUrl(shiftId, 'abc'), admin);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ reason: TIMESHEET_MESSAGES.aiReasonMin });
    const badId = await get(h, draftUrl('nope', 'Keep it short'), admin);
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(['shiftId']);
  });

  it('is not offered for an upcoming shift nor one awaiting a cancellation decision', async () => {
    const f = await attendanceCompany(h);
    const admin = f.c.users.CompanyAdmin.token;
    const upcoming = await shiftIn(h, f, 60);
    const pending = await shiftIn(h, f, -240, { minutes: 180, status: 'Pending' });
    for (const shiftId of [upcoming, pending]) {
      const res = await get(h, draftUrl(shiftId, 'Keep it short'), admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TIMESHEET_MESSAGES.aiNotOffered);
    }
    // Absent (ended, no attendance) and under way are offered.
    const absent = await shiftIn(h, f, -300, { minutes: 60 });
    expect((await get(h, draftUrl(absent, 'Keep it short'), admin)).statusCode).toBe(200);
    const active = await shiftIn(h, f, -30, { minutes: 120 });
    const draft = await get(h, draftUrl(active, 'Keep it short'), admin);
    expect(draft.json().shiftreport.goal_Progress).toContain('No attendance is recorded for this shift.');
  });

  it('is for administrators only: Staff and Auditor 403; another company’s shift 404', async () => {
    const { f, shiftId } = await endedShift();
    for (const role of ['Staff', 'Auditor', 'Client'] as const) {
      const res = await get(h, draftUrl(shiftId, 'Keep it short'), f.c.users[role].token);
      expect(res.statusCode, role).toBe(403);
    }
    const other = await attendanceCompany(h);
    const res = await get(h, draftUrl(shiftId, 'Keep it short'), other.c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /ShiftRosters/sima_auto_shiftreport through an OpenAI-compatible service (a local fake)', () => {
  let fake: FakeChat;
  let app: App;
  beforeAll(async () => {
    fake = await startFakeChat(JSON.stringify(FAKE_DRAFT));
    app = await buildApp({
      config: { ...h.config, ai: { baseUrl: fake.url, apiKey: 'sk-care', model: 'care-model' } },
      database: h.database,
      clock: h.clock.now,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  const call = (shiftId: string, token: string) =>
    app.inject({
      url: draftUrl(shiftId, 'Focus on travel training'),
      headers: { authorization: `Bearer ${token}` },
    });

  it('sends the shift’s facts and the instruction, and replies the service’s draft', async () => {
    const { f, shiftId, clientName } = await endedShift();
    fake.answer = JSON.stringify({
      ...FAKE_DRAFT,
      goal_Progress: '<p onclick="x()">Practised catching the bus.</p><script>x()</script>',
    });
    const res = await call(shiftId, f.c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'ai',
      shiftreport: {
        ...FAKE_DRAFT,
        goal_Progress: '<p>Practised catching the bus.</p>',
        shiftRosterId: shiftId,
      },
    });
    const seen = fake.seen.at(-1);
    expect(seen?.body.model).toBe('care-model');
    expect(seen?.headers.authorization).toBe('Bearer sk-care');
    const user = seen?.body.messages?.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain(clientName);
    expect(user).toContain('Instruction: Focus on travel training');
  });

  it('answers 502 with the spec’s message when the service fails or answers nonsense', async () => {
    const { f, shiftId } = await endedShift();
    fake.answer = 'I cannot help with that.';
    const nonsense = await call(shiftId, f.c.users.Administrator.token);
    expect(nonsense.statusCode).toBe(502);
    expect(nonsense.json().message).toBe(TIMESHEET_MESSAGES.aiFailed);
    fake.answer = JSON.stringify(FAKE_DRAFT);
    fake.status = 503;
    const failed = await call(shiftId, f.c.users.Administrator.token);
    expect(failed.statusCode).toBe(502);
    fake.status = 200;
  });
});
