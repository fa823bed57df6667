import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, harness } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mailbox.ts';
import { incidents } from '../../db/schema/index.ts';
import { api, get, incidentBody, incidentCompany, localAgo, post, raise } from './incidents.test-kit.ts';

const h = await harness();

describe('POST /api/Incidents/add_incident', () => {
  it('a worker reports from their phone: linked to them and the client, key personnel mailed, awareness now', async () => {
    const r = await incidentCompany(h);
    const res = await post(
      h,
      api('add_incident'),
      r.c.users.Staff.token,
      incidentBody(h, { clientId: r.client.id }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Success',
      message: 'Incident INC-0001 recorded. Key personnel have been told.',
      incidentNo: 'INC-0001',
    });
    const [row] = await h.database.db.select().from(incidents).where(eq(incidents.id, res.json().incidentId));
    expect(row).toMatchObject({
      staffId: r.staff.id,
      profileId: r.client.id,
      reportedByUserId: r.c.users.Staff.id,
    });
    expect(row?.awareAt.toISOString()).toBe(h.clock.now().toISOString());
    const mails = await mailsTo(h, r.c.users.CompanyAdmin.email);
    expect(mails[0]?.subject).toBe('Incident INC-0001 reported: Slipped in the bathroom');
    expect(mails[0]?.bodyText).toContain(`/app/incidents/${res.json().incidentId}`);
    expect(await mailsTo(h, r.c.users.Administrator.email)).toHaveLength(0);
  });

  it('numbers each company’s incidents from 1', async () => {
    const r = await incidentCompany(h);
    const office = r.c.users.Administrator.token;
    await raise(h, office, incidentBody(h));
    const second = await post(h, api('add_incident'), office, incidentBody(h, { type: 'Hazard' }));
    expect(second.json().incidentNo).toBe('INC-0002');
  });

  it('names each missing field with its message and stores nothing', async () => {
    const r = await incidentCompany(h);
    const res = await post(h, api('add_incident'), r.c.users.CompanyAdmin.token, {});
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
    const rows = await h.database.db.select().from(incidents).where(eq(incidents.companyId, r.c.companyId));
    expect(rows).toHaveLength(0);
  });

  it('asks the harm, the category of a reportable incident and whether a restrictive practice harmed', async () => {
    const r = await incidentCompany(h);
    const token = r.c.users.CompanyAdmin.token;
    const harm = await post(h, api('add_incident'), token, incidentBody(h, { personHarmed: '' }));
    expect(harm.json().errors).toEqual({ personHarmed: 'Say whether anyone was harmed' });
    const details = await post(h, api('add_incident'), token, incidentBody(h, { personHarmed: 'Yes' }));
    expect(details.json().errors).toEqual({ harmDetails: 'Describe the harm or injury' });
    const category = await post(h, api('add_incident'), token, incidentBody(h, { reportable: 'Reportable' }));
    expect(category.json().errors).toEqual({ categories: 'Choose the reportable category' });
    const rp = await post(
      h,
      api('add_incident'),
      token,
      incidentBody(h, { reportable: 'Reportable', categories: [6] }),
    );
    expect(rp.json().errors).toEqual({
      restrictivePracticeHarm: 'Say whether the restrictive practice caused harm',
    });
    const awareHalf = await post(h, api('add_incident'), token, incidentBody(h, { awareDate: '2026-11-20' }));
    expect(awareHalf.json().errors).toEqual({
      awareTime: 'Enter both the date and the time key personnel became aware',
    });
  });

  it('refuses an incident in the future, and awareness before the incident', async () => {
    const r = await incidentCompany(h);
    const token = r.c.users.CompanyAdmin.token;
    const later = localAgo(h, -120);
    const future = await post(
      h,
      api('add_incident'),
      token,
      incidentBody(h, { occurredDate: later.date, occurredTime: later.time }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ occurredDate: 'The incident cannot be in the future' });
    const before = localAgo(h, 180);
    const early = await post(
      h,
      api('add_incident'),
      token,
      incidentBody(h, { awareDate: before.date, awareTime: before.time }),
    );
    expect(early.json().errors).toEqual({
      awareDate: 'Key personnel cannot become aware before the incident happened',
    });
  });

  it('a worker reports only for the clients they support and their own shifts; a participant for themselves', async () => {
    const r = await incidentCompany(h);
    const staff = r.c.users.Staff.token;
    expect(
      (await post(h, api('add_incident'), staff, incidentBody(h, { clientId: r.otherClient.id }))).statusCode,
    ).toBe(404);
    expect(
      (await post(h, api('add_incident'), staff, incidentBody(h, { shiftRosterId: r.otherShiftId })))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(h, api('add_incident'), staff, incidentBody(h, { staffId: r.otherStaff.id }))).statusCode,
    ).toBe(404);
    const client = r.c.users.Client.token;
    expect(
      (await post(h, api('add_incident'), client, incidentBody(h, { clientId: r.otherClient.id })))
        .statusCode,
    ).toBe(404);
    const own = await post(h, api('add_incident'), client, incidentBody(h));
    expect(own.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(incidents).where(eq(incidents.id, own.json().incidentId));
    expect(row?.profileId).toBe(r.client.id);
  });

  it('links the shift’s worker and client when raised from a shift, and refuses a client not on it', async () => {
    const r = await incidentCompany(h);
    const token = r.c.users.CompanyAdmin.token;
    const id = await raise(h, token, incidentBody(h, { shiftRosterId: r.shiftId }));
    const [row] = await h.database.db.select().from(incidents).where(eq(incidents.id, id));
    expect(row).toMatchObject({ shiftRosterId: r.shiftId, staffId: r.staff.id, profileId: r.client.id });
    const wrong = await post(
      h,
      api('add_incident'),
      token,
      incidentBody(h, { shiftRosterId: r.shiftId, clientId: r.otherClient.id }),
    );
    expect(wrong.json().errors).toEqual({ shiftRosterId: 'This shift is not the participant’s' });
  });

  it('is refused to an auditor and a care manager (403), and another company’s client is not found', async () => {
    const r = await incidentCompany(h);
    for (const role of ['Auditor', 'CareManager'] as const) {
      expect((await post(h, api('add_incident'), r.c.users[role].token, incidentBody(h))).statusCode).toBe(
        403,
      );
    }
    const other = await createCompany(h);
    const res = await post(
      h,
      api('add_incident'),
      other.users.CompanyAdmin.token,
      incidentBody(h, { clientId: r.client.id }),
    );
    expect(res.statusCode).toBe(404);
    expect((await get(h, api('get_incidents'), other.users.CompanyAdmin.token)).json()).toEqual([]);
  });
});
