import { MESSAGES } from '@care/domain';
import * as XLSX from '@e965/xlsx';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activitiesOf, uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, harness } from '../../../test/harness.ts';
import {
  CLIENT_HEADINGS,
  clientRow,
  PERSON_HEADINGS,
  personRow,
  uploadSheet,
  workbook,
} from '../../../test/spreadsheets.ts';
import { countRows, PDF, postForm } from '../../../test/uploads.ts';
import { administrators, mailOutbox, profiles, staffs, users } from '../../db/schema/index.ts';

describe('POST /api/Profiles/upload_excel', () => {
  it('imports every row of a valid sheet, with Excel dates and numbers read as text', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const admin = c.users.Administrator;
    const withDates = clientRow();
    withDates[6] = new Date(2026, 0, 15);
    withDates[7] = new Date(2026, 11, 31);
    withDates[8] = 431234568;
    const sheet = workbook([CLIENT_HEADINGS, clientRow(), withDates, clientRow()]);
    const res = await uploadSheet(h, '/api/Profiles', admin.token, sheet, 'clients.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: '3 clients imported.', imported: 3 });
    const rows = await h.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.companyId, c.companyId))
      .orderBy(asc(profiles.contactId));
    expect(rows.map((r) => r.contactId)).toEqual(['CL-0001', 'CL-0002', 'CL-0003']);
    const dated = rows.find((r) => r.firstName === withDates[0]);
    expect(dated).toMatchObject({
      agreementStartDate: '2026-01-15',
      agreementEndDate: '2026-12-31',
      ndisNo: '431234568',
      phoneNumber: '0412345678',
      email: withDates[3],
    });
    expect(await activitiesOf(h, admin.id, 'Imported 3 clients from clients.xlsx')).toHaveLength(1);
  });

  it('imports nothing when one row is bad, naming the row and the field', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await countRows(h, profiles, c.companyId);
    const sheet = workbook([CLIENT_HEADINGS, clientRow(), clientRow({ email: 'not-an-email' }), clientRow()]);
    const res = await uploadSheet(h, '/api/Profiles', c.users.CompanyAdmin.token, sheet);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.rows).toEqual([{ row: 3, field: 'email', message: 'Enter a valid email address' }]);
    expect(body.errors).toEqual({ 'row3.email': 'Enter a valid email address' });
    expect(body.message).toBe('Nothing was imported. Row 3, email: Enter a valid email address');
    expect(await countRows(h, profiles, c.companyId)).toBe(before);
  });

  it('lists every bad row and field at once', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const noName = clientRow();
    noName[0] = '';
    const sheet = workbook([CLIENT_HEADINGS, noName, clientRow(), clientRow({ ndis: '123' })]);
    const res = await uploadSheet(h, '/api/Profiles', c.users.CompanyAdmin.token, sheet);
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, field: 'firstName', message: 'Required Field' },
      { row: 4, field: 'ndisNo', message: 'An NDIS number has 9 digits' },
    ]);
    expect(res.json().message).toMatch(/\(and 1 more\)$/);
    expect(await countRows(h, profiles, c.companyId)).toBe(0);
  });

  it('refuses an e-mail repeated inside the sheet, naming both rows, and one already in use', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const shared = `${uniqueName('Twin').toLowerCase()}@test.example`;
    const sheet = workbook([
      CLIENT_HEADINGS,
      clientRow({ email: shared }),
      clientRow(),
      clientRow({ email: shared.toUpperCase() }),
      clientRow({ email: c.users.Staff.email }),
    ]);
    const res = await uploadSheet(h, '/api/Profiles', c.users.CompanyAdmin.token, sheet);
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 4, field: 'email', message: 'The same email is on row 2' },
      { row: 5, field: 'email', message: 'A person with this email already exists.' },
    ]);
    expect(await countRows(h, profiles, c.companyId)).toBe(0);
  });

  it.each([
    ['a PDF', PDF, 'clients.xlsx', 'The file must be an Excel workbook (.xlsx or .xls)'],
    [
      'a CSV',
      Buffer.from('FirstName,SurName\nA,B\n'),
      'clients.xlsx',
      'The file must be an Excel workbook (.xlsx or .xls)',
    ],
    [
      'a sheet without the NDIS column',
      workbook([PERSON_HEADINGS, personRow()]),
      'x.xlsx',
      'The sheet has no column AgreementStartDate, AgreementEndDate, NDISNo. Start from the template.',
    ],
    ['a sheet with headings only', workbook([CLIENT_HEADINGS]), 'x.xlsx', 'The sheet has no rows to import.'],
  ])('refuses %s with 400 on file', async (_, bytes, filename, message) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await uploadSheet(h, '/api/Profiles', c.users.CompanyAdmin.token, bytes, filename);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: message });
    expect(await countRows(h, profiles, c.companyId)).toBe(0);
  });

  it('refuses a request without a file', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(h, '/api/Profiles/upload_excel', c.users.CompanyAdmin.token, { note: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: 'Select File' });
  });

  it('reads headings in any case and spacing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const headings = [
      'first name',
      'Middle Name',
      'SURNAME',
      'E mail',
      'Phone Number',
      'address',
      'Agreement Start Date',
      'agreement_end_date',
      'ndis no',
    ];
    const row = clientRow();
    const res = await uploadSheet(h, '/api/Profiles', c.users.CompanyAdmin.token, workbook([headings, row]));
    expect(res.statusCode).toBe(200);
    const [saved] = await h.database.db.select().from(profiles).where(eq(profiles.companyId, c.companyId));
    expect(saved).toMatchObject({ firstName: row[0], surName: 'Client', email: row[3], ndisNo: '431234567' });
  });

  it.each(['Staff', 'Auditor', 'Client'] as const)('refuses %s with 403', async (role) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await uploadSheet(
      h,
      '/api/Profiles',
      c.users[role].token,
      workbook([CLIENT_HEADINGS, clientRow()]),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect(await countRows(h, profiles, c.companyId)).toBe(0);
  });
});

describe('POST /api/Staffs/upload_excel and /api/Administrators/upload_excel', () => {
  it('imports staff with STF- numbers, Staff sign-ins and an invitation each', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const rows = [personRow(), personRow()];
    const res = await uploadSheet(
      h,
      '/api/Staffs',
      c.users.Administrator.token,
      workbook([PERSON_HEADINGS, ...rows]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toBe(2);
    const created = await h.database.db.select().from(staffs).where(eq(staffs.companyId, c.companyId));
    expect(created.map((s) => s.maxStaffId).sort()).toEqual(['STF-001', 'STF-002']);
    for (const row of rows) {
      const [user] = await h.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(row[3])));
      expect(user?.role).toBe('Staff');
      const mails = await h.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, String(row[3])));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.bodyText).toContain('/auth/set-password?token=');
    }
  });

  it('imports no staff and mails no one when a row repeats a sign-in’s e-mail', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const taken = personRow();
    taken[3] = c.users.Client.email;
    const before = {
      staffs: await countRows(h, staffs, c.companyId),
      mail: await countRows(h, mailOutbox, c.companyId),
    };
    const res = await uploadSheet(
      h,
      '/api/Staffs',
      c.users.CompanyAdmin.token,
      workbook([PERSON_HEADINGS, personRow(), taken]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 3, field: 'email', message: 'A person with this email already exists.' },
    ]);
    expect({
      staffs: await countRows(h, staffs, c.companyId),
      mail: await countRows(h, mailOutbox, c.companyId),
    }).toEqual(before);
  });

  it('imports administrators for the CompanyAdmin and refuses an Administrator without the claim', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const sheet = workbook([PERSON_HEADINGS, personRow()]);
    expect((await uploadSheet(h, '/api/Administrators', c.users.Administrator.token, sheet)).statusCode).toBe(
      403,
    );
    expect(await countRows(h, administrators, c.companyId)).toBe(0);
    const res = await uploadSheet(h, '/api/Administrators', c.users.CompanyAdmin.token, sheet);
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db
      .select()
      .from(administrators)
      .where(eq(administrators.companyId, c.companyId));
    expect(row?.maxStaffId).toBe('ADM-001');
  });
});

describe('GET .../excel_template', () => {
  it.each([
    ['/api/Profiles', CLIENT_HEADINGS, 'clients'],
    ['/api/Staffs', PERSON_HEADINGS, 'staff'],
    ['/api/Administrators', PERSON_HEADINGS, 'administrators'],
  ])('%s returns an .xlsx whose first row holds the headings', async (base, headings, label) => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await h.app.inject({
      method: 'GET',
      url: `${base}/excel_template`,
      headers: bearer(c.users.CompanyAdmin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${label}-upload-template.xlsx"`);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Sheet1']);
    const grid = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Sheet1 as XLSX.WorkSheet, { header: 1 });
    expect(grid[0]).toEqual(headings);
    expect(grid).toHaveLength(2);
  });

  it('refuses Staff with 403', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/Profiles/excel_template',
      headers: bearer(c.users.Staff.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
