import { describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { createCompany } from '../../../test/harness.ts';
import { careRecordWorld, get, post } from './care-record.test-kit.ts';

const body = (profileId: string) => ({
  profileId,
  days: 'Monday, Wednesday',
  fromTimeOfDay: '09:00',
  toTimeOfDay: '11:30',
  activities: 'Transport, Shopping',
});

describe('ClientSchedules (daily activities)', () => {
  it('adds, lists, reads, edits and deletes a daily activity, logging each change', async () => {
    const { h, c, client } = await careRecordWorld();
    const admin = c.users.Administrator;
    const add = await post(
      h,
      `/ClientSchedules/add_client_schedule?userId=${admin.id}`,
      admin.token,
      body(client.id),
    );
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ status: 'Success', message: 'Daily activity added.' });
    const id = add.json().clientScheduleId;

    const list = await get(h, `/ClientSchedules/get_client_schedule?clientId=${client.id}`, admin.token);
    expect(list.json()).toEqual([
      expect.objectContaining({
        clientScheduleId: id,
        days: 'Monday, Wednesday',
        activities: 'Transport, Shopping',
        fromTimeOfDay: '09:00',
        toTimeOfDay: '11:30',
        companyID: c.companyId,
      }),
    ]);
    expect((await get(h, `/ClientSchedules/get_schedule/${id}`, admin.token)).json()).toMatchObject({
      clientScheduleId: id,
    });

    const edit = await post(h, `/ClientSchedules/edit/${id}`, admin.token, {
      ...body(client.id),
      days: ['Friday'],
      activities: ['Meal Preparation'],
    });
    expect(edit.json()).toEqual({ status: 'Success', message: 'Daily activity updated.' });
    expect((await get(h, `/ClientSchedules/get_schedule/${id}`, admin.token)).json()).toMatchObject({
      days: 'Friday',
      activities: 'Meal Preparation',
    });

    expect((await post(h, `/ClientSchedules/delete/${id}`, admin.token)).json()).toEqual({
      status: 'Success',
      message: 'Daily activity deleted.',
    });
    expect((await get(h, `/ClientSchedules/get_schedule/${id}`, admin.token)).statusCode).toBe(404);
    expect(
      await activitiesOf(h, admin.id, `Added a daily activity for ${client.firstName} Test`),
    ).toHaveLength(1);
  });

  it("refuses a schedule without activities, days or times with 'Incomplete Request'", async () => {
    const { h, c, client } = await careRecordWorld();
    const res = await post(h, '/ClientSchedules/add_client_schedule', c.users.Staff.token, {
      profileId: client.id,
      days: '',
      activities: '',
      fromTimeOfDay: '',
      toTimeOfDay: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      days: 'Incomplete Request',
      activities: 'Incomplete Request',
      fromTimeOfDay: 'Incomplete Request',
      toTimeOfDay: 'Incomplete Request',
    });
  });

  it('lets the auditor read but never write', async () => {
    const { h, c, client } = await careRecordWorld();
    const res = await post(h, '/ClientSchedules/add_client_schedule', c.users.Auditor.token, body(client.id));
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another company's client and for another client's record", async () => {
    const { h, c, client, other } = await careRecordWorld();
    const stranger = await createCompany(h);
    expect(
      (
        await get(
          h,
          `/ClientSchedules/get_client_schedule?clientId=${client.id}`,
          stranger.users.Administrator.token,
        )
      ).statusCode,
    ).toBe(404);
    const add = await post(
      h,
      '/ClientSchedules/add_client_schedule',
      c.users.Administrator.token,
      body(other.id),
    );
    const id = add.json().clientScheduleId;
    const asClient = c.users.Client.token;
    expect(
      (await get(h, `/ClientSchedules/get_client_schedule?clientId=${other.id}`, asClient)).statusCode,
    ).toBe(404);
    expect((await get(h, `/ClientSchedules/get_schedule/${id}`, asClient)).statusCode).toBe(404);
    expect((await post(h, `/ClientSchedules/delete/${id}`, asClient)).statusCode).toBe(404);
    expect(
      (await post(h, `/ClientSchedules/delete/${id}`, stranger.users.CompanyAdmin.token)).statusCode,
    ).toBe(404);
    // Their own record they may fill (spec 3 §6).
    const own = await post(h, '/ClientSchedules/add_client_schedule', asClient, body(client.id));
    expect(own.statusCode).toBe(200);
    expect(
      (await get(h, `/ClientSchedules/get_client_schedule?clientId=${client.id}`, asClient)).json(),
    ).toHaveLength(1);
  });
});
