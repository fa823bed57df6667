import { INVOICE_MESSAGES as M } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { bearer, type Harness, harness } from '../../../test/harness.ts';
import { profiles } from '../../db/schema/index.ts';
import { insertLine, invoiceCompany, WEEKDAY } from './invoice-lines.test-kit.ts';

// The database is migrated once, under the hook's longer timeout, not inside the first test.
beforeAll(async () => {
  await harness();
});

const get = (h: Harness, url: string, token: string) =>
  h.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const post = (h: Harness, url: string, token: string, payload: object) =>
  h.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });

describe('GET /api/Invoice/get_invoicedetails/{id}', () => {
  it('gives the line with its explanation to administrators and auditors (audit-approved clients only)', async () => {
    const h = await harness();
    const s = await invoiceCompany(h);
    const id = await insertLine(s, { agreedHours: 3, totalKm: 12.5 });
    const res = await get(h, `/Invoice/get_invoicedetails/${id}`, s.c.users.Administrator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invoicesId: id,
      itemNumber: WEEKDAY,
      amount: 210.69,
      amountCents: 21069,
      totalKm: 12.5,
      status: 'Saved',
      clientName: s.clientName,
      hasItem: true,
      explanation: { band: { code: 'M' }, item: { itemNumber: WEEKDAY, priceColumn: 'NSW' }, edited: null },
    });
    // An auditor does not reach a client who is not audit-approved.
    expect((await get(h, `/Invoice/get_invoicedetails/${id}`, s.c.users.Auditor.token)).statusCode).toBe(404);
    await h.database.db.update(profiles).set({ auditApproved: true }).where(eq(profiles.id, s.clientId));
    const audited = await get(h, `/Invoice/get_invoicedetails/${id}`, s.c.users.Auditor.token);
    expect(audited.statusCode).toBe(200);
    expect(audited.json().explanation.pricing.amountCents).toBe(21069);
  });

  it('refuses a bad id (400), other roles (403) and another company’s line (404)', async () => {
    const h = await harness();
    const s = await invoiceCompany(h);
    const other = await invoiceCompany(h);
    const id = await insertLine(s);
    const bad = await get(h, '/Invoice/get_invoicedetails/nope', s.c.users.Administrator.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    for (const role of ['Staff', 'Client', 'CareManager'] as const) {
      expect((await get(h, `/Invoice/get_invoicedetails/${id}`, s.c.users[role].token)).statusCode).toBe(403);
    }
    const theirs = await insertLine(other);
    expect(
      (await get(h, `/Invoice/get_invoicedetails/${theirs}`, s.c.users.Administrator.token)).statusCode,
    ).toBe(404);
  });
});

describe('GET and POST /api/Invoice/client_billing/{profileId}', () => {
  it('reads and saves the client’s boundary rule', async () => {
    const h = await harness();
    const s = await invoiceCompany(h);
    const url = `/Invoice/client_billing/${s.clientId}`;
    const before = await get(h, url, s.c.users.Auditor.token);
    // Not audit-approved: an auditor does not see the client.
    expect(before.statusCode).toBe(404);
    const read = await get(h, url, s.c.users.Administrator.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      profileId: s.clientId,
      boundaryRule: 'split',
      remoteness: null,
      state: 'NSW',
    });
    const saved = await post(h, url, s.c.users.CompanyAdmin.token, { boundaryRule: 'higherRate' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ status: 'Success', message: M.billingSaved });
    expect((await get(h, url, s.c.users.Administrator.token)).json().boundaryRule).toBe('higherRate');
    const logged = await activitiesOf(
      h,
      s.c.users.CompanyAdmin.id,
      `Changed the billing rule of ${s.clientName} to higherRate`,
    );
    expect(logged).toHaveLength(1);
  });

  it('refuses an unknown rule at the field (400), other roles (403) and another company’s client (404)', async () => {
    const h = await harness();
    const s = await invoiceCompany(h);
    const other = await invoiceCompany(h);
    const url = `/Invoice/client_billing/${s.clientId}`;
    const bad = await post(h, url, s.c.users.Administrator.token, { boundaryRule: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ boundaryRule: 'Choose how supports across a band edge are billed' });
    for (const role of ['Staff', 'Client'] as const) {
      expect((await get(h, url, s.c.users[role].token)).statusCode).toBe(403);
    }
    for (const role of ['Staff', 'Auditor'] as const) {
      expect((await post(h, url, s.c.users[role].token, { boundaryRule: 'split' })).statusCode).toBe(403);
    }
    const theirs = `/Invoice/client_billing/${other.clientId}`;
    expect((await get(h, theirs, s.c.users.Administrator.token)).statusCode).toBe(404);
    expect((await post(h, theirs, s.c.users.Administrator.token, { boundaryRule: 'nope' })).statusCode).toBe(
      404,
    );
    expect((await get(h, theirs, other.c.users.Administrator.token)).json().boundaryRule).toBe('split');
  });
});
