import { LATITUDE_MESSAGE, POSITION_PAIR_MESSAGE, POSTCODE_MESSAGE, STATE_MESSAGE } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertProfile, uniqueName } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { countRows, PDF, postForm } from '../../../test/uploads.ts';
import { profiles, staffs } from '../../db/schema/index.ts';

// Addresses that locate (issue 26): the creation forms send street, suburb, state and postcode
// apart (the state prices the client), and a client's map position; bad parts are refused whole.

const client = (extra: Record<string, string> = {}) => {
  const firstName = uniqueName('Manly').replace('-', '');
  return {
    firstName,
    surName: 'Client',
    email: `${firstName.toLowerCase()}@test.example`,
    phoneNumber: '0412 000 888',
    ndisNo: '431000888',
    agreementStartDate: '2026-01-01',
    agreementEndDate: '2030-12-31',
    address: '12 Ocean Road',
    suburb: 'Manly',
    state: 'New South Wales',
    postcode: '2095',
    latitude: '-33.7969',
    longitude: '151.2887',
    ...extra,
  };
};

describe('POST /api/Profiles/add_client: the address in parts and the map position', () => {
  it('keeps street, suburb, the state as its code, postcode and the position', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(h, '/api/Profiles/add_client', c.users.Administrator.token, client());
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, res.json().profileId));
    expect(row).toMatchObject({
      address: '12 Ocean Road',
      suburb: 'Manly',
      state: 'NSW',
      postcode: '2095',
      latitude: -33.7969,
      longitude: 151.2887,
    });
  });

  it('takes a client with no address at all (the profile then says what is missing)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await postForm(
      h,
      '/api/Profiles/add_client',
      c.users.Administrator.token,
      client({ address: '', suburb: '', state: '', postcode: '', latitude: '', longitude: '' }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, res.json().profileId));
    expect(row).toMatchObject({ state: null, postcode: null, latitude: null, longitude: null });
  });

  it('refuses an unknown state, a bad postcode and a half or swapped position with 400 per field, saving nothing', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await countRows(h, profiles, c.companyId);
    const post = (extra: Record<string, string>) =>
      postForm(h, '/api/Profiles/add_client', c.users.Administrator.token, client(extra));

    const parts = await post({ state: 'Sydney', postcode: '20950' });
    expect(parts.statusCode).toBe(400);
    expect(parts.json().errors).toEqual({ state: STATE_MESSAGE, postcode: POSTCODE_MESSAGE });

    const half = await post({ longitude: '' });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ longitude: POSITION_PAIR_MESSAGE });

    const swapped = await post({ latitude: '151.2887', longitude: '-33.7969' });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().errors.latitude).toBe(LATITUDE_MESSAGE);

    expect(await countRows(h, profiles, c.companyId)).toBe(before);
  });
});

describe('POST /api/Staffs/add_staff: the address in parts', () => {
  it('keeps street, suburb, state and postcode', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const firstName = uniqueName('Ada').replace('-', '');
    const res = await postForm(
      h,
      '/api/Staffs/add_staff',
      c.users.Administrator.token,
      {
        firstName,
        surName: 'Worker',
        email: `${firstName.toLowerCase()}@test.example`,
        phoneNumber: '0412 345 678',
        address: '3 Jacaranda Avenue',
        suburb: 'Blacktown',
        state: 'nsw',
        postcode: '2148',
      },
      { offerLetter: { bytes: PDF, filename: 'offer.pdf' } },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(staffs).where(eq(staffs.id, res.json().staffId));
    expect(row).toMatchObject({
      address: '3 Jacaranda Avenue',
      suburb: 'Blacktown',
      state: 'NSW',
      postcode: '2148',
    });
  });
});

describe('POST /api/Profiles/edit/:id: typed coordinates', () => {
  it('refuses a swapped position and keeps the stored one', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const stored = await insertProfile(h, c.companyId);
    const res = await postForm(h, `/api/Profiles/edit/${stored.id}`, c.users.Administrator.token, {
      phoneNumber: '0400111222',
      latitude: '151.2887',
      longitude: '-33.7969',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.latitude).toBe(LATITUDE_MESSAGE);
  });
});
