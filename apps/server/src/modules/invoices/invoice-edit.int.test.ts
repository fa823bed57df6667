import { INVOICE_MESSAGES as M } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { bearer, type Harness, harness } from '../../../test/harness.ts';
import { invoiceLines, supportSchedules } from '../../db/schema/index.ts';
import {
  COMMUNITY,
  EVENING,
  type InvoiceSetup,
  insertLine,
  invoiceCompany,
  itemIdOf,
  NIGHT,
  QUOTABLE,
  WEEKDAY,
} from './invoice-lines.test-kit.ts';

// The database is migrated once, under the hook's longer timeout, not inside the first test.
beforeAll(async () => {
  await harness();
});

const edit = (h: Harness, id: string, token: string, payload: object) =>
  h.app.inject({
    method: 'POST',
    url: `/api/Invoice/edit_invoice/${id}?userId=x`,
    headers: bearer(token),
    payload,
  });
const options = (h: Harness, id: string, token: string, search = '') =>
  h.app.inject({
    method: 'GET',
    url: `/api/Invoice/activity_options/${id}?search=${encodeURIComponent(search)}`,
    headers: bearer(token),
  });

async function lineRow(h: Harness, id: string) {
  const [row] = await h.database.db.select().from(invoiceLines).where(eq(invoiceLines.id, id));
  return row;
}

async function setup(): Promise<InvoiceSetup> {
  return invoiceCompany(await harness());
}

describe('POST /api/Invoice/edit_invoice/{invoicesId}', () => {
  it('changes the activity and reprices the line: 3 h agreed on 01_002 night = 3 × 78.81 = 236.43', async () => {
    const s = await setup();
    // A weekday-night line (EX): only an item of its day, band and unit is taken (issue 25 item 9).
    const id = await insertLine(s, { status: 'Draft', hours: 2.5, agreedHours: 3, shiftCode: 'EX' });
    const night = await itemIdOf(s.h, s.c.companyId, NIGHT);
    const res = await edit(s.h, id, s.c.users.Administrator.token, {
      ndiA_DPAId: night,
      amount: 1,
      itemNumber: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: M.edited });
    expect(res.json().invoice).toMatchObject({
      invoicesId: id,
      ndiA_DPAId: night,
      itemNumber: NIGHT,
      unitPrice: 78.81,
      unitPriceCents: 7881,
      amount: 236.43,
      amountCents: 23643,
      quantity: 3,
      status: 'Draft',
    });
    const row = await lineRow(s.h, id);
    expect(row?.explanation.edited).toMatchObject({ fromItemNumber: WEEKDAY, toItemNumber: NIGHT });
    expect(row?.explanation.item).toMatchObject({ source: 'edited', itemNumber: NIGHT, priceColumn: 'NSW' });
    expect(row?.userModified).toBe(s.c.users.Administrator.id);
    const logged = await activitiesOf(
      s.h,
      s.c.users.Administrator.id,
      `Changed the activity of the invoice line of ${s.clientName} on 2026-11-10 from ${WEEKDAY} to ${NIGHT}`,
    );
    expect(logged).toHaveLength(1);
  });

  it('keeps a saved line saved, with its invoice number; a rejected line can be fixed', async () => {
    const s = await setup();
    const saved = await insertLine(s, { invoiceNumber: 'INV-000007', shiftCode: 'E' });
    const rejected = await insertLine(s, { claimStatus: 'Rejected', shiftCode: 'E' });
    const evening = await itemIdOf(s.h, s.c.companyId, EVENING);
    const res = await edit(s.h, saved, s.c.users.CompanyAdmin.token, { ndiA_DPAId: evening });
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({
      status: 'Saved',
      invoiceNumber: 'INV-000007',
      amountCents: 23214,
    });
    const fixed = await edit(s.h, rejected, s.c.users.Administrator.token, { ndiA_DPAId: evening });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().invoice).toMatchObject({ claimStatus: 'Rejected', itemNumber: EVENING });
  });

  it('refuses a claimed or paid line, an item not in force on the date, and a quotable item', async () => {
    const s = await setup();
    const night = await itemIdOf(s.h, s.c.companyId, NIGHT);
    const token = s.c.users.Administrator.token;
    for (const claimStatus of ['Claimed', 'Paid'] as const) {
      const id = await insertLine(s, { claimStatus });
      const res = await edit(s.h, id, token, { ndiA_DPAId: night });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ ndiA_DPAId: M.lineLocked });
      expect((await lineRow(s.h, id))?.itemNumber).toBe(WEEKDAY);
    }
    // The 2025-26 rows start on 1 July 2025.
    const june = await insertLine(s, {
      date: '2025-06-30',
      periodFrom: '2025-06-01',
      periodTo: '2025-06-30',
    });
    const early = await edit(s.h, june, token, { ndiA_DPAId: night });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ ndiA_DPAId: M.itemNotInForce });
    const line = await insertLine(s);
    const quotable = await edit(s.h, line, token, {
      ndiA_DPAId: await itemIdOf(s.h, s.c.companyId, QUOTABLE),
    });
    expect(quotable.statusCode).toBe(400);
    expect(quotable.json().errors).toEqual({ ndiA_DPAId: M.itemNoPrice });
  });

  it('asks for the activity when it is missing, not a uuid, or another company’s row', async () => {
    const s = await setup();
    const other = await setup();
    const id = await insertLine(s);
    const token = s.c.users.Administrator.token;
    for (const payload of [
      {},
      { ndiA_DPAId: 'x' },
      { ndiA_DPAId: await itemIdOf(s.h, other.c.companyId, NIGHT) },
    ]) {
      const res = await edit(s.h, id, token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual({ ndiA_DPAId: M.activityRequired });
    }
  });

  it('is for administrators only (403), and another company’s line is not found whatever the body (404)', async () => {
    const s = await setup();
    const other = await setup();
    const id = await insertLine(s);
    const night = await itemIdOf(s.h, s.c.companyId, NIGHT);
    for (const role of ['Staff', 'Auditor', 'Client', 'CareManager'] as const) {
      expect((await edit(s.h, id, s.c.users[role].token, { ndiA_DPAId: night })).statusCode).toBe(403);
    }
    const theirs = await insertLine(other);
    expect((await edit(s.h, theirs, s.c.users.Administrator.token, { ndiA_DPAId: night })).statusCode).toBe(
      404,
    );
    expect((await edit(s.h, theirs, s.c.users.Administrator.token, { ndiA_DPAId: 'x' })).statusCode).toBe(
      404,
    );
    expect((await lineRow(s.h, theirs))?.itemNumber).toBe(WEEKDAY);
  });
});

describe('GET /api/Invoice/activity_options/{invoicesId}', () => {
  it('offers priced items in force on the date: scheduled and same-band items first, then by number', async () => {
    const s = await setup();
    const id = await insertLine(s, { shiftCode: 'M' });
    const token = s.c.users.Administrator.token;
    const plain = await options(s.h, id, token);
    expect(plain.statusCode).toBe(200);
    const numbers = (r: typeof plain) => r.json().map((o: { itemNumber: string }) => o.itemNumber);
    // The quotable live-in carer item is not offered; only items naming the line's band (weekday
    // daytime) fit its day, band and unit (issue 25 item 9): night and evening items are not offered.
    expect(numbers(plain)).toEqual([WEEKDAY, COMMUNITY]);
    expect(plain.json()[0]).toMatchObject({
      ndiA_DPAId: await itemIdOf(s.h, s.c.companyId, WEEKDAY),
      unit: 'H',
      unitPrice: 70.23,
      unitPriceCents: 7023,
      scheduled: false,
    });
    await s.h.database.db.insert(supportSchedules).values({
      companyId: s.c.companyId,
      profileId: s.clientId,
      supportType: 'Community',
      itemNumber: COMMUNITY,
      quantity: 1,
      costCents: 7023,
      frequency: 'Monday',
    });
    const scheduled = await options(s.h, id, token);
    expect(numbers(scheduled)).toEqual([COMMUNITY, WEEKDAY]);
    expect(scheduled.json()[0].scheduled).toBe(true);
    expect(numbers(await options(s.h, id, token, 'night'))).toEqual([]);
    expect(numbers(await options(s.h, id, token, '04_104'))).toEqual([COMMUNITY]);
  });

  it('divides the price for a group and offers nothing before the catalogue starts', async () => {
    const s = await setup();
    const group = await insertLine(s, { groupSize: 2, unitPriceCents: 3511 });
    const res = await options(s.h, group, s.c.users.Administrator.token, WEEKDAY);
    expect(res.json()).toMatchObject([{ itemNumber: WEEKDAY, unitPrice: 35.11, unitPriceCents: 3511 }]);
    const june = await insertLine(s, {
      date: '2025-06-30',
      periodFrom: '2025-06-01',
      periodTo: '2025-06-30',
    });
    expect((await options(s.h, june, s.c.users.Administrator.token)).json()).toEqual([]);
  });

  it('refuses a long search (400), other roles (403) and another company’s line (404)', async () => {
    const s = await setup();
    const other = await setup();
    const id = await insertLine(s);
    const long = await options(s.h, id, s.c.users.Administrator.token, 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['search']);
    for (const role of ['Staff', 'Auditor'] as const) {
      expect((await options(s.h, id, s.c.users[role].token)).statusCode).toBe(403);
    }
    expect((await options(s.h, await insertLine(other), s.c.users.Administrator.token)).statusCode).toBe(404);
  });
});
