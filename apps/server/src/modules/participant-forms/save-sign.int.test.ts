import { describe, expect, it } from 'vitest';
import { activitiesOf, insertProfile } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { clientOf } from '../plans/plans.test-kit.ts';
import {
  agreementValues,
  get,
  pdfOf,
  post,
  SAVE,
  SIGN,
  saveForm,
  signBody,
  versions,
} from './participant-forms.test-kit.ts';

describe('POST /api/ParticipantForms/save', () => {
  it('saves a draft in place, then a complete form; the activity log names the form', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const client = await insertProfile(h, c.companyId);
    const draft = await saveForm(h, admin.token, client.id, 'service-agreement', {
      effectiveDate: '2026-11-01',
    });
    expect(draft).toMatchObject({ version: 1, status: 'draft' });
    const done = await saveForm(h, admin.token, client.id, 'service-agreement', agreementValues());
    expect(done).toMatchObject({ formId: draft.formId, version: 1, status: 'awaiting signatures' });
    expect(
      await activitiesOf(h, admin.id, `Saved the Service Agreement of ${client.firstName} Test (version 1)`),
    ).toHaveLength(2);
  });

  it('refuses malformed values with the field named, and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    const res = await post(h, SAVE, c.users.Administrator.token, {
      clientId: client.id,
      slug: 'service-agreement',
      values: agreementValues({ termStart: '1/11/2026', fundingType: 'Cash', supports: [{ unitPrice: -5 }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Agreement starts: enter a date as YYYY-MM-DD');
    expect(res.body).toContain('Funding type: choose one of the options');
    expect(res.body).toContain('Unit price ($) cannot be negative');
    const unknown = await post(h, SAVE, c.users.Administrator.token, {
      clientId: client.id,
      slug: 'tax',
      values: {},
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('slug must be one of the participant forms');
    const noValues = await post(h, SAVE, c.users.Administrator.token, {
      clientId: client.id,
      slug: 'goal-plan',
    });
    expect(noValues.body).toContain('values must be an object');
    const list = await get(h, versions(client.id, 'service-agreement'), c.users.Administrator.token);
    expect(list.json()).toEqual([]);
  });

  it('a save from a stale version is refused (409)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    await saveForm(h, c.users.Administrator.token, client.id, 'goal-plan', { effectiveDate: '2026-11-01' });
    const res = await post(h, SAVE, c.users.Administrator.token, {
      clientId: client.id,
      slug: 'goal-plan',
      values: {},
      baseVersion: 0,
    });
    expect(res.statusCode).toBe(409);
  });

  it('staff, clients and auditors may not fill forms; another company’s client is a 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const client = await insertProfile(h, c.companyId);
    await supportedBy(h, c.companyId, c.users.Staff.id, client.id);
    const body = { clientId: client.id, slug: 'goal-plan', values: {} };
    for (const role of ['Staff', 'Client', 'Auditor'] as const) {
      expect((await post(h, SAVE, c.users[role].token, body)).statusCode, role).toBe(403);
    }
    const theirs = await insertProfile(h, other.companyId);
    const res = await post(h, SAVE, c.users.Administrator.token, { ...body, clientId: theirs.id });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/ParticipantForms/sign', () => {
  it('the office and the participant in their portal sign; the form is signed and its PDF holds both', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await clientOf(h, c.companyId, c.users.Client.id);
    const form = await saveForm(h, admin, client.id, 'service-agreement', agreementValues());
    const office = await post(
      h,
      SIGN,
      admin,
      signBody(client.id, form.formId, 'provider', { position: 'Director' }),
    );
    expect(office.statusCode).toBe(200);
    expect(office.json()).toMatchObject({ status: 'awaiting signatures', locked: true });
    const own = await post(h, SIGN, c.users.Client.token, signBody(client.id, form.formId, 'participant'));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'signed', missingSignatures: [] });

    const pdf = await h.app.inject({
      method: 'GET',
      url: pdfOf(form.formId),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = readPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Service Agreement');
    expect(text).toContain(c.name);
    expect(text).toContain("Signed by Olivia Grant (Provider's representative, Director)");
    expect(text).toContain('Signed by Mia Chen (Participant)');
    expect(text).toContain('01_011_0107_1_1');
  });

  // Issue 40 item 6: the agreement reads as a legal document, and says it waits for signatures.
  it('the agreement’s PDF prints Monday to Friday, and reads Awaiting signatures until both have signed', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await clientOf(h, c.companyId, c.users.Client.id);
    const supports = [
      // Rows as a schedule stores its days (the old spelling too), not as the agreement reads them.
      {
        itemNumber: '01_011_0107_1_1',
        name: 'Self-care',
        frequency: 'Monday,Tuesday,Wednessday,Thursday,Friday',
        quantity: 2,
        unitPrice: 70.23,
      },
      {
        itemNumber: '04_104_0125_6_1',
        name: 'Community',
        frequency: 'Saturday,Sunday',
        quantity: 3,
        unitPrice: 70.23,
      },
    ];
    const form = await saveForm(h, admin, client.id, 'service-agreement', agreementValues({ supports }));
    const pdfText = async () => {
      const pdf = await h.app.inject({
        method: 'GET',
        url: pdfOf(form.formId),
        headers: { authorization: `Bearer ${admin}` },
      });
      return readPdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
    };
    const before = await pdfText();
    expect(before).toContain('Monday to Friday');
    expect(before).toContain('Saturday and Sunday');
    expect(before).not.toContain('Wednessday');
    expect(before).toContain('Status: Awaiting signatures');
    const office = await post(h, SIGN, admin, signBody(client.id, form.formId, 'provider'));
    expect(office.json()).toMatchObject({ status: 'awaiting signatures' });
    expect(await pdfText()).toContain('Status: Awaiting signatures');
    const own = await post(h, SIGN, c.users.Client.token, signBody(client.id, form.formId, 'participant'));
    expect(own.json()).toMatchObject({ status: 'signed' });
    expect(await pdfText()).toContain('Status: Signed');
  });

  it('a signed version is never changed: saving makes version 2, which supersedes it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    const v1 = await saveForm(h, admin, client.id, 'service-agreement', agreementValues());
    await post(h, SIGN, admin, signBody(client.id, v1.formId, 'provider'));
    const v2 = await saveForm(
      h,
      admin,
      client.id,
      'service-agreement',
      agreementValues({ termEnd: '2027-06-30' }),
    );
    expect(v2).toMatchObject({ version: 2, status: 'awaiting signatures' });
    expect(v2.formId).not.toBe(v1.formId);
    const list = (await get(h, versions(client.id, 'service-agreement'), admin)).json();
    expect(list.map((v: { version: number; superseded: boolean }) => [v.version, v.superseded])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(list[1].values.termEnd).toBe('2027-10-31');
    // The old version can no longer be signed.
    const late = await post(h, SIGN, admin, signBody(client.id, v1.formId, 'participant'));
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain('A newer version of this form exists');
  });

  it('refuses an incomplete form, a role the form has no place for, a second signature of a role, a missing image', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const client = await insertProfile(h, c.companyId);
    const draft = await saveForm(h, admin, client.id, 'service-agreement', { effectiveDate: '2026-11-01' });
    const early = await post(h, SIGN, admin, signBody(client.id, draft.formId, 'provider'));
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('Complete the form before it is signed');
    const form = await saveForm(h, admin, client.id, 'service-agreement', agreementValues());
    const practitioner = await post(h, SIGN, admin, signBody(client.id, form.formId, 'practitioner'));
    expect(practitioner.body).toContain('The Service Agreement is not signed by a practitioner.');
    expect((await post(h, SIGN, admin, signBody(client.id, form.formId, 'provider'))).statusCode).toBe(200);
    const again = await post(h, SIGN, admin, signBody(client.id, form.formId, 'provider'));
    expect(again.statusCode).toBe(409);
    const noImage = await post(
      h,
      SIGN,
      admin,
      signBody(client.id, form.formId, 'participant', { signatureImage: null }),
    );
    expect(noImage.body).toContain('Draw, type or upload the signature');
    const verbal = await post(
      h,
      SIGN,
      admin,
      signBody(client.id, form.formId, 'participant', { method: 'verbal', signatureImage: null }),
    );
    expect(verbal.body).toContain('Record what was agreed and who witnessed it');
    const noName = await post(h, SIGN, admin, signBody(client.id, form.formId, 'participant', { name: ' ' }));
    expect(noName.body).toContain('Enter the name of the person signing');
    const notImage = await post(
      h,
      SIGN,
      admin,
      signBody(client.id, form.formId, 'participant', { signatureImage: 'data:text/plain;base64,aGk=' }),
    );
    expect(notImage.body).toContain('The signature must be a PNG or JPEG image');
  });

  it('a client signs only their own forms and only as participant or representative', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator.token;
    const own = await clientOf(h, c.companyId, c.users.Client.id);
    const stranger = await insertProfile(h, c.companyId);
    const mine = await saveForm(h, admin, own.id, 'service-agreement', agreementValues());
    const theirs = await saveForm(h, admin, stranger.id, 'service-agreement', agreementValues());
    const asProvider = await post(h, SIGN, c.users.Client.token, signBody(own.id, mine.formId, 'provider'));
    expect(asProvider.statusCode).toBe(400);
    expect(asProvider.body).toContain('you sign as the participant or their representative');
    const other = await post(
      h,
      SIGN,
      c.users.Client.token,
      signBody(stranger.id, theirs.formId, 'participant'),
    );
    expect(other.statusCode).toBe(404);
    // Naming their own client id with another's form id is no way round it.
    const mixed = await post(h, SIGN, c.users.Client.token, signBody(own.id, theirs.formId, 'participant'));
    expect(mixed.statusCode).toBe(404);
    expect(
      (await post(h, SIGN, c.users.Staff.token, signBody(own.id, mine.formId, 'staff'))).statusCode,
    ).toBe(403);
  });

  it('the PDF of another company’s or an unreached client’s form is a 404', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const theirs = await insertProfile(h, other.companyId);
    const form = await saveForm(h, other.users.Administrator.token, theirs.id, 'goal-plan', {
      effectiveDate: '2026-11-01',
    });
    const res = await get(h, pdfOf(form.formId), c.users.Administrator.token);
    expect(res.statusCode).toBe(404);
    const mine = await insertProfile(h, c.companyId);
    const own = await saveForm(h, c.users.Administrator.token, mine.id, 'goal-plan', {
      effectiveDate: '2026-11-01',
    });
    expect((await get(h, pdfOf(own.formId), c.users.Auditor.token)).statusCode).toBe(404);
    expect((await get(h, pdfOf(own.formId), c.users.Staff.token)).statusCode).toBe(404);
  });
});
