import { MESSAGES } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, uniqueName } from '../../../test/fixtures.ts';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { countRows, DOCX, PDF, PNG, postForm } from '../../../test/uploads.ts';
import { administrators, files, mailOutbox, staffs, users } from '../../db/schema/index.ts';

const OFFER_LETTER = 'Offer letter is required (.pdf,.doc,.docx)';
const INVITE_LINK = /http:\/\/care\.test\/auth\/set-password\?token=[\w-]{20,}/;

const person = () => {
  const firstName = uniqueName('Ada').replace('-', '');
  return {
    firstName,
    middleName: '',
    surName: 'Lovelace',
    email: `${firstName.toLowerCase()}@test.example`,
    phoneNumber: '0412 345 678',
    address: '1 George Street, Sydney NSW 2000',
  };
};

const letter = (bytes = PDF, filename = 'offer.pdf') => ({ offerLetter: { bytes, filename } });

/** Everything a creation writes, to show that a refused one wrote nothing. */
const snapshot = async (h: Harness, companyId: string) => ({
  administrators: await countRows(h, administrators, companyId),
  staffs: await countRows(h, staffs, companyId),
  users: await countRows(h, users, companyId),
  mail: await countRows(h, mailOutbox, companyId),
  files: await countRows(h, files, companyId),
});

const outboxTo = (h: Harness, email: string) =>
  h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('POST /api/Administrators/add_administrator', () => {
  const url = '/api/Administrators/add_administrator';

  it('creates the administrator (ADM- numbering), an Administrator sign-in and an invitation with the letter', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.CompanyAdmin;
    const p = person();
    const res = await postForm(h, url, admin.token, p, letter());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Success', administratorId: expect.any(String) });
    expect(body.message).toContain(p.firstName);

    const [row] = await h.database.db
      .select()
      .from(administrators)
      .where(eq(administrators.id, body.administratorId));
    expect(row).toMatchObject({
      companyId: c.companyId,
      firstName: p.firstName,
      middleName: null,
      email: p.email,
      phoneNumber: '0412345678',
      maxStaffId: 'ADM-001',
      offerLetter: expect.stringMatching(/^\/api\/Files\/[0-9a-f-]{36}$/),
      userCreated: admin.id,
    });
    const [user] = await h.database.db.select().from(users).where(eq(users.email, p.email));
    expect(user).toMatchObject({ companyId: c.companyId, role: 'Administrator', id: row?.userId });

    const mails = await outboxTo(h, p.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ companyId: c.companyId, status: 'Stored' });
    expect(mails[0]?.bodyText).toMatch(INVITE_LINK);
    const fileId = row?.offerLetter?.split('/').pop();
    expect(mails[0]?.attachments).toEqual([expect.objectContaining({ fileId, name: 'offer.pdf' })]);
    expect(await activitiesOf(h, admin.id, `Added administrator ${p.firstName} Lovelace`)).toHaveLength(1);

    const second = await postForm(h, url, admin.token, person(), letter(DOCX, 'offer.docx'));
    expect(second.statusCode).toBe(200);
    const [next] = await h.database.db
      .select({ maxStaffId: administrators.maxStaffId })
      .from(administrators)
      .where(eq(administrators.id, second.json().administratorId));
    expect(next?.maxStaffId).toBe('ADM-002');
  });

  // Issue 40 item 8: the offer letter is optional; the invitation goes without an attachment.
  it('adds and invites an administrator and a staff member without an offer letter', async () => {
    const h = await harness();
    const c = await createCompany(h);
    for (const path of [url, '/api/Staffs/add_staff']) {
      const p = person();
      const res = await postForm(h, path, c.users.CompanyAdmin.token, p, {});
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await outboxTo(h, p.email);
      expect(mail?.subject).toBe(`You're invited to ${c.name}`);
      expect(mail?.attachments).toEqual([]);
    }
  });

  it.each([['a PNG renamed .pdf', letter(PNG, 'offer.pdf')]])(
    'refuses %s with 400 on offerLetter and saves nothing',
    async (_, upload) => {
      const h = await harness();
      const c = await createCompany(h);
      const before = await snapshot(h, c.companyId);
      const p = person();
      const res = await postForm(h, url, c.users.CompanyAdmin.token, p, upload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'Error', errors: { offerLetter: OFFER_LETTER } });
      expect(await snapshot(h, c.companyId)).toEqual(before);
      expect(await outboxTo(h, p.email)).toEqual([]);
    },
  );

  it('refuses missing and malformed fields with 400 per field and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await snapshot(h, c.companyId);
    const res = await postForm(
      h,
      url,
      c.users.CompanyAdmin.token,
      { ...person(), firstName: '', email: 'not-an-email', phoneNumber: 'abc' },
      letter(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      firstName: 'Required Field',
      email: 'Enter a valid email address',
      phoneNumber: 'Enter a valid phone number',
    });
    expect(await snapshot(h, c.companyId)).toEqual(before);
  });

  it('refuses an e-mail that already has a sign-in (any case) and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await snapshot(h, c.companyId);
    const taken = c.users.Staff.email.toUpperCase();
    const res = await postForm(h, url, c.users.CompanyAdmin.token, { ...person(), email: taken }, letter());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'A person with this email already exists.' });
    expect(await snapshot(h, c.companyId)).toEqual(before);
  });

  it.each(['Staff', 'Auditor', 'Administrator'] as const)('refuses %s with 403', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await snapshot(h, c.companyId);
    const res = await postForm(h, url, c.users[role].token, person(), letter());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect(await snapshot(h, c.companyId)).toEqual(before);
  });

  it('lets an Administrator holding "Add Administrator" add one', async () => {
    const h = await harness();
    const c = await createCompany(h, { Administrator: ['Add Administrator'] });
    const res = await postForm(h, url, c.users.Administrator.token, person(), letter());
    expect(res.statusCode).toBe(200);
  });

  it('refuses a form that names another company with 403 and saves nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    const before = await snapshot(h, c.companyId);
    const res = await postForm(
      h,
      url,
      c.users.CompanyAdmin.token,
      { ...person(), companyId: other.companyId },
      letter(),
    );
    expect(res.statusCode).toBe(403);
    expect(await snapshot(h, c.companyId)).toEqual(before);
    expect(await countRows(h, administrators, other.companyId)).toBe(0);
  });
});

describe('POST /api/Staffs/add_staff', () => {
  const url = '/api/Staffs/add_staff';

  async function withTemplates(h: Harness) {
    const c = await createCompany(h);
    const names = [uniqueName('Induction'), uniqueName('Police check')];
    const ids: string[] = [];
    for (const name of names) {
      const res = await postForm(
        h,
        '/api/Templates/add_template',
        c.users.CompanyAdmin.token,
        { name },
        {
          file: { bytes: PDF, filename: `${name}.pdf` },
        },
      );
      expect(res.statusCode).toBe(200);
      ids.push(res.json().templateId);
    }
    return { c, names, ids };
  }

  it('creates the staff member (STF- numbering), a Staff sign-in and an invitation with letter and forms', async () => {
    const h = await harness();
    const { c, names, ids } = await withTemplates(h);
    const p = person();
    // One form by name, one by id, as the web app may send either.
    const res = await postForm(
      h,
      url,
      c.users.Administrator.token,
      { ...p, forms: `${names[0]},${ids[1]}` },
      letter(),
    );
    expect(res.statusCode).toBe(200);
    const { staffId } = res.json();
    const [row] = await h.database.db.select().from(staffs).where(eq(staffs.id, staffId));
    expect(row).toMatchObject({ companyId: c.companyId, email: p.email, maxStaffId: 'STF-001' });
    const [user] = await h.database.db.select().from(users).where(eq(users.email, p.email));
    expect(user).toMatchObject({ role: 'Staff', companyId: c.companyId, id: row?.userId });

    const [mail] = await outboxTo(h, p.email);
    expect(mail?.status).toBe('Stored');
    expect(mail?.bodyText).toMatch(INVITE_LINK);
    expect(mail?.attachments.map((a) => a.name)).toEqual(['offer.pdf', `${names[0]}.pdf`, `${names[1]}.pdf`]);
    expect(mail?.attachments[0]?.fileId).toBe(row?.offerLetter?.split('/').pop());

    const second = await postForm(h, url, c.users.CompanyAdmin.token, person(), letter());
    const [next] = await h.database.db.select().from(staffs).where(eq(staffs.id, second.json().staffId));
    expect(next?.maxStaffId).toBe('STF-002');
  });

  it('refuses an unknown form with 400 on forms and saves nothing', async () => {
    const h = await harness();
    const { c, names } = await withTemplates(h);
    const before = await snapshot(h, c.companyId);
    const p = person();
    const res = await postForm(
      h,
      url,
      c.users.CompanyAdmin.token,
      { ...p, forms: `${names[0]},No such form` },
      letter(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ forms: 'Unknown form: No such form' });
    expect(await snapshot(h, c.companyId)).toEqual(before);
    expect(await outboxTo(h, p.email)).toEqual([]);
  });

  it('refuses a form of another company by id as unknown', async () => {
    const h = await harness();
    const { ids } = await withTemplates(h);
    const c = await createCompany(h);
    const res = await postForm(h, url, c.users.CompanyAdmin.token, { ...person(), forms: ids[0] }, letter());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.forms).toContain(ids[0]);
  });

  it('refuses an offer letter that is an image whatever its name, and a repeated e-mail', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await snapshot(h, c.companyId);
    const png = await postForm(h, url, c.users.CompanyAdmin.token, person(), letter(PNG, 'offer.docx'));
    expect(png.statusCode).toBe(400);
    expect(png.json().errors).toEqual({ offerLetter: OFFER_LETTER });
    const taken = await postForm(
      h,
      url,
      c.users.CompanyAdmin.token,
      { ...person(), email: c.users.Client.email },
      letter(),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ email: 'A person with this email already exists.' });
    expect(await snapshot(h, c.companyId)).toEqual(before);
  });

  it.each(['Staff', 'Auditor', 'Client'] as const)('refuses %s with 403', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await snapshot(h, c.companyId);
    const res = await postForm(h, url, c.users[role].token, person(), letter());
    expect(res.statusCode).toBe(403);
    expect(await snapshot(h, c.companyId)).toEqual(before);
  });
});
