import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { profiles } from '../../db/schema/index.ts';

// Issue 39 item 1: the office chooses who funds a new client; only an NDIS client needs an NDIS number.
const url = '/api/Profiles/add_client';
const add = (h: Harness, token: string, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const person = () => ({
  firstName: uniqueName('Joan').replace('-', ''),
  surName: 'Aged',
  phoneNumber: '0298765432',
  agreementStartDate: '2026-07-01',
  agreementEndDate: '2027-06-30',
});

describe('POST /api/Profiles/add_client with a funding program', () => {
  it('a Support at Home client needs no NDIS number and is listed with the funding', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const res = await add(h, c.users.Administrator.token, { ...person(), fundingProgram: 'SUPPORT_AT_HOME' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.id, res.json().profileId));
    expect(row).toMatchObject({ fundingProgram: 'SUPPORT_AT_HOME', ndisNo: null });
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/Profiles',
      headers: bearer(c.users.Administrator.token),
    });
    const listed = (list.json() as { profileId: string; fundingProgram: string }[]).find(
      (p) => p.profileId === res.json().profileId,
    );
    expect(listed?.fundingProgram).toBe('SUPPORT_AT_HOME');
  });

  it('is NDIS by default, which still needs the NDIS number; an unknown funding is refused', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const token = c.users.CompanyAdmin.token;
    expect((await add(h, token, person())).json().errors).toEqual({ ndisNo: 'Required Field' });
    expect(
      (await add(h, token, { ...person(), fundingProgram: 'NDIS', ndisNo: '12' })).json().errors,
    ).toEqual({
      ndisNo: 'An NDIS number has 9 digits',
    });
    expect((await add(h, token, { ...person(), fundingProgram: 'DVA' })).json().errors).toEqual({
      fundingProgram: 'Choose one of: NDIS, SUPPORT_AT_HOME, PRIVATE',
    });
    const priv = await add(h, token, { ...person(), fundingProgram: 'PRIVATE' });
    expect(priv.statusCode).toBe(200);
  });
});
