import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { profiles } from '../../db/schema/index.ts';
import { approveForAudit } from '../shift-reports/shift-reports.test-kit.ts';
import { api, get, incidentCompany, localAgo, post } from './incidents.test-kit.ts';

const h = await harness();
const rp = (path: string) => `/api/RestrictivePractices/${path}`;

function useBody(clientId: string, o: Record<string, unknown> = {}) {
  const start = localAgo(h, 90);
  const end = localAgo(h, 80);
  return {
    clientId,
    practiceType: 'Physical restraint',
    use: 'PRN',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    location: 'Lounge room',
    description: 'Held both forearms for ten minutes.',
    reason: 'To stop him hitting a housemate.',
    behaviour: 'Agitation after a cancelled visit.',
    injured: 'No',
    lessRestrictiveOptions: 'Redirection and a walk were offered first.',
    actionsTaken: 'Debrief; practitioner told.',
    authorised: 'Yes',
    authorisationReference: 'NSW-RP-0142',
    ...o,
  };
}

describe('the restrictive practices register', () => {
  it('records an authorised use without raising an incident, and lists it in its month and the monthly report', async () => {
    const r = await incidentCompany(h);
    const token = r.c.users.CompanyAdmin.token;
    const res = await post(h, rp('add'), token, useBody(r.client.id));
    expect(res.json()).toMatchObject({
      status: 'Success',
      message: 'Restrictive practice recorded',
      incidentId: null,
    });
    const month = localAgo(h, 90).date.slice(0, 7);
    const uses = (await get(h, rp(`get_all?month=${month}`), token)).json();
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ practiceType: 'Physical restraint', minutes: 10, authorised: true });
    const report = (await get(h, rp(`monthly_report?month=${month}`), token)).json();
    expect(report.lines).toEqual([
      expect.objectContaining({
        clientId: r.client.id,
        practiceType: 'Physical restraint',
        uses: 1,
        minutes: 10,
        unauthorisedUses: 0,
      }),
    ]);
    expect(report.notUsed).toEqual([
      'Seclusion',
      'Chemical restraint',
      'Mechanical restraint',
      'Environmental restraint',
    ]);
    expect((await get(h, api('get_incidents'), token)).json()).toEqual([]);
  });

  it('an unauthorised use raises a category-6 incident: 5-Day Form only without harm, 24 hours with harm', async () => {
    const r = await incidentCompany(h);
    const token = r.c.users.CompanyAdmin.token;
    const quiet = await post(
      h,
      rp('add'),
      token,
      useBody(r.client.id, { authorised: 'No', authorisationReference: '' }),
    );
    expect(quiet.json().message).toBe(
      'Restrictive practice recorded. It was not authorised, so incident INC-0001 was raised (category 6).',
    );
    const view = (await get(h, api(quiet.json().incidentId), token)).json();
    expect(view).toMatchObject({ reportable: 'Reportable', categories: [6], restrictivePracticeHarm: false });
    expect(view.clocks.map((c: { form: string }) => c.form)).toEqual(['fiveDay']);
    const hurt = await post(
      h,
      rp('add'),
      token,
      useBody(r.client.id, { authorised: 'No', injured: 'Yes', injury: 'Bruised wrist' }),
    );
    const hurtView = (await get(h, api(hurt.json().incidentId), token)).json();
    expect(hurtView.clocks.map((c: { form: string }) => c.form)).toEqual(['immediate', 'fiveDay']);
  });

  it('names each bad field, refuses the wrong role and another company’s participant', async () => {
    const r = await incidentCompany(h);
    const token = r.c.users.CompanyAdmin.token;
    const bad = await post(h, rp('add'), token, { clientId: r.client.id, startTime: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      practiceType: 'Choose the restrictive practice',
      use: 'Choose routine or PRN',
      startDate: 'Enter the date it started',
      startTime: 'Enter a time as HH:mm',
      location: 'Say where it was used',
      reason: 'Say why it was used',
      lessRestrictiveOptions: 'Say which less restrictive options were considered or used first',
    });
    const endBeforeStart = await post(
      h,
      rp('add'),
      token,
      useBody(r.client.id, { endDate: localAgo(h, 100).date, endTime: localAgo(h, 100).time }),
    );
    expect(endBeforeStart.json().errors).toEqual({ endTime: 'It must end after it started' });
    const future = await post(
      h,
      rp('add'),
      token,
      useBody(r.client.id, { endDate: localAgo(h, -60).date, endTime: localAgo(h, -60).time }),
    );
    expect(future.json().errors).toEqual({ endDate: 'A use cannot be recorded in the future' });
    const unauthorisedNoRef = await post(
      h,
      rp('add'),
      token,
      useBody(r.client.id, { authorisationReference: '' }),
    );
    expect(unauthorisedNoRef.json().errors).toEqual({
      authorisationReference: 'Enter the authorisation reference',
    });
    // Nothing was recorded by the refused calls.
    expect((await get(h, rp(`get_all?month=${localAgo(h, 90).date.slice(0, 7)}`), token)).json()).toEqual([]);
    expect((await get(h, rp('get_all?month=2026-13'), token)).json().errors).toEqual({
      month: 'Enter the month as YYYY-MM',
    });
    expect((await post(h, rp('add'), r.c.users.Staff.token, useBody(r.client.id))).statusCode).toBe(403);
    expect((await get(h, rp('get_all?month=2026-11'), r.c.users.Staff.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    expect((await post(h, rp('add'), other.users.CompanyAdmin.token, useBody(r.client.id))).statusCode).toBe(
      404,
    );
  });

  it('an auditor reads only audit-approved participants’ uses, and the worker’s name once they are approved too', async () => {
    const r = await incidentCompany(h);
    await post(h, rp('add'), r.c.users.CompanyAdmin.token, useBody(r.client.id, { staffId: r.staff.id }));
    const month = localAgo(h, 90).date.slice(0, 7);
    const auditor = r.c.users.Auditor.token;
    expect((await get(h, rp(`get_all?month=${month}`), auditor)).json()).toEqual([]);
    expect((await get(h, rp(`monthly_report?month=${month}`), auditor)).json().lines).toEqual([]);
    await h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, r.client.id));
    const clientOnly = (await get(h, rp(`get_all?month=${month}`), auditor)).json();
    expect(clientOnly).toHaveLength(1);
    expect(clientOnly[0].staffName).toBeNull();
    await approveForAudit(h, r);
    const both = (await get(h, rp(`get_all?month=${month}`), auditor)).json();
    expect(both[0].staffName).toBe(
      (await get(h, rp(`get_all?month=${month}`), r.c.users.CompanyAdmin.token)).json()[0].staffName,
    );
    expect(both[0].staffName).not.toBeNull();
    expect((await get(h, rp(`monthly_report?month=${month}`), auditor)).json().lines).toHaveLength(1);
    expect((await post(h, rp('add'), auditor, useBody(r.client.id))).statusCode).toBe(403);
  });

  it('the register and the monthly report: the month named, other roles refused, another company’s uses not listed', async () => {
    const r = await incidentCompany(h);
    const token = r.c.users.CompanyAdmin.token;
    await post(h, rp('add'), token, useBody(r.client.id));
    const month = localAgo(h, 90).date.slice(0, 7);
    for (const path of ['get_all', 'monthly_report']) {
      const missing = await get(h, rp(path), token);
      expect(missing.statusCode, path).toBe(400);
      expect(missing.json().errors, path).toEqual({ month: 'Enter the month as YYYY-MM' });
      for (const role of ['Staff', 'Client', 'CareManager'] as const) {
        expect((await get(h, rp(`${path}?month=${month}`), r.c.users[role].token)).statusCode, role).toBe(
          403,
        );
      }
    }
    const other = await createCompany(h);
    const theirs = other.users.CompanyAdmin.token;
    expect((await get(h, rp(`get_all?month=${month}`), theirs)).json()).toEqual([]);
    expect((await get(h, rp(`monthly_report?month=${month}`), theirs)).json().lines).toEqual([]);
    const nextMonth = localAgo(h, -40 * 24 * 60).date.slice(0, 7);
    expect((await get(h, rp(`get_all?month=${nextMonth}`), token)).json()).toEqual([]);
  });
});
