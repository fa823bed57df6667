import { describe, expect, it } from 'vitest';
import { API_SNAPSHOT_PATTERN } from './api-snapshot-routes.ts';

const at = (path: string) => `https://care.example/api/${path}`;
const id = '5f0c1a52-8a43-4d7e-9a39-3b9b8f6c2a11';

describe('API_SNAPSHOT_PATTERN', () => {
  it.each([
    'Account/me',
    `Companies/get_company/${id}`,
    'Staffs/my_profile',
    `ShiftRosters/get_periodic_shift_rosters?staffId=${id}&fromDate=2026-11-24&toDate=2026-11-30`,
    'ShiftRosters/get_shifts_by_user?userId=u1',
    `ShiftRosters/${id}`,
    `ShiftReports/get_shiftreport_details/null?shiftId=${id}`,
    `Attendances/get_staff_attendances?staffId=${id}`,
    `Attendances/${id}`,
  ])('keeps a snapshot of %s', (path) => {
    expect(API_SNAPSHOT_PATTERN.test(at(path))).toBe(true);
  });

  it.each([
    `Attendances/clock_in?userId=u1&shiftId=${id}&lat=1&lng=2`,
    `Attendances/clock_out?userId=u1&shiftId=${id}`,
    `ShiftRosters/fill_mileage?shiftId=${id}&startKm=1&endKm=2`,
    'ShiftRosters/open_shifts',
    `ShiftRosters/cancel_shift?shiftId=${id}`,
    'Account/me_too',
    `ShiftReports/pdf/${id}`,
  ])('never caches %s', (path) => {
    expect(API_SNAPSHOT_PATTERN.test(at(path))).toBe(false);
  });

  it('matches only this origin’s /api from the start of the URL', () => {
    expect(API_SNAPSHOT_PATTERN.test('https://care.example/app/staff/dashboard?x=/api/Account/me')).toBe(
      false,
    );
  });
});
