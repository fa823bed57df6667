import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/harness.ts';
import { careRecordWorld, get, post } from './care-record.test-kit.ts';

const full = (profileId: string) => ({
  profileId,
  fullName: 'Maria Rossi',
  relationship: 'Mother',
  homePhone: '02 9555 1234',
  mobilePhone: '0412 345 678',
  email: 'Maria.Rossi@example.com',
  position: 'Guardian',
  address: '4 Harbour Rd, Manly NSW',
  organization: 'Family',
});

describe('Representatives', () => {
  it('adds, lists, reads, edits and deletes a representative', async () => {
    const { h, c, client } = await careRecordWorld();
    const t = c.users.Administrator.token;
    const add = await post(h, '/Representatives/add_representative', t, full(client.id));
    expect(add.json()).toMatchObject({
      status: 'Success',
      message: 'Maria Rossi was added as a representative.',
    });
    const id = add.json().representativeId;
    expect((await get(h, `/Representatives/get_all?clientId=${client.id}`, t)).json()).toEqual([
      expect.objectContaining({
        representativeId: id,
        email: 'maria.rossi@example.com',
        mobilePhone: '0412345678',
        relationship: 'Mother',
      }),
    ]);
    const edit = await post(h, `/Representatives/edit/${id}`, t, {
      ...full(client.id),
      representativeId: id,
      address: '',
      fullName: 'Maria R. Rossi',
    });
    expect(edit.json()).toEqual({ status: 'Success', message: 'Maria R. Rossi was updated.' });
    expect((await get(h, `/Representatives/${id}`, t)).json()).toMatchObject({ address: null });
    expect((await post(h, `/Representatives/delete/${id}`, t)).json()).toMatchObject({ status: 'Success' });
  });

  it('gives each required field its message', async () => {
    const { h, c, client } = await careRecordWorld();
    const res = await post(h, '/Representatives/add_representative', c.users.Staff.token, {
      profileId: client.id,
      fullName: '',
      address: '',
      email: '',
      mobilePhone: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      fullName: 'Full Name is required',
      address: 'Address is required',
      email: 'Email is required',
      mobilePhone: 'Phone Number is required',
    });
  });

  it('is read-only for the auditor and 404 across companies and clients', async () => {
    const { h, c, other } = await careRecordWorld();
    expect(
      (await post(h, '/Representatives/add_representative', c.users.Auditor.token, full(other.id)))
        .statusCode,
    ).toBe(403);
    const id = (
      await post(h, '/Representatives/add_representative', c.users.Staff.token, full(other.id))
    ).json().representativeId;
    expect((await get(h, `/Representatives/${id}`, c.users.Client.token)).statusCode).toBe(404);
    expect((await post(h, `/Representatives/delete/${id}`, c.users.Client.token)).statusCode).toBe(404);
    const stranger = await createCompany(h);
    expect((await get(h, `/Representatives/${id}`, stranger.users.CompanyAdmin.token)).statusCode).toBe(404);
  });
});

describe('Assistances (the client portal)', () => {
  it("a client's own Assistance is the office's representative, and the other way round", async () => {
    const { h, c, client } = await careRecordWorld();
    const me = c.users.Client.token;
    const add = await post(h, '/Assistances', me, {
      profileId: client.id,
      fullName: 'Sam Park',
      email: 'sam@example.com',
      phone: '0400 111 222',
      personel: 'Friend',
    });
    expect(add.json()).toMatchObject({ status: 'Success' });
    const id = add.json().assistanceId;
    const office = (
      await get(h, `/Representatives/get_all?clientId=${client.id}`, c.users.Administrator.token)
    ).json();
    expect(office).toEqual([
      expect.objectContaining({
        representativeId: id,
        position: 'Friend',
        mobilePhone: '0400111222',
        address: null,
      }),
    ]);
    await post(h, '/Representatives/add_representative', c.users.Administrator.token, full(client.id));
    const mine = (await get(h, `/Assistances/get_all?clientId=${client.id}`, me)).json();
    expect(mine.map((a: { fullName: string }) => a.fullName)).toEqual(['Maria Rossi', 'Sam Park']);
    expect(mine[0]).toEqual({
      assistanceId: expect.any(String),
      profileId: client.id,
      fullName: 'Maria Rossi',
      personel: 'Guardian',
      phone: '0412345678',
      email: 'maria.rossi@example.com',
      dateCreated: expect.any(String),
    });

    const edit = await post(h, `/Assistances/edit/${id}`, me, {
      assistanceId: id,
      profileId: client.id,
      fullName: 'Sam Park',
      email: 'sam.park@example.com',
      phone: '0400 111 333',
      personel: '',
    });
    expect(edit.json()).toMatchObject({ status: 'Success' });
    expect((await get(h, `/Assistances/${id}`, me)).json()).toMatchObject({
      email: 'sam.park@example.com',
      personel: null,
    });
    expect((await post(h, `/Assistances/delete/${id}`, me)).json()).toMatchObject({ status: 'Success' });
    expect((await get(h, `/Assistances/${id}`, me)).statusCode).toBe(404);
  });

  it("says 'Input Fields cannot be empty' and wants a valid email", async () => {
    const { h, c, client } = await careRecordWorld();
    const empty = await post(h, '/Assistances', c.users.Client.token, {
      profileId: client.id,
      fullName: '',
      email: '',
      phone: '',
    });
    expect(empty.json().errors).toEqual({
      fullName: 'Input Fields cannot be empty',
      email: 'Input Fields cannot be empty',
      phone: 'Input Fields cannot be empty',
    });
    const bad = await post(h, '/Assistances', c.users.Client.token, {
      profileId: client.id,
      fullName: 'A B',
      email: 'not-an-email',
      phone: '0400111222',
    });
    expect(bad.json().errors).toEqual({ email: 'Enter a valid email address' });
  });

  it("never lets a client reach another client's Assistances, and the auditor never writes", async () => {
    const { h, c, other } = await careRecordWorld();
    const me = c.users.Client.token;
    const body = { profileId: other.id, fullName: 'X Y', email: 'x@example.com', phone: '0400111222' };
    expect((await get(h, `/Assistances/get_all?clientId=${other.id}`, me)).statusCode).toBe(404);
    expect((await post(h, '/Assistances', me, body)).statusCode).toBe(404);
    expect((await post(h, '/Assistances', c.users.Auditor.token, body)).statusCode).toBe(403);
    const id = (await post(h, '/Assistances', c.users.Staff.token, body)).json().assistanceId;
    expect((await post(h, `/Assistances/edit/${id}`, me, body)).statusCode).toBe(404);
    expect((await post(h, `/Assistances/delete/${id}`, me)).statusCode).toBe(404);
  });
});
