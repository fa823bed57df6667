import { eq } from 'drizzle-orm';
import { insertProfile } from '../../../test/fixtures.ts';
import { bearer, type CompanyFixture, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { supportedBy } from '../../../test/supported-clients.ts';
import { profiles } from '../../db/schema/index.ts';

/** A company whose Client user signs in as one client, with another client beside them. */
export async function careRecordWorld(): Promise<{
  h: Harness;
  c: CompanyFixture;
  client: { id: string; firstName: string };
  other: { id: string; firstName: string };
}> {
  const h = await harness();
  const c = await createCompany(h);
  const client = await insertProfile(h, c.companyId);
  await h.database.db.update(profiles).set({ userId: c.users.Client.id }).where(eq(profiles.id, client.id));
  const other = await insertProfile(h, c.companyId);
  // The staff member supports both clients (a shift with them), so reaches their records.
  await supportedBy(h, c.companyId, c.users.Staff.id, client.id, other.id);
  return { h, c, client, other };
}

export const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

export const post = (h: Harness, url: string, token: string, payload: object = {}) =>
  h.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
