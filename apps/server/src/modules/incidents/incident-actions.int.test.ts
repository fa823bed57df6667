import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { incidents } from '../../db/schema/index.ts';
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

const rowOf = async (id: string) =>
  (await h.database.db.select().from(incidents).where(eq(incidents.id, id)))[0];

/** A reportable serious injury the office recorded, key personnel aware two hours ago. */
function reportableBody(o: Record<string, unknown> = {}) {
  const aware = localAgo(h, 120);
  return incidentBody(h, {
    reportable: 'Reportable',
    categories: [2],
    personHarmed: 'Yes',
    harmDetails: 'Broken wrist',
    occurredDate: localAgo(h, 150).date,
    occurredTime: localAgo(h, 150).time,
    awareDate: aware.date,
    awareTime: aware.time,
    ...o,
  });
}

describe('POST /api/Incidents/edit/:incidentId', () => {
  it('the office corrects the record: fields, participant and worker saved, awareness kept, activity logged', async () => {
    const r = await incidentCompany(h);
    const admin = r.c.users.Administrator;
    const id = await raise(h, r.c.users.Staff.token, incidentBody(h, { clientId: r.client.id }));
    const before = await rowOf(id);
    h.clock.advance(10 * 60_000);
    const res = await post(
      h,
      api(`edit/${id}`),
      admin.token,
      incidentBody(h, {
        title: 'Fell in the bathroom',
        personHarmed: 'Yes',
        harmDetails: 'Bruised hip',
        clientId: r.client.id,
        staffId: r.staff.id,
        familyNotified: 'Yes',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: 'Incident INC-0001 saved', incidentId: id });
    const after = await rowOf(id);
    expect(after).toMatchObject({
      title: 'Fell in the bathroom',
      personHarmed: true,
      harmDetails: 'Bruised hip',
      familyNotified: true,
      profileId: r.client.id,
      staffId: r.staff.id,
      userModified: admin.id,
    });
    // Without a new awareness time the clocks do not restart.
    expect(after?.awareAt.toISOString()).toBe(before?.awareAt.toISOString());
    expect(await activitiesOf(h, admin.id, 'Edited incident INC-0001')).toHaveLength(1);
  });

  it('a new awareness time restarts the clocks from it', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    onWholeMinute(h);
    const id = await raise(h, key, incidentBody(h));
    const res = await post(h, api(`edit/${id}`), key, reportableBody());
    expect(res.statusCode).toBe(200);
    const view = (await get(h, api(id), key)).json();
    expect(view.clocks[0]).toMatchObject({ form: 'immediate', state: 'running', msLeft: 22 * 3_600_000 });
  });

  it('names each missing field with its message and changes nothing', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    const id = await raise(h, key, incidentBody(h));
    const before = await rowOf(id);
    const res = await post(h, api(`edit/${id}`), key, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      type: 'Choose the type: incident, near miss or hazard',
      title: 'Give the incident a short title',
      occurredDate: 'Enter the date it happened',
      occurredTime: 'Enter the time it happened',
      location: 'Say where it happened',
      description: 'Describe what happened',
      immediateActions: 'Say what was done straight away',
      reportable: 'Say whether it is reportable to the NDIS Commission',
    });
    const t = (o: Record<string, unknown>) => post(h, api(`edit/${id}`), key, incidentBody(h, o));
    expect((await t({ personHarmed: 'Yes' })).json().errors).toEqual({
      harmDetails: 'Describe the harm or injury',
    });
    expect((await t({ reportable: 'Reportable' })).json().errors).toEqual({
      categories: 'Choose the reportable category',
    });
    expect((await t({ reportable: 'Reportable', categories: [6] })).json().errors).toEqual({
      restrictivePracticeHarm: 'Say whether the restrictive practice caused harm',
    });
    expect((await t({ awareDate: localAgo(h, 0).date })).json().errors).toEqual({
      awareTime: 'Enter both the date and the time key personnel became aware',
    });
    expect((await t({ witnesses: [{ name: '' }] })).json().errors).toEqual({
      'witnesses.0.name': 'Enter the witness’s name',
    });
    const later = localAgo(h, -120);
    expect((await t({ occurredDate: later.date, occurredTime: later.time })).json().errors).toEqual({
      occurredDate: 'The incident cannot be in the future',
    });
    const early = localAgo(h, 180);
    expect((await t({ awareDate: early.date, awareTime: early.time })).json().errors).toEqual({
      awareDate: 'Key personnel cannot become aware before the incident happened',
    });
    expect((await t({ awareDate: later.date, awareTime: later.time })).json().errors).toEqual({
      awareDate: 'Key personnel cannot become aware in the future',
    });
    const badId = await post(h, api('edit/not-a-uuid'), key, incidentBody(h));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ incidentId: 'The incident id must be a UUID' });
    expect(await rowOf(id)).toEqual(before);
  });

  it('moving the incident after the time key personnel became aware, without a new awareness, is refused', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    // Reported by the office an hour after it happened, awareness two hours ago.
    const id = await raise(h, key, reportableBody());
    const before = await rowOf(id);
    const afterAwareness = localAgo(h, 30);
    const res = await post(
      h,
      api(`edit/${id}`),
      key,
      reportableBody({
        occurredDate: afterAwareness.date,
        occurredTime: afterAwareness.time,
        awareDate: undefined,
        awareTime: undefined,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      awareDate: 'Key personnel cannot become aware before the incident happened',
    });
    expect(await rowOf(id)).toEqual(before);
  });

  it('is refused to workers, participants, auditors and care managers (403)', async () => {
    const r = await incidentCompany(h);
    const id = await raise(h, r.c.users.Staff.token, incidentBody(h, { clientId: r.client.id }));
    await approveForAudit(h, r);
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      const res = await post(h, api(`edit/${id}`), r.c.users[role].token, incidentBody(h));
      expect(res.statusCode, role).toBe(403);
    }
    expect((await rowOf(id))?.title).toBe('Slipped in the bathroom');
  });

  it('links the incident to a shift of its participant; a shift not theirs is named at the field, another company’s is not found', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    const id = await raise(h, key, incidentBody(h, { clientId: r.client.id }));
    const edit = (o: Record<string, unknown>) =>
      post(h, api(`edit/${id}`), key, incidentBody(h, { clientId: r.client.id, ...o }));
    const before = await rowOf(id);
    const wrong = await edit({ shiftRosterId: r.otherShiftId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ shiftRosterId: 'This shift is not the participant’s' });
    const other = await incidentCompany(h);
    expect((await edit({ shiftRosterId: other.shiftId })).statusCode).toBe(404);
    expect(await rowOf(id)).toEqual(before);

    expect((await edit({ shiftRosterId: r.shiftId })).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ shiftRosterId: r.shiftId, staffId: r.staff.id });
    // An edit that leaves the shift and the worker out keeps them, and a participant not on it is refused.
    expect((await edit({ staffId: r.otherStaff.id })).statusCode).toBe(200);
    expect((await edit({})).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ shiftRosterId: r.shiftId, staffId: r.otherStaff.id });
    expect((await edit({ clientId: r.otherClient.id })).json().errors).toEqual({
      shiftRosterId: 'This shift is not the participant’s',
    });
    expect((await rowOf(id))?.profileId).toBe(r.client.id);
  });

  it('another company’s participant or worker named in the body is not found, and nothing is saved', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    const id = await raise(h, key, incidentBody(h));
    const before = await rowOf(id);
    const other = await incidentCompany(h);
    const body = (o: Record<string, unknown>) => incidentBody(h, { title: 'Changed', ...o });
    expect((await post(h, api(`edit/${id}`), key, body({ clientId: other.client.id }))).statusCode).toBe(404);
    expect((await post(h, api(`edit/${id}`), key, body({ staffId: other.staff.id }))).statusCode).toBe(404);
    // The other company's office does not reach this incident.
    const theirs = other.c.users.CompanyAdmin.token;
    expect((await post(h, api(`edit/${id}`), theirs, body({}))).statusCode).toBe(404);
    expect(await rowOf(id)).toEqual(before);
  });
});

describe('POST /api/Incidents/notification/:incidentId', () => {
  it('refuses a submission in the future or before awareness, and a form the incident does not need', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    const id = await raise(h, key, reportableBody());
    const at = (minutesAgo: number, o: Record<string, unknown> = {}) => ({
      form: 'immediate',
      submittedDate: localAgo(h, minutesAgo).date,
      submittedTime: localAgo(h, minutesAgo).time,
      reference: 'NDISC-1',
      ...o,
    });
    const future = await post(h, api(`notification/${id}`), key, at(-60));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ submittedDate: 'The submission cannot be in the future' });
    const early = await post(h, api(`notification/${id}`), key, at(180));
    expect(early.json().errors).toEqual({
      submittedDate: 'The submission cannot be before key personnel became aware',
    });
    const bad = await post(h, api(`notification/${id}`), key, at(0, { submittedTime: '25:00' }));
    expect(bad.json().errors).toEqual({ submittedTime: 'Enter a time as HH:mm' });
    const plain = await raise(h, key, incidentBody(h));
    const notNeeded = await post(h, api(`notification/${plain}`), key, at(0));
    expect(notNeeded.json().errors).toEqual({ form: 'This incident does not need that form' });
    expect((await rowOf(id))?.notifications).toEqual([]);
    // Recorded once, then replaced by a correction of the same form.
    expect((await post(h, api(`notification/${id}`), key, at(60))).statusCode).toBe(200);
    expect((await post(h, api(`notification/${id}`), key, at(0, { reference: 'NDISC-2' }))).statusCode).toBe(
      200,
    );
    expect((await rowOf(id))?.notifications.map((n) => n.reference)).toEqual(['NDISC-2']);
  });

  it('is refused to workers and auditors (403) and to another company (404)', async () => {
    const r = await incidentCompany(h);
    const id = await raise(h, r.c.users.CompanyAdmin.token, reportableBody({ clientId: r.client.id }));
    await approveForAudit(h, r);
    const body = {
      form: 'immediate',
      submittedDate: localAgo(h, 0).date,
      submittedTime: localAgo(h, 0).time,
      reference: 'NDISC-1',
    };
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await post(h, api(`notification/${id}`), r.c.users[role].token, body)).statusCode, role).toBe(
        403,
      );
    }
    const other = (await createCompany(h)).users.CompanyAdmin.token;
    expect((await post(h, api(`notification/${id}`), other, body)).statusCode).toBe(404);
    expect((await rowOf(id))?.notifications).toEqual([]);
  });
});

describe('POST /api/Incidents/status/:incidentId', () => {
  it('names the missing status, the undecided reportability, and refuses to reopen a closed incident', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    const id = await raise(h, key, incidentBody(h, { reportable: 'Unsure' }));
    const missing = await post(h, api(`status/${id}`), key, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ status: 'Choose the status' });
    expect((await post(h, api(`status/${id}`), key, { status: 'Open' })).json().errors).toEqual({
      status: 'Choose the status',
    });
    await post(h, api(`acknowledge/${id}`), key);
    expect((await post(h, api(`status/${id}`), key, { status: 'Under investigation' })).statusCode).toBe(200);
    const undecided = await post(h, api(`status/${id}`), key, {
      status: 'Closed',
      findings: 'Nothing more.',
    });
    expect(undecided.statusCode).toBe(400);
    expect(undecided.json().errors).toEqual({
      status: 'Decide whether the incident is reportable before closing it',
    });
    expect((await rowOf(id))?.status).toBe('Under investigation');
    const back = await post(h, api(`status/${id}`), key, { status: 'New' });
    expect(back.json().errors).toEqual({
      status: 'An incident moves from New to Under investigation, then to Closed',
    });
    // Once decided (not reportable) it closes, and a closed incident is locked.
    await post(h, api(`edit/${id}`), key, incidentBody(h));
    expect(
      (await post(h, api(`status/${id}`), key, { status: 'Closed', findings: 'Done.' })).statusCode,
    ).toBe(200);
    const reopen = await post(h, api(`status/${id}`), key, { status: 'Under investigation' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe('This incident is closed: its record is locked');
  });

  it('is refused to auditors and participants (403) and to another company (404)', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    const id = await raise(h, key, incidentBody(h, { clientId: r.client.id, staffId: r.staff.id }));
    await post(h, api(`acknowledge/${id}`), key);
    await approveForAudit(h, r);
    const body = { status: 'Under investigation' };
    for (const role of ['Client', 'Auditor', 'CareManager'] as const) {
      expect((await post(h, api(`status/${id}`), r.c.users[role].token, body)).statusCode, role).toBe(403);
    }
    const other = (await createCompany(h)).users.CompanyAdmin.token;
    expect((await post(h, api(`status/${id}`), other, body)).statusCode).toBe(404);
    expect((await rowOf(id))?.status).toBe('New');
  });
});

describe('acknowledgements and corrective actions', () => {
  it('another company cannot acknowledge or complete an action; an unknown action is named', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    const id = await raise(h, key, incidentBody(h));
    await post(h, api(`corrective_action/${id}`), key, {
      action: 'Fix the rail',
      owner: 'Office',
      dueDate: localAgo(h, -3 * 24 * 60).date,
    });
    const actionId = (await rowOf(id))?.correctiveActions[0]?.id as string;
    const other = await incidentCompany(h);
    const theirs = other.c.users.CompanyAdmin.token;
    expect((await post(h, api(`acknowledge/${id}`), theirs)).statusCode).toBe(404);
    expect((await post(h, api(`corrective_action_done/${id}/${actionId}`), theirs)).statusCode).toBe(404);
    const unknown = await post(h, api(`corrective_action_done/${id}/${crypto.randomUUID()}`), key);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('There is no such corrective action on this incident');
    const badId = await post(h, api(`corrective_action_done/${id}/nope`), key);
    expect(badId.json().errors).toEqual({ actionId: 'The action id must be a UUID' });
    for (const role of ['Staff', 'Auditor'] as const) {
      expect(
        (await post(h, api(`corrective_action_done/${id}/${actionId}`), r.c.users[role].token)).statusCode,
        role,
      ).toBe(403);
      expect(
        (
          await post(h, api(`corrective_action/${id}`), r.c.users[role].token, {
            action: 'A',
            owner: 'B',
            dueDate: '2026-12-01',
          })
        ).statusCode,
        role,
      ).toBe(403);
    }
    expect((await rowOf(id))?.correctiveActions).toEqual([
      expect.objectContaining({ id: actionId, doneDate: null }),
    ]);
    expect((await rowOf(id))?.acknowledgements).toEqual([]);
  });
});
