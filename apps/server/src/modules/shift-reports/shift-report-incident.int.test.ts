import { zonedWallTimeToInstant } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { incidents } from '../../db/schema/index.ts';
import {
  api as incidentApi,
  incidentBody,
  incidentCompany,
  localAgo,
  raise,
} from '../incidents/incidents.test-kit.ts';
import { api, get, post, reportBody } from './shift-reports.test-kit.ts';

const h = await harness();

const incidentsOf = (companyId: string) =>
  h.database.db.select().from(incidents).where(eq(incidents.companyId, companyId));

/** The incident form as the worker answers it on the report: a fall, harmed, first aid, 80 minutes ago. */
function fall(o: Record<string, unknown> = {}) {
  const { date, time } = localAgo(h, 80);
  return incidentBody(h, {
    title: 'Fell in the garden',
    occurredDate: date,
    occurredTime: time,
    location: 'Back garden, 12 Harbour St',
    description: 'Tripped on the loose step and fell on her knee.',
    immediateActions: 'Sat her down, cleaned and dressed the graze.',
    personHarmed: 'Yes',
    harmDetails: 'Grazed left knee',
    firstAid: 'Yes',
    familyNotified: 'Yes',
    reportable: 'Unsure',
    witnesses: [],
    ...o,
  });
}

describe('"Incident? Yes" on a shift report records the facts as written (issue 40)', () => {
  it('makes one incident with the worker’s time, harm and first aid, linked to the report both ways', async () => {
    const r = await incidentCompany(h);
    const staff = r.c.users.Staff.token;
    const answers = fall();
    const res = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isIncident: true, incident: answers, isSigned: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Shift report signed. Incident INC-0001 was raised and key personnel were told',
      incidentNo: 'INC-0001',
    });
    const rows = await incidentsOf(r.c.companyId);
    expect(rows).toHaveLength(1);
    const written = zonedWallTimeToInstant(
      `${answers.occurredDate}T${answers.occurredTime}`,
      'Australia/Sydney',
    );
    expect(rows[0]).toMatchObject({
      shiftRosterId: r.shiftId,
      shiftReportId: res.json().shiftReportId,
      staffId: r.staff.id,
      profileId: r.client.id,
      title: 'Fell in the garden',
      location: 'Back garden, 12 Harbour St',
      personHarmed: true,
      harmDetails: 'Grazed left knee',
      firstAid: true,
      familyNotified: true,
      reportable: 'Unsure',
      status: 'New',
    });
    // The time the worker wrote, not the time of the report; awareness is the save.
    expect(rows[0]?.occurredAt.toISOString()).toBe(written.toISOString());
    expect(rows[0]?.awareAt.toISOString()).toBe(h.clock.now().toISOString());
    expect((await mailsTo(h, r.c.users.CompanyAdmin.email))[0]?.subject).toBe(
      'Incident INC-0001 reported: Fell in the garden',
    );

    // The report shows its incident, to the worker and the office; the report keeps the summary.
    const report = (
      await get(h, `${api('get_shiftreport_details/null')}?shiftId=${r.shiftId}`, staff)
    ).json();
    expect(report.incident).toMatchObject({
      incidentId: rows[0]?.id,
      incidentNo: 'INC-0001',
      title: 'Fell in the garden',
    });
    expect(report.details_IfIsIncident).toBe(
      'Fell in the garden\nTripped on the loose step and fell on her knee.',
    );
    const list = (await get(h, api('get_all_shiftreports'), r.c.users.CompanyAdmin.token)).json();
    expect(
      list.find((x: { shiftRosterId: string }) => x.shiftRosterId === r.shiftId)?.incident?.incidentNo,
    ).toBe('INC-0001');
    // The incident shows its report.
    const incident = (await get(h, incidentApi(rows[0]?.id as string), r.c.users.CompanyAdmin.token)).json();
    expect(incident).toMatchObject({
      shiftReportId: report.shiftReportId,
      personHarmed: true,
      firstAid: true,
    });

    // Saving the report again with its incident keeps it; answering again is refused with a 409.
    const resave = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isIncident: true, incidentId: rows[0]?.id, isSigned: true }),
    );
    expect(resave.statusCode, resave.body).toBe(200);
    expect(resave.json().incidentNo).toBeUndefined();
    const twice = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isIncident: true, incident: answers, isSigned: true }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'This shift report already has incident INC-0001. Open it or add to it instead of reporting it again.',
    );
    const edit = await post(
      h,
      api(`edit/${report.shiftReportId}`),
      staff,
      reportBody(r.shiftId, { isIncident: true, incident: answers }),
    );
    expect(edit.statusCode).toBe(409);
    expect(await incidentsOf(r.c.companyId)).toHaveLength(1);
  });

  it('a bare "Yes" from the worker asks for the questions; a wrong answer is placed under incident and saves nothing', async () => {
    const r = await incidentCompany(h);
    const staff = r.c.users.Staff.token;
    const bare = await post(h, api('add_shiftreport'), staff, reportBody(r.shiftId, { isIncident: true }));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toHaveProperty('incident');
    // Details alone pass the schema but a worker must still answer the questions.
    const words = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isIncident: true, details_IfIsIncident: 'She fell' }),
    );
    expect(words.statusCode).toBe(400);
    expect(words.json().message).toMatch(/^Answer the incident questions/);
    const { date } = localAgo(h, -24 * 60);
    const future = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isIncident: true, incident: fall({ occurredDate: date }) }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ 'incident.occurredDate': 'The incident cannot be in the future' });
    const unharmed = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isIncident: true, incident: fall({ personHarmed: '' }) }),
    );
    expect(unharmed.statusCode).toBe(400);
    expect(unharmed.json().errors).toHaveProperty(['incident.personHarmed']);
    expect(await incidentsOf(r.c.companyId)).toHaveLength(0);
    // No report was saved: the shift's report is still none (200 with null since issue 40 item 10).
    const report = await get(h, `${api('get_shiftreport_details/null')}?shiftId=${r.shiftId}`, staff);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toBeNull();
  });

  it('the incident already reported for the shift is offered, and the report joins it instead of making a second', async () => {
    const r = await incidentCompany(h);
    const staff = r.c.users.Staff.token;
    const first = await raise(h, staff, fall({ shiftRosterId: r.shiftId, clientId: r.client.id }));
    // "Report an incident" for the shift lists the worker's incident there.
    const offered = (
      await get(h, `${incidentApi('get_incidents')}?shiftRosterId=${r.shiftId}`, staff)
    ).json();
    expect(offered.map((i: { incidentId: string }) => i.incidentId)).toEqual([first]);
    expect(offered[0].shiftReportId).toBeNull();

    const res = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isIncident: true, incidentId: first }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Shift report saved. It is linked to incident INC-0001');
    const rows = await incidentsOf(r.c.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.shiftReportId).toBe(res.json().shiftReportId);

    // "Add to it": the worker adds what they know now; the first record stays as written.
    const added = await post(h, incidentApi(`add_information/${first}`), staff, {
      text: 'She is walking without pain this afternoon.',
    });
    expect(added.statusCode, added.body).toBe(200);
    const view = (await get(h, incidentApi(first), staff)).json();
    expect(view.additions).toEqual([
      expect.objectContaining({
        text: 'She is walking without pain this afternoon.',
        at: h.clock.now().toISOString(),
      }),
    ]);
    expect(view.description).toBe('Tripped on the loose step and fell on her knee.');
    expect(
      (await post(h, incidentApi(`add_information/${first}`), staff, { text: ' ' })).json().errors,
    ).toEqual({ text: 'Write what you want to add' });
  });

  it('another company’s report, another worker’s shift or incident: 404, and nothing is made', async () => {
    const r = await incidentCompany(h);
    const staff = r.c.users.Staff.token;
    // Another worker's shift, in the same company.
    const theirs = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.otherShiftId, { isIncident: true, incident: fall() }),
    );
    expect(theirs.statusCode).toBe(404);
    // Another company's shift and report.
    const other = await incidentCompany(h);
    const otherReport = await post(
      h,
      api('add_shiftreport'),
      other.c.users.Staff.token,
      reportBody(other.shiftId, { isIncident: true, incident: fall() }),
    );
    expect(otherReport.statusCode).toBe(200);
    const abroad = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(other.shiftId, { isIncident: true, incident: fall() }),
    );
    expect(abroad.statusCode).toBe(404);
    const editAbroad = await post(
      h,
      api(`edit/${otherReport.json().shiftReportId}`),
      r.c.users.CompanyAdmin.token,
      reportBody(other.shiftId, { isIncident: true, incident: fall() }),
    );
    expect(editAbroad.statusCode).toBe(404);
    // Another company's incident cannot be joined or added to.
    const [otherIncident] = await incidentsOf(other.c.companyId);
    const join = await post(
      h,
      api('add_shiftreport'),
      staff,
      reportBody(r.shiftId, { isIncident: true, incidentId: otherIncident?.id }),
    );
    expect(join.statusCode).toBe(404);
    expect(
      (await post(h, incidentApi(`add_information/${otherIncident?.id}`), staff, { text: 'More' }))
        .statusCode,
    ).toBe(404);
    expect(await incidentsOf(r.c.companyId)).toHaveLength(0);
    expect(await incidentsOf(other.c.companyId)).toHaveLength(1);
  });

  it('a double tap on a weak signal makes one incident: the second save is a 409', async () => {
    const r = await incidentCompany(h);
    const body = reportBody(r.shiftId, { isIncident: true, incident: fall(), isSigned: true });
    const replies = await Promise.all([
      post(h, api('add_shiftreport'), r.c.users.Staff.token, body),
      post(h, api('add_shiftreport'), r.c.users.Staff.token, body),
    ]);
    expect(replies.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(await incidentsOf(r.c.companyId)).toHaveLength(1);
  });

  it('a worker cannot join or add to an incident they did not report; the auditor adds nothing', async () => {
    const r = await incidentCompany(h);
    const admin = r.c.users.CompanyAdmin.token;
    const officeIncident = await raise(h, admin, fall({ shiftRosterId: r.shiftId, clientId: r.client.id }));
    const reply = await post(
      h,
      api('add_shiftreport'),
      r.c.users.Staff.token,
      reportBody(r.shiftId, { isIncident: true, incidentId: officeIncident }),
    );
    expect(reply.statusCode).toBe(404);
    expect(
      (
        await post(h, incidentApi(`add_information/${officeIncident}`), r.c.users.Staff.token, {
          text: 'More',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(h, incidentApi(`add_information/${officeIncident}`), r.c.users.Auditor.token, {
          text: 'More',
        })
      ).statusCode,
    ).toBe(403);
    const other = await createCompany(h);
    expect(
      (
        await post(h, incidentApi(`add_information/${officeIncident}`), other.users.CompanyAdmin.token, {
          text: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a report without an incident raises none', async () => {
    const r = await incidentCompany(h);
    await post(h, api('add_shiftreport'), r.c.users.Staff.token, reportBody(r.shiftId));
    expect(await incidentsOf(r.c.companyId)).toHaveLength(0);
    const shift = (await get(h, `/api/ShiftRosters/${r.shiftId}`, r.c.users.CompanyAdmin.token)).json();
    expect(shift).toMatchObject({ hasIncident: false });
  });
});
