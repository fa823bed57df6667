import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { approveForAudit } from '../shift-reports/shift-reports.test-kit.ts';
import {
  api,
  get,
  incidentBody,
  incidentCompany,
  localAgo,
  onWholeMinute,
  post,
  raise,
} from './incidents.test-kit.ts';

const h = await harness();

/** A reportable serious injury the office recorded, key personnel aware two hours ago. */
async function reportable(h2: typeof h, token: string, o: Record<string, unknown> = {}) {
  const aware = localAgo(h2, 120);
  return raise(
    h2,
    token,
    incidentBody(h2, {
      reportable: 'Reportable',
      categories: [2],
      personHarmed: 'Yes',
      harmDetails: 'Broken wrist',
      occurredDate: localAgo(h2, 150).date,
      occurredTime: localAgo(h2, 150).time,
      awareDate: aware.date,
      awareTime: aware.time,
      ...o,
    }),
  );
}

describe('an incident from New to Closed', () => {
  it('acknowledged by key personnel, notified to the Commission, its action done, then closed and locked', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin;
    onWholeMinute(h);
    const id = await reportable(h, r.c.users.Administrator.token, { clientId: r.client.id });

    const fresh = (await get(h, api(id), key.token)).json();
    expect(fresh.clocks.map((c: { form: string; state: string }) => [c.form, c.state])).toEqual([
      ['immediate', 'running'],
      ['fiveDay', 'running'],
    ]);
    expect(fresh.clocks[0].msLeft).toBe(22 * 3_600_000);
    expect(fresh).toMatchObject({
      status: 'New',
      canAcknowledge: true,
      nextAction: 'Key personnel: acknowledge the incident',
    });

    const early = await post(h, api(`status/${id}`), key.token, { status: 'Under investigation' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Key personnel must acknowledge the incident before its investigation starts',
    );
    expect((await post(h, api(`status/${id}`), key.token, { status: 'Closed' })).json().message).toBe(
      'An incident moves from New to Under investigation, then to Closed',
    );

    const ack = await post(h, api(`acknowledge/${id}`), key.token);
    expect(ack.json().message).toBe('You acknowledged incident INC-0001');
    expect((await post(h, api(`acknowledge/${id}`), key.token)).statusCode).toBe(409);
    // An administrator who is not key personnel does not acknowledge.
    expect((await post(h, api(`acknowledge/${id}`), r.c.users.Administrator.token)).statusCode).toBe(403);

    const now = localAgo(h, 0);
    const notified = await post(h, api(`notification/${id}`), key.token, {
      form: 'immediate',
      submittedDate: now.date,
      submittedTime: now.time,
      reference: 'NDISC-2026-88123',
    });
    expect(notified.json().message).toBe(
      'The Immediate Notification of incident INC-0001 is recorded as lodged',
    );
    const bad = await post(h, api(`notification/${id}`), key.token, { form: 'final', reference: '' });
    expect(bad.json().errors).toMatchObject({
      form: 'Choose the Commission form',
      submittedDate: 'Enter the date it was submitted',
      submittedTime: 'Enter the time it was submitted',
      reference: 'Enter the Commission’s reference number',
    });

    expect(
      (await post(h, api(`status/${id}`), key.token, { status: 'Under investigation' })).statusCode,
    ).toBe(200);
    const action = await post(h, api(`corrective_action/${id}`), key.token, {
      action: 'Replace the shower chair',
      owner: 'Office',
      dueDate: '2026-12-01',
    });
    expect(action.statusCode).toBe(200);
    expect((await post(h, api(`corrective_action/${id}`), key.token, {})).json().errors).toEqual({
      action: 'Describe the corrective action',
      owner: 'Name who owns the action',
      dueDate: 'Enter the due date',
    });

    const blocked = await post(h, api(`status/${id}`), key.token, { status: 'Closed' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(
      'Record the findings before closing the incident. Record the Commission notifications due before closing the incident. Every corrective action must be done before closing the incident',
    );

    const five = await post(h, api(`notification/${id}`), key.token, {
      form: 'fiveDay',
      submittedDate: now.date,
      submittedTime: now.time,
      reference: 'NDISC-2026-88123-5D',
    });
    expect(five.statusCode).toBe(200);
    const actionId = (await get(h, api(id), key.token)).json().correctiveActions[0].id as string;
    expect((await post(h, api(`corrective_action_done/${id}/${actionId}`), key.token)).statusCode).toBe(200);
    expect((await post(h, api(`corrective_action_done/${id}/${actionId}`), key.token)).statusCode).toBe(409);

    const closed = await post(h, api(`status/${id}`), key.token, {
      status: 'Closed',
      findings: 'The chair’s feet were worn.',
    });
    expect(closed.json().message).toBe('Incident INC-0001 is now Closed');
    const view = (await get(h, api(id), key.token)).json();
    expect(view).toMatchObject({
      status: 'Closed',
      findings: 'The chair’s feet were worn.',
      closedBy: `CompanyAdmin ${key.email.split('-')[1]?.split('@')[0]}`,
    });
    expect(view.clocks.map((c: { state: string }) => c.state)).toEqual(['submitted', 'submitted']);
    const locked = await post(h, api(`edit/${id}`), key.token, incidentBody(h));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This incident is closed: its record is locked');
    expect(await activitiesOf(h, key.id, 'Moved incident INC-0001 to Closed')).toHaveLength(1);
  });

  it('turns a clock late once its due time passes, and the dashboard lists late incidents first', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin;
    onWholeMinute(h);
    const aware = localAgo(h, 25 * 60);
    const late = await raise(
      h,
      key.token,
      incidentBody(h, {
        title: 'Assault by a visitor',
        reportable: 'Reportable',
        categories: [4],
        occurredDate: localAgo(h, 26 * 60).date,
        occurredTime: localAgo(h, 26 * 60).time,
        awareDate: aware.date,
        awareTime: aware.time,
      }),
    );
    const running = await reportable(h, key.token);
    const view = (await get(h, api(late), key.token)).json();
    expect(view.late).toBe(true);
    expect(view.clocks[0]).toMatchObject({ form: 'immediate', state: 'late', msLeft: -3_600_000 });
    const board = (await get(h, api('awaiting_action'), key.token)).json();
    expect(board.incidents.map((i: { incidentId: string }) => i.incidentId)).toEqual([late, running]);
    expect(board).toMatchObject({ isKeyPerson: true, keyPersonnelSet: true });
    expect(board.incidents[0].awaitsYourAcknowledgement).toBe(true);
    expect((await get(h, api('awaiting_action'), r.c.users.Auditor.token)).statusCode).toBe(403);
  });

  it('an unauthorised restrictive practice without harm runs only the 5-Day clock', async () => {
    const r = await incidentCompany(h);
    const id = await reportable(h, r.c.users.CompanyAdmin.token, {
      categories: [6],
      restrictivePracticeHarm: 'No',
    });
    const view = (await get(h, api(id), r.c.users.CompanyAdmin.token)).json();
    expect(view.clocks.map((c: { form: string }) => c.form)).toEqual(['fiveDay']);
    const wrong = await post(h, api(`notification/${id}`), r.c.users.CompanyAdmin.token, {
      form: 'immediate',
      submittedDate: localAgo(h, 0).date,
      submittedTime: localAgo(h, 0).time,
      reference: 'X',
    });
    expect(wrong.json().errors).toEqual({ form: 'This incident does not need that form' });
  });
});

describe('who reaches which incidents', () => {
  it('a worker and a participant see only the incidents they reported; another’s is not found', async () => {
    const r = await incidentCompany(h);
    const office = await raise(
      h,
      r.c.users.CompanyAdmin.token,
      incidentBody(h, { clientId: r.client.id, staffId: r.staff.id }),
    );
    const own = await raise(h, r.c.users.Staff.token, incidentBody(h, { clientId: r.client.id }));
    const list = (await get(h, api('get_incidents'), r.c.users.Staff.token)).json();
    expect(list.map((i: { incidentId: string }) => i.incidentId)).toEqual([own]);
    expect((await get(h, api(office), r.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, api(`pdf/${office}`), r.c.users.Staff.token)).statusCode).toBe(404);
    expect((await get(h, api(office), r.c.users.Client.token)).statusCode).toBe(404);
    expect((await get(h, api(own), r.c.users.Staff.token)).json()).toMatchObject({
      incidentId: own,
      canAcknowledge: false,
    });
    expect(
      (await get(h, api(`get_incidents?clientId=${r.otherClient.id}`), r.c.users.Staff.token)).statusCode,
    ).toBe(404);
    // Workers do not run the register.
    expect((await post(h, api(`acknowledge/${own}`), r.c.users.Staff.token)).statusCode).toBe(403);
    expect(
      (await post(h, api(`status/${own}`), r.c.users.Staff.token, { status: 'Closed' })).statusCode,
    ).toBe(403);
  });

  it('an auditor reads only incidents whose participant and worker are audit-approved', async () => {
    const r = await incidentCompany(h);
    const admin = r.c.users.CompanyAdmin.token;
    const id = await raise(h, admin, incidentBody(h, { clientId: r.client.id, staffId: r.staff.id }));
    const auditor = r.c.users.Auditor.token;
    expect((await get(h, api('get_incidents'), auditor)).json()).toEqual([]);
    expect((await get(h, api(id), auditor)).statusCode).toBe(404);
    expect(
      (await get(h, `/api/IncidentReports/get_incidentreport?clientId=${r.client.id}`, auditor)).statusCode,
    ).toBe(404);
    await approveForAudit(h, r);
    expect(
      (await get(h, api('get_incidents'), auditor)).json().map((i: { incidentId: string }) => i.incidentId),
    ).toEqual([id]);
    expect((await get(h, api(id), auditor)).statusCode).toBe(200);
    expect((await post(h, api(`edit/${id}`), auditor, incidentBody(h))).statusCode).toBe(403);
  });

  it('another company’s incident is not found, for reading and for every change', async () => {
    const r = await incidentCompany(h);
    const id = await raise(h, r.c.users.CompanyAdmin.token, incidentBody(h));
    const other = (await createCompany(h)).users.CompanyAdmin.token;
    expect((await get(h, api(id), other)).statusCode).toBe(404);
    expect((await get(h, api(`pdf/${id}`), other)).statusCode).toBe(404);
    expect((await post(h, api(`status/${id}`), other, { status: 'Under investigation' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await post(h, api(`corrective_action/${id}`), other, {
          action: 'A',
          owner: 'B',
          dueDate: '2026-12-01',
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(h, api(`edit/${id}`), other, incidentBody(h))).statusCode).toBe(404);
  });
});

describe('the participant form, the PDF and key personnel', () => {
  it('GET /IncidentReports/get_incidentreport answers the participant’s incidents from the register', async () => {
    const r = await incidentCompany(h);
    const id = await raise(h, r.c.users.CompanyAdmin.token, incidentBody(h, { clientId: r.client.id }));
    await raise(h, r.c.users.CompanyAdmin.token, incidentBody(h, { clientId: r.otherClient.id }));
    const res = await get(
      h,
      `/api/IncidentReports/get_incidentreport?clientId=${r.client.id}&companyId=${r.c.companyId}&name=Incident%20Report`,
      r.c.users.Administrator.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', clientId: r.client.id, name: 'Incident Report' });
    expect(res.json().data.map((i: { incidentId: string }) => i.incidentId)).toEqual([id]);
    expect(
      (await get(h, '/api/IncidentReports/get_incidentreport', r.c.users.Administrator.token)).json().errors,
    ).toEqual({
      clientId: 'clientId must be a UUID',
    });
    expect(
      (
        await get(
          h,
          `/api/IncidentReports/get_incidentreport?clientId=${r.client.id}`,
          r.c.users.CareManager.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('prints an incident as a PDF', async () => {
    const r = await incidentCompany(h);
    const id = await reportable(h, r.c.users.CompanyAdmin.token);
    const res = await get(h, api(`pdf/${id}`), r.c.users.CompanyAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Incident-INC-0001.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names key personnel among active administrators only', async () => {
    const r = await incidentCompany(h);
    const token = r.c.users.CompanyAdmin.token;
    const list = (await get(h, api('key_personnel'), token)).json();
    expect(list.keyPersonnel.map((p: { userId: string }) => p.userId)).toEqual([r.c.users.CompanyAdmin.id]);
    expect(list.candidates.map((c: { userId: string }) => c.userId).sort()).toEqual(
      [r.c.users.CompanyAdmin.id, r.c.users.Administrator.id].sort(),
    );
    expect((await post(h, api('key_personnel'), token, { userIds: [] })).json().errors).toEqual({
      userIds: 'Choose at least one key person',
    });
    expect(
      (await post(h, api('key_personnel'), token, { userIds: [r.c.users.Staff.id] })).json().errors,
    ).toEqual({
      userIds: 'Key personnel are chosen from the company’s active administrators',
    });
    expect(
      (await post(h, api('key_personnel'), r.c.users.Staff.token, { userIds: [r.c.users.Staff.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(h, api('key_personnel'), token, { userIds: [r.c.users.Administrator.id] })).statusCode,
    ).toBe(200);
  });
});
