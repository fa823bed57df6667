import { MESSAGES, UPLOAD_RULES } from '@care/domain';
import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
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

/** Each import: its base and a valid one-row sheet of its kind. */
const KINDS = [
  ['/api/Administrators', () => workbook([PERSON_HEADINGS, personRow()])],
  ['/api/Staffs', () => workbook([PERSON_HEADINGS, personRow()])],
  ['/api/Profiles', () => workbook([CLIENT_HEADINGS, clientRow()])],
] as const;

/** Everything an import writes, to show that a refused one wrote nothing. */
const snapshot = async (h: Harness, companyId: string) => ({
  administrators: await countRows(h, administrators, companyId),
  staffs: await countRows(h, staffs, companyId),
  profiles: await countRows(h, profiles, companyId),
  users: await countRows(h, users, companyId),
  mail: await countRows(h, mailOutbox, companyId),
});

describe('POST .../upload_excel, for each kind of person', () => {
  it.each(KINDS)('%s refuses a file that is not a workbook, or none, with 400 on file', async (base) => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await snapshot(h, c.companyId);
    const token = c.users.CompanyAdmin.token;
    const pdf = await uploadSheet(h, base, token, PDF, 'people.xlsx');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({
      message: UPLOAD_RULES.spreadsheet.message,
      errors: { file: UPLOAD_RULES.spreadsheet.message },
    });
    const none = await postForm(h, `${base}/upload_excel`, token, { note: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: 'Select File' });
    expect(await snapshot(h, c.companyId)).toEqual(before);
  });

  it.each(KINDS)('%s refuses a sheet without the template’s columns with 400', async (base) => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await snapshot(h, c.companyId);
    const sheet = workbook([
      ['Name', 'Mail'],
      ['Someone', 'someone@test.example'],
    ]);
    const res = await uploadSheet(h, base, c.users.CompanyAdmin.token, sheet);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toMatch(/^The sheet has no column FirstName, SurName, Email, PhoneNumber/);
    expect(await snapshot(h, c.companyId)).toEqual(before);
  });

  it.each(KINDS)(
    '%s refuses a form that names another company with 403 and imports nothing',
    async (base, sheet) => {
      const h = await harness();
      const c = await createCompany(h);
      const other = await createCompany(h);
      const before = { ours: await snapshot(h, c.companyId), theirs: await snapshot(h, other.companyId) };
      const res = await uploadSheet(h, base, c.users.CompanyAdmin.token, sheet(), 'people.xlsx', {
        companyId: other.companyId,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
      expect({ ours: await snapshot(h, c.companyId), theirs: await snapshot(h, other.companyId) }).toEqual(
        before,
      );
    },
  );
});

/** The spec's upload paths (spec 2 §7): multipart CompanyId and excelfile. */
const SPEC_PATHS = [
  [
    '/api/Administrators/upload_admin_records',
    administrators,
    () => workbook([PERSON_HEADINGS, personRow()]),
  ],
  ['/api/Staffs/upload_staff_records', staffs, () => workbook([PERSON_HEADINGS, personRow()])],
  ['/api/Profiles/upload_client_records', profiles, () => workbook([CLIENT_HEADINGS, clientRow()])],
] as const;

describe("the spec's upload paths, with CompanyId and excelfile", () => {
  it.each(SPEC_PATHS)('%s imports the sheet sent as excelfile', async (url, table, sheet) => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await countRows(h, table, c.companyId);
    const res = await postForm(
      h,
      url,
      c.users.CompanyAdmin.token,
      { CompanyId: c.companyId },
      { excelfile: { bytes: sheet(), filename: 'people.xlsx' } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', imported: 1 });
    expect(await countRows(h, table, c.companyId)).toBe(before + 1);
  });

  it.each(SPEC_PATHS)(
    '%s says which field is missing, and refuses another CompanyId',
    async (url, table, sheet) => {
      const h = await harness();
      const c = await createCompany(h);
      const other = await createCompany(h);
      const none = await postForm(h, url, c.users.CompanyAdmin.token, { CompanyId: c.companyId });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ excelfile: 'Select File' });
      const theirs = await postForm(
        h,
        url,
        c.users.CompanyAdmin.token,
        { CompanyId: other.companyId },
        { excelfile: { bytes: sheet(), filename: 'people.xlsx' } },
      );
      expect(theirs.statusCode).toBe(403);
      expect(await countRows(h, table, other.companyId)).toBe(0);
    },
  );
});
