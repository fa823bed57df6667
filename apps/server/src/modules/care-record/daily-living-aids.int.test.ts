import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/harness.ts';
import { careRecordWorld, get, post } from './care-record.test-kit.ts';

describe('DailyLivings', () => {
  it('adds, lists, reads, edits and deletes daily living support', async () => {
    const { h, c, client } = await careRecordWorld();
    const t = c.users.CompanyAdmin.token;
    const add = await post(h, '/DailyLivings', t, {
      profileId: client.id,
      activities: 'Showering',
      support: 'Prompting required',
      supportLevel: 'During active times',
      details: 'Needs a reminder to use the rail.',
    });
    expect(add.json()).toMatchObject({ status: 'Success', message: 'Daily living support added.' });
    const id = add.json().dailyLivingId;
    expect((await get(h, `/DailyLivings/get_all?clientId=${client.id}`, t)).json()).toEqual([
      expect.objectContaining({
        dailyLivingId: id,
        activities: 'Showering',
        supportLevel: 'During active times',
      }),
    ]);
    const edit = await post(h, `/DailyLivings/edit/${id}`, t, {
      profileId: client.id,
      activities: 'Night checks',
      support: 'Some support required',
      supportLevel: 'All the time',
      details: 'Two checks a night.',
    });
    expect(edit.json()).toEqual({ status: 'Success', message: 'Daily living support updated.' });
    expect((await get(h, `/DailyLivings/${id}`, t)).json()).toMatchObject({ activities: 'Night checks' });
    expect((await post(h, `/DailyLivings/delete/${id}`, t)).json()).toMatchObject({ status: 'Success' });
    expect((await get(h, `/DailyLivings/get_all?clientId=${client.id}`, t)).json()).toEqual([]);
  });

  it('needs activities and details, and support from the list', async () => {
    const { h, c, client } = await careRecordWorld();
    const res = await post(h, '/DailyLivings', c.users.Staff.token, {
      profileId: client.id,
      activities: '',
      details: ' ',
      support: 'Whatever',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      activities: 'Activities is required',
      details: 'Details is required',
      support: expect.stringContaining('Choose one of'),
    });
  });

  it('is read-only for the auditor and 404 across companies and clients', async () => {
    const { h, c, client, other } = await careRecordWorld();
    const body = { profileId: other.id, activities: 'Cooking', details: 'Chops with help.' };
    expect((await post(h, '/DailyLivings', c.users.Auditor.token, body)).statusCode).toBe(403);
    const id = (await post(h, '/DailyLivings', c.users.Administrator.token, body)).json().dailyLivingId;
    expect((await get(h, `/DailyLivings/${id}`, c.users.Client.token)).statusCode).toBe(404);
    expect((await post(h, `/DailyLivings/edit/${id}`, c.users.Client.token, body)).statusCode).toBe(404);
    expect((await post(h, '/DailyLivings', c.users.Client.token, body)).statusCode).toBe(404);
    const stranger = await createCompany(h);
    expect((await get(h, `/DailyLivings/${id}`, stranger.users.Administrator.token)).statusCode).toBe(404);
    expect(
      (await get(h, `/DailyLivings/get_all?clientId=${client.id}`, stranger.users.Administrator.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('Aids', () => {
  it('adds, lists, reads, edits and deletes an aid', async () => {
    const { h, c, client } = await careRecordWorld();
    const t = c.users.Client.token;
    const add = await post(h, '/Aids', t, {
      profileId: client.id,
      equipmentUsed: 'Shower chair',
      equipmentAssistance: true,
      requireStaffTraining: 'false',
    });
    expect(add.json()).toMatchObject({ status: 'Success', message: 'Aid added.' });
    const id = add.json().aidsId;
    expect((await get(h, `/Aids/get_client_aids?clientId=${client.id}`, t)).json()).toEqual([
      expect.objectContaining({ aidsId: id, equipmentAssistance: true, requireStaffTraining: false }),
    ]);
    await post(h, `/Aids/edit/${id}`, t, {
      equipmentUsed: 'Hoist',
      equipmentAssistance: false,
      requireStaffTraining: true,
    });
    expect((await get(h, `/Aids/${id}`, c.users.Administrator.token)).json()).toMatchObject({
      equipmentUsed: 'Hoist',
      requireStaffTraining: true,
    });
    expect((await post(h, `/Aids/delete/${id}`, t)).json()).toEqual({
      status: 'Success',
      message: 'Aid deleted.',
    });
  });

  it('needs the equipment used; the auditor cannot delete; other clients are 404', async () => {
    const { h, c, client, other } = await careRecordWorld();
    const bad = await post(h, '/Aids', c.users.Staff.token, { profileId: client.id, equipmentUsed: '' });
    expect(bad.json().errors).toEqual({ equipmentUsed: 'Equipment Used is required' });
    const id = (
      await post(h, '/Aids', c.users.Staff.token, { profileId: other.id, equipmentUsed: 'Walker' })
    ).json().aidsId;
    expect((await post(h, `/Aids/delete/${id}`, c.users.Auditor.token)).statusCode).toBe(403);
    expect((await post(h, `/Aids/delete/${id}`, c.users.Client.token)).statusCode).toBe(404);
    expect(
      (await get(h, `/Aids/get_client_aids?clientId=${other.id}`, c.users.Client.token)).statusCode,
    ).toBe(404);
  });
});
