import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { incidents } from '../../db/schema/index.ts';
import { incidentCompany } from '../incidents/incidents.test-kit.ts';
import { api, get, post, reportBody } from './shift-reports.test-kit.ts';

const h = await harness();

describe('"Incident: Yes" on a shift report (issue 27)', () => {
  it('raises one incident linked to the shift, its worker and client, tells key personnel, and marks the shift', async () => {
    const r = await incidentCompany(h);
    const staff = r.c.users.Staff.token;
    const body = reportBody(r.shiftId, {
      isIncident: true,
      details_IfIsIncident: 'Fell in the garden and grazed her knee.\nCleaned and dressed.',
      isSigned: true,
    });
    const res = await post(h, api('add_shiftreport'), staff, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Shift report signed. Incident INC-0001 was raised and key personnel were told',
      incidentNo: 'INC-0001',
    });
    const rows = await h.database.db.select().from(incidents).where(eq(incidents.companyId, r.c.companyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      shiftRosterId: r.shiftId,
      staffId: r.staff.id,
      profileId: r.client.id,
      title: 'Fell in the garden and grazed her knee.',
      reportable: 'Unsure',
      status: 'New',
    });
    expect((await mailsTo(h, r.c.users.CompanyAdmin.email))[0]?.subject).toBe(
      'Incident INC-0001 reported: Fell in the garden and grazed her knee.',
    );
    // Saving the report again raises no second incident.
    const again = await post(h, api('add_shiftreport'), staff, body);
    expect(again.json().incidentNo).toBeUndefined();
    expect(
      await h.database.db.select().from(incidents).where(eq(incidents.companyId, r.c.companyId)),
    ).toHaveLength(1);
    // The worker reads the incident they raised; the roster card knows the shift has one.
    expect((await get(h, '/api/Incidents/get_incidents', staff)).json()).toHaveLength(1);
    const shift = (await get(h, `/api/ShiftRosters/${r.shiftId}`, r.c.users.CompanyAdmin.token)).json();
    expect(shift).toMatchObject({ hasIncident: true });
  });

  it('a report without an incident raises none', async () => {
    const r = await incidentCompany(h);
    await post(h, api('add_shiftreport'), r.c.users.Staff.token, reportBody(r.shiftId));
    expect(
      await h.database.db.select().from(incidents).where(eq(incidents.companyId, r.c.companyId)),
    ).toHaveLength(0);
    const shift = (await get(h, `/api/ShiftRosters/${r.shiftId}`, r.c.users.CompanyAdmin.token)).json();
    expect(shift).toMatchObject({ hasIncident: false });
  });
});
