import { eq } from 'drizzle-orm';
import { insertAdministrator, insertStaff } from '../../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, type Harness } from '../../../test/harness.ts';
import { type FormFile, postForm } from '../../../test/uploads.ts';
import { administrators, staffs } from '../../db/schema/index.ts';

export const STAFF_ADD = '/api/StaffAttendances/add_report';
export const ADMIN_ADD = '/api/AdminAttendances/add_report';
export const staffEdit = (id: string) => `/api/StaffAttendances/edit/${id}`;
export const adminEdit = (id: string) => `/api/AdminAttendances/edit/${id}`;
export const record = (id: string) => `/api/StaffAttendances/get_attendance_record/${id}`;
export const ALL_STAFF = '/api/StaffAttendances/get_all_staff_attendances';
export const ALL_ADMIN = '/api/AdminAttendances/get_admin_attendance';
export const ofStaff = (staffId: string) => `/api/StaffAttendances/get_staff_attendances?staffId=${staffId}`;

/** Sydney, as a real position (the demo's office). */
export const HERE = { InLatitude: '-33.8151', InLongitude: '151.0011' };

export interface ReportsFixture {
  c: CompanyFixture;
  /** The Staff user's record, another staff member, the Administrator user's record. */
  staff: { id: string; firstName: string };
  otherStaff: { id: string; firstName: string };
  admin: { id: string; firstName: string };
}

/** A company whose Staff and Administrator users have their person records. */
export async function reportsCompany(h: Harness): Promise<ReportsFixture> {
  const c = await createCompany(h);
  const staff = await insertStaff(h, c.companyId);
  const otherStaff = await insertStaff(h, c.companyId);
  const admin = await insertAdministrator(h, c.companyId);
  await h.database.db.update(staffs).set({ userId: c.users.Staff.id }).where(eq(staffs.id, staff.id));
  await h.database.db
    .update(administrators)
    .set({ userId: c.users.Administrator.id })
    .where(eq(administrators.id, admin.id));
  return { c, staff, otherStaff, admin };
}

/** Posts a daily report form (fields as the web app sends them), with an optional query. */
export function addReport(
  h: Harness,
  token: string,
  fields: Record<string, string | null | undefined>,
  o: { url?: string; query?: string; file?: FormFile } = {},
) {
  const url = `${o.url ?? STAFF_ADD}${o.query ? `?${o.query}` : ''}`;
  return postForm(h, url, token, { ...HERE, ...fields }, o.file ? { ImageFile: o.file } : {});
}

/** GETs a URL with the caller's token. */
export const read = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url, headers: bearer(token) });
