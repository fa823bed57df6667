import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { approveForAudit } from '../shift-reports/shift-reports.test-kit.ts';
import { api, get, incidentBody, incidentCompany, post, raise } from './incidents.test-kit.ts';

const h = await harness();

describe('GET /api/Incidents/pdf/:incidentId', () => {
  it('a worker prints the incident they reported; an auditor only once its people are audit-approved', async () => {
    const r = await incidentCompany(h);
    const own = await raise(h, r.c.users.Staff.token, incidentBody(h, { clientId: r.client.id }));
    const staff = await get(h, api(`pdf/${own}?download=true`), r.c.users.Staff.token);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toMatch(/^attachment;.*Incident-INC-0001\.pdf/);
    expect(staff.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The participant did not report it: not theirs to print.
    expect((await get(h, api(`pdf/${own}`), r.c.users.Client.token)).statusCode).toBe(404);
    const auditor = r.c.users.Auditor.token;
    expect((await get(h, api(`pdf/${own}`), auditor)).statusCode).toBe(404);
    await approveForAudit(h, r);
    expect((await get(h, api(`pdf/${own}`), auditor)).statusCode).toBe(200);
    expect((await get(h, api(`pdf/${own}`), r.c.users.CareManager.token)).statusCode).toBe(403);
    const badId = await get(h, api('pdf/nope'), r.c.users.CompanyAdmin.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual({ incidentId: 'The incident id must be a UUID' });
    const download = await get(h, api(`pdf/${own}?download=maybe`), r.c.users.CompanyAdmin.token);
    expect(download.statusCode).toBe(400);
  });
});

describe('the register’s reads', () => {
  it('GET /Incidents/get_incidents filters by status, participant and worker, and names a bad filter', async () => {
    const r = await incidentCompany(h);
    const key = r.c.users.CompanyAdmin.token;
    const first = await raise(h, key, incidentBody(h, { clientId: r.client.id, staffId: r.staff.id }));
    const second = await raise(h, key, incidentBody(h, { clientId: r.otherClient.id }));
    await post(h, api(`acknowledge/${second}`), key);
    await post(h, api(`status/${second}`), key, { status: 'Under investigation' });
    const ids = async (q: string) =>
      (await get(h, api(`get_incidents${q}`), key)).json().map((i: { incidentId: string }) => i.incidentId);
    expect(await ids('')).toEqual([second, first]);
    expect(await ids('?status=New')).toEqual([first]);
    expect(await ids(`?clientId=${r.otherClient.id}`)).toEqual([second]);
    expect(await ids(`?staffId=${r.staff.id}`)).toEqual([first]);
    const bad = await get(h, api('get_incidents?status=Open&clientId=x&staffId=y'), key);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      status: 'Choose one of: New, Under investigation, Closed',
      clientId: 'clientId must be a UUID',
      staffId: 'staffId must be a UUID',
    });
    expect((await get(h, api('get_incidents'), r.c.users.CareManager.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    expect(
      (await get(h, api(`get_incidents?clientId=${r.client.id}`), other.users.CompanyAdmin.token)).statusCode,
    ).toBe(404);
  });

  it('a participant lists only the incidents they reported, not those about them the office recorded', async () => {
    const r = await incidentCompany(h);
    await raise(h, r.c.users.CompanyAdmin.token, incidentBody(h, { clientId: r.client.id }));
    const own = await raise(h, r.c.users.Client.token, incidentBody(h));
    const list = (await get(h, api('get_incidents'), r.c.users.Client.token)).json();
    expect(list.map((i: { incidentId: string }) => i.incidentId)).toEqual([own]);
    expect((await get(h, api(own), r.c.users.Client.token)).statusCode).toBe(200);
  });

  it('GET /Incidents/awaiting_action lists only the company’s open incidents', async () => {
    const r = await incidentCompany(h);
    const id = await raise(h, r.c.users.CompanyAdmin.token, incidentBody(h));
    const other = await incidentCompany(h);
    const theirs = (await get(h, api('awaiting_action'), other.c.users.CompanyAdmin.token)).json();
    expect(theirs.incidents.map((i: { incidentId: string }) => i.incidentId)).not.toContain(id);
    const ours = (await get(h, api('awaiting_action'), r.c.users.Administrator.token)).json();
    expect(ours).toMatchObject({ isKeyPerson: false, keyPersonnelSet: true });
    expect(ours.incidents.map((i: { incidentId: string }) => i.incidentId)).toEqual([id]);
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await get(h, api('awaiting_action'), r.c.users[role].token)).statusCode, role).toBe(403);
    }
  });

  it('GET /Incidents/key_personnel is the office’s: refused to other roles, another company’s people not offered', async () => {
    const r = await incidentCompany(h);
    for (const role of ['Staff', 'Client', 'Auditor', 'CareManager'] as const) {
      expect((await get(h, api('key_personnel'), r.c.users[role].token)).statusCode, role).toBe(403);
    }
    const other = await incidentCompany(h);
    const list = (await get(h, api('key_personnel'), other.c.users.CompanyAdmin.token)).json();
    const offered = list.candidates.map((c: { userId: string }) => c.userId);
    expect(offered).not.toContain(r.c.users.CompanyAdmin.id);
    // Naming another company's administrator is refused.
    const res = await post(h, api('key_personnel'), other.c.users.CompanyAdmin.token, {
      userIds: [r.c.users.Administrator.id],
    });
    expect(res.json().errors).toEqual({
      userIds: 'Key personnel are chosen from the company’s active administrators',
    });
    expect(
      (await post(h, api('key_personnel'), other.c.users.CompanyAdmin.token, { userIds: ['x'] })).json()
        .errors,
    ).toEqual({
      'userIds.0': 'Must be a UUID',
    });
  });
});
