import { eq } from 'drizzle-orm';
import { insertStaff } from '../../../test/fixtures.ts';
import type { Harness } from '../../../test/harness.ts';
import { post } from '../../../test/referrals.ts';
import { staffs } from '../../db/schema/index.ts';

export const ADD = '/api/StaffAvailibilities/add_staff_availability';
export const WEEK = '/api/StaffAvailibilities/save_week';
export const list = (staffId: string) =>
  `/api/StaffAvailibilities/get_staff_availabilities?staffId=${staffId}`;
export const one = (id: string) => `/api/StaffAvailibilities/get_availability/${id}`;
export const edit = (id: string) => `/api/StaffAvailibilities/edit/${id}`;
export const remove = (id: string) => `/api/StaffAvailibilities/delete/${id}`;

/** A staff record of the company, optionally the record of a signed-in Staff user. */
export async function staffOf(h: Harness, companyId: string, userId?: string) {
  const staff = await insertStaff(h, companyId);
  if (userId) {
    await h.database.db.update(staffs).set({ userId }).where(eq(staffs.id, staff.id));
  }
  return staff;
}

export const slot = (staffId: string, days: string, fromTimeOfDay: string, toTimeOfDay: string) => ({
  staffId,
  days,
  fromTimeOfDay,
  toTimeOfDay,
});

/** Adds a slot through the API and returns its id. */
export async function addSlot(h: Harness, token: string, body: object): Promise<string> {
  const res = await post(h, ADD, token, body);
  if (res.statusCode !== 200) {
    throw new Error(`add availability failed: ${res.statusCode} ${res.body}`);
  }
  return res.json().staffAvailibilityId as string;
}
