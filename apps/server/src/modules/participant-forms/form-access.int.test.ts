import { FORM_CALLS_SLUGS } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { insertProfile } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { clientOf } from '../plans/plans.test-kit.ts';
import {
  agreementValues,
  clientForms,
  fetchForm,
  get,
  pdfOf,
  post,
  SIGN,
  saveForm,
  signBody,
  versions,
} from './participant-forms.test-kit.ts';

/**
 * A company with three clients: the Client user's own, one the Staff user supports, one audit-approved,
 * and a stranger none of them reach; each has a service agreement the office filled.
 */
async function formsCompany(h: Harness) {
  const c = await createCompany(h);
  const admin = c.users.Administrator.token;
  const own = await clientOf(h, c.companyId, c.users.Client.id);
  const supported = await insertProfile(h, c.companyId);
  await supportedBy(h, c.companyId, c.users.Staff.id, supported.id);
  const approved = await insertProfile(h, c.companyId, { auditApproved: true });
  const stranger = await insertProfile(h, c.companyId);
  const forms: Record<string, string> = {};
  for (const [key, id] of [
    ['own', own.id],
    ['supported', supported.id],
    ['approved', approved.id],
    ['stranger', stranger.id],
  ] as const) {
    forms[key] = (await saveForm(h, admin, id, 'service-agreement', agreementValues())).formId;
  }
  return { c, own, supported, approved, stranger, forms };
}

describe('GET /api/ParticipantForms/get_versions', () => {
  it('lists a form’s versions newest first, the older marked superseded; none for a form never saved', async () => {
    const h = await harness();
    const { c, supported, forms } = await formsCompany(h);
    const admin = c.users.Administrator.token;
    await post(h, SIGN, admin, signBody(supported.id, forms.supported as string, 'provider'));
    await saveForm(h, admin, supported.id, 'service-agreement', agreementValues({ termEnd: '2027-06-30' }));
    const res = await get(h, versions(supported.id, 'service-agreement'), admin);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((v: { version: number; superseded: boolean }) => [v.version, v.superseded]),
    ).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(res.json()[1]).toMatchObject({ formId: forms.supported, signatures: [expect.anything()] });
    // By the form's name as the Documents tab spells it, too.
    expect((await get(h, versions(supported.id, 'Service%20Agreement'), admin)).json()).toHaveLength(2);
    expect((await get(h, versions(supported.id, 'goal-plan'), admin)).json()).toEqual([]);
  });

  it('names a missing or unknown form and a malformed client id', async () => {
    const h = await harness();
    const { c, supported } = await formsCompany(h);
    const admin = c.users.Administrator.token;
    const none = await get(h, `/api/ParticipantForms/get_versions?clientId=${supported.id}`, admin);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('name is required');
    const unknown = await get(h, versions(supported.id, 'tax-return'), admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('name must be one of the participant forms');
    const bad = await get(h, versions('nope', 'service-agreement'), admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('clientId must be a UUID');
  });

  it('staff reach their supported clients’, a client their own, an auditor audit-approved ones’; others are 404', async () => {
    const h = await harness();
    const { c, own, supported, approved, stranger } = await formsCompany(h);
    const count = async (token: string, clientId: string) => {
      const res = await get(h, versions(clientId, 'service-agreement'), token);
      return res.statusCode === 200 ? res.json().length : res.statusCode;
    };
    expect(await count(c.users.Staff.token, supported.id)).toBe(1);
    expect(await count(c.users.Staff.token, stranger.id)).toBe(404);
    expect(await count(c.users.Client.token, own.id)).toBe(1);
    expect(await count(c.users.Client.token, supported.id)).toBe(404);
    expect(await count(c.users.Auditor.token, approved.id)).toBe(1);
    expect(await count(c.users.Auditor.token, stranger.id)).toBe(404);
    expect(await count(c.users.CareManager.token, own.id)).toBe(403);
    const other = await createCompany(h);
    expect(await count(other.users.Administrator.token, own.id)).toBe(404);
  });
});

describe('GET /api/ParticipantForms/pdf/:id', () => {
  it('staff, the client and an auditor print the forms they reach; another’s is a 404', async () => {
    const h = await harness();
    const { c, forms } = await formsCompany(h);
    const status = async (token: string, formId: string) => (await get(h, pdfOf(formId), token)).statusCode;
    expect(await status(c.users.Staff.token, forms.supported as string)).toBe(200);
    expect(await status(c.users.Staff.token, forms.own as string)).toBe(404);
    expect(await status(c.users.Client.token, forms.own as string)).toBe(200);
    expect(await status(c.users.Client.token, forms.supported as string)).toBe(404);
    expect(await status(c.users.Auditor.token, forms.approved as string)).toBe(200);
    expect(await status(c.users.Auditor.token, forms.stranger as string)).toBe(404);
    expect(await status(c.users.CareManager.token, forms.own as string)).toBe(403);
    const other = await createCompany(h);
    expect(await status(other.users.Administrator.token, forms.own as string)).toBe(404);
    const pdf = await get(h, `${pdfOf(forms.own as string)}?download=true`, c.users.Client.token);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    const text = readPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Service Agreement');
    expect(text).toContain(c.name);
  });

  it('prints a superseded version as it was signed, and names a malformed id', async () => {
    const h = await harness();
    const { c, supported, forms } = await formsCompany(h);
    const admin = c.users.Administrator.token;
    await post(h, SIGN, admin, signBody(supported.id, forms.supported as string, 'provider'));
    await saveForm(h, admin, supported.id, 'service-agreement', agreementValues({ termEnd: '2027-06-30' }));
    const old = await get(h, pdfOf(forms.supported as string), admin);
    expect(old.statusCode).toBe(200);
    const text = readPdf(old.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Signed by Olivia Grant');
    const bad = await get(h, pdfOf('nope'), admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: 'The form id must be a UUID' });
    expect((await get(h, `${pdfOf(forms.supported as string)}?download=maybe`, admin)).statusCode).toBe(400);
  });
});

describe('who reaches a client’s forms, on every spec call and the Documents tab list', () => {
  it('each answers staff, clients and auditors only for the people they reach, a care manager 403, another company 404', async () => {
    const h = await harness();
    const { c, own, supported, approved, stranger } = await formsCompany(h);
    const other = await createCompany(h);
    const calls = [
      ...FORM_CALLS_SLUGS.map(
        (call) =>
          (id: string, companyId = c.companyId) =>
            fetchForm(call.url, id, companyId, call.slugs[0] as string),
      ),
      (id: string, companyId = c.companyId) =>
        fetchForm('/IncidentReports/get_incidentreport', id, companyId, 'incident-report'),
      (id: string, _companyId?: string) => clientForms(id),
    ];
    expect(calls).toHaveLength(11);
    for (const call of calls) {
      const status = async (token: string, id: string) => (await get(h, call(id), token)).statusCode;
      const url = call(own.id);
      expect(await status(c.users.Administrator.token, stranger.id), url).toBe(200);
      expect(await status(c.users.Staff.token, supported.id), url).toBe(200);
      expect(await status(c.users.Staff.token, stranger.id), url).toBe(404);
      expect(await status(c.users.Client.token, own.id), url).toBe(200);
      expect(await status(c.users.Client.token, stranger.id), url).toBe(404);
      expect(await status(c.users.Auditor.token, approved.id), url).toBe(200);
      expect(await status(c.users.Auditor.token, stranger.id), url).toBe(404);
      expect(await status(c.users.CareManager.token, own.id), url).toBe(403);
      // Another company's office, naming its own company: the client is not found.
      const theirs = await get(h, call(own.id, other.companyId), other.users.Administrator.token);
      expect(theirs.statusCode, url).toBe(404);
      const bad = await get(h, call('nope'), c.users.Administrator.token);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().errors, url).toEqual({ clientId: 'clientId must be a UUID' });
    }
  });
});
