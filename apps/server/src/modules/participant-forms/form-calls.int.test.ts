import { FORM_CALLS_SLUGS, PARTICIPANT_FORMS } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { clientPlans, supportSchedules } from '../../db/schema/index.ts';
import { clientOf } from '../plans/plans.test-kit.ts';
import { agreementValues, fetchForm, get, saveForm } from './participant-forms.test-kit.ts';

describe('the spec 1 §7.6 form fetches', () => {
  it('each answers for its forms by clientId, companyId and name, prefilled before one is saved', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    for (const call of FORM_CALLS_SLUGS) {
      for (const slug of call.slugs) {
        const res = await get(h, fetchForm(call.url, client.id, c.companyId, slug), admin);
        expect(res.statusCode, `${call.url} ${slug}`).toBe(200);
        expect(res.json()).toMatchObject({
          slug,
          clientId: client.id,
          formId: null,
          version: 0,
          status: 'draft',
        });
      }
    }
    // By the form's name as the Documents tab spells it.
    const byName = await get(
      h,
      fetchForm('/SupportPlans/get_details', client.id, c.companyId, 'Support Plan'),
      admin,
    );
    expect(byName.json()).toMatchObject({ slug: 'support-plan', version: 0 });
  });

  // Issue 40 item 6: the agreement's schedule reads as a legal document, from the week's one list.
  it('prefills the service agreement’s schedule as it reads: Monday to Friday, Monday, Wednesday and Friday', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    const line = { companyId: c.companyId, profileId: client.id, quantity: 2, costCents: 7023 };
    await h.database.db.insert(supportSchedules).values([
      {
        ...line,
        supportType: 'Self-care, weekday daytime',
        itemNumber: '01_011_0107_1_1',
        frequency: 'Monday,Tuesday,Wednesday,Thursday,Friday',
      },
      {
        ...line,
        supportType: 'Community access',
        itemNumber: '04_104_0125_6_1',
        // A row stored before issue 40, in the spec's old spelling.
        frequency: 'Monday,Wednessday,Friday',
      },
    ]);
    const res = await get(
      h,
      fetchForm('/NDISForms/get_ndisform_info', client.id, c.companyId, 'service-agreement'),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const supports = res.json().values.supports as { itemNumber: string; frequency: string }[];
    expect(Object.fromEntries(supports.map((s) => [s.itemNumber, s.frequency]))).toEqual({
      '01_011_0107_1_1': 'Monday to Friday',
      '04_104_0125_6_1': 'Monday, Wednesday and Friday',
    });
  });

  // Issue 40 item 6: the funding type and plan manager are the plan's, not typed again.
  it('prefills the service agreement’s funding type and plan manager from the plan', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const managed = await insertProfile(h, c.companyId);
    const ndia = await insertProfile(h, c.companyId);
    await h.database.db.insert(clientPlans).values([
      {
        companyId: c.companyId,
        profileId: managed.id,
        startDate: '2026-07-01',
        endDate: '2027-06-30',
        management: 'Plan Managed',
        planManager: 'Leap in! Plan Management',
      },
      {
        companyId: c.companyId,
        profileId: ndia.id,
        startDate: '2026-07-01',
        endDate: '2027-06-30',
        management: 'NDIA Managed',
        planManager: 'left from an earlier plan',
      },
    ]);
    const valuesOf = async (id: string) =>
      (
        await get(h, fetchForm('/NDISForms/get_ndisform_info', id, c.companyId, 'service-agreement'), admin)
      ).json().values;
    expect(await valuesOf(managed.id)).toMatchObject({
      fundingType: 'Plan-managed',
      planManager: 'Leap in! Plan Management',
      planStart: '2026-07-01',
      planEnd: '2027-06-30',
    });
    const direct = await valuesOf(ndia.id);
    expect(direct.fundingType).toBe('NDIA-managed');
    expect(direct.planManager).toBeUndefined();
  });

  it('returns the saved current version with its status', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    await saveForm(h, admin, client.id, 'service-agreement', agreementValues());
    const res = await get(
      h,
      fetchForm('/NDISForms/get_ndisform_info', client.id, c.companyId, 'service-agreement'),
      admin,
    );
    expect(res.json()).toMatchObject({
      version: 1,
      status: 'awaiting signatures',
      missing: [],
      reviewDate: '2027-10-31',
    });
  });

  it('refuses a name the call does not answer for, a missing name and a malformed clientId', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    const wrong = await get(
      h,
      fetchForm('/SupportPlans/get_details', client.id, c.companyId, 'consent-form'),
      admin,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('name must be support-plan');
    const unknown = await get(
      h,
      fetchForm('/NDISForms/get_ndisform_info', client.id, c.companyId, 'tax-return'),
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('name must be one of the participant forms');
    const missing = await get(h, `/api/SupportPlans/get_details?clientId=${client.id}`, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('name is required');
    const bad = await get(h, `/api/SupportPlans/get_details?clientId=nope&name=support-plan`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('clientId must be a UUID');
  });

  it('another company: its companyId is refused, its client is a 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await insertProfile(h, other.companyId);
    const admin = c.users.Administrator.token;
    const named = await get(
      h,
      fetchForm('/ConsentForms/get_consent_form', theirs.id, other.companyId, 'consent-form'),
      admin,
    );
    expect(named.statusCode).toBe(403);
    const reached = await get(
      h,
      fetchForm('/ConsentForms/get_consent_form', theirs.id, c.companyId, 'consent-form'),
      admin,
    );
    expect(reached.statusCode).toBe(404);
  });

  it('staff reach the clients they support, a client their own forms, an auditor audit-approved clients only', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const supported = await insertProfile(h, c.companyId);
    const stranger = await insertProfile(h, c.companyId);
    await supportedBy(h, c.companyId, c.users.Staff.id, supported.id);
    const call = (id: string) => fetchForm('/SupportPlans/get_details', id, c.companyId, 'support-plan');
    expect((await get(h, call(supported.id), c.users.Staff.token)).statusCode).toBe(200);
    expect((await get(h, call(stranger.id), c.users.Staff.token)).statusCode).toBe(404);

    const own = await clientOf(h, c.companyId, c.users.Client.id);
    expect((await get(h, call(own.id), c.users.Client.token)).statusCode).toBe(200);
    expect((await get(h, call(stranger.id), c.users.Client.token)).statusCode).toBe(404);

    const approved = await insertProfile(h, c.companyId, { auditApproved: true });
    expect((await get(h, call(approved.id), c.users.Auditor.token)).statusCode).toBe(200);
    expect((await get(h, call(stranger.id), c.users.Auditor.token)).statusCode).toBe(404);
  });

  it('a role without the forms (a care manager) is refused', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const res = await get(
      h,
      fetchForm('/SupportPlans/get_details', client.id, c.companyId, 'support-plan'),
      c.users.CareManager.token,
    );
    expect(res.statusCode).toBe(403);
  });

  it('lists every form of the client for the Documents tab, the current version of each', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    await saveForm(h, admin, client.id, 'service-agreement', agreementValues());
    await saveForm(h, admin, client.id, 'consent-form', { effectiveDate: '2026-11-01' });
    const res = await get(h, `/api/ParticipantForms/get_client_forms?clientId=${client.id}`, admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { slug: string; status: string | null; required: boolean }[];
    expect(rows).toHaveLength(PARTICIPANT_FORMS.length);
    expect(rows.find((r) => r.slug === 'service-agreement')).toMatchObject({
      status: 'awaiting signatures',
      required: true,
    });
    expect(rows.find((r) => r.slug === 'consent-form')).toMatchObject({ status: 'draft' });
    expect(rows.find((r) => r.slug === 'goal-plan')).toMatchObject({ status: null });
  });
});
