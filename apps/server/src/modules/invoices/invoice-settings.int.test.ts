import { INVOICE_MESSAGES as M } from '@care/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesOf } from '../../../test/fixtures.ts';
import { bearer, createCompany, type Harness, harness } from '../../../test/harness.ts';
import { invoiceSettings } from '../../db/schema/index.ts';

// The database is migrated once, under the hook's longer timeout, not inside the first test.
beforeAll(async () => {
  await harness();
});

const read = (h: Harness, token: string) =>
  h.app.inject({ method: 'GET', url: '/api/SetUp/get_invoice_settings', headers: bearer(token) });
const save = (h: Harness, token: string, payload: object) =>
  h.app.inject({ method: 'POST', url: '/api/SetUp/edit_invoice_settings', headers: bearer(token), payload });

const CHANGED = {
  billShortNoticeCancellations: true,
  claimDateFormat: 'DD/MM/YYYY',
  claimGstCode: 'P1',
  paymentTermsDays: 30,
  bankAccountName: 'Harbour Care Pty Ltd',
  bankBsb: '062-000',
  bankAccountNumber: '12345678',
};

describe('GET /api/SetUp/get_invoice_settings and POST /api/SetUp/edit_invoice_settings', () => {
  it('gives the defaults, saves a change and logs it', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const before = await read(h, c.users.Staff.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      billShortNoticeCancellations: false,
      claimDateFormat: 'YYYY-MM-DD',
      claimGstCode: 'P2',
      paymentTermsDays: 14,
      bankAccountName: null,
      bankBsb: null,
      bankAccountNumber: null,
    });
    const res = await save(h, c.users.Administrator.token, CHANGED);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', message: M.settingsSaved });
    expect((await read(h, c.users.Auditor.token)).json()).toEqual(CHANGED);
    const [row] = await h.database.db
      .select()
      .from(invoiceSettings)
      .where(eq(invoiceSettings.companyId, c.companyId));
    expect(row?.userModified).toBe(c.users.Administrator.id);
    const logged = await activitiesOf(
      h,
      c.users.Administrator.id,
      'Changed the invoice settings: short-notice cancellations billed, claim dates DD/MM/YYYY, GST code P1, payment terms 30 days, bank account Harbour Care Pty Ltd 062-000 …678',
    );
    expect(logged).toHaveLength(1);
  });

  it('refuses a bad value at its field (400) and anyone but an administrator (403)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const cases: [object, string, string][] = [
      [{ ...CHANGED, claimDateFormat: 'MM/DD/YYYY' }, 'claimDateFormat', 'Choose a date format'],
      [{ ...CHANGED, claimGstCode: 'P9' }, 'claimGstCode', 'Choose a GST code'],
      [{ ...CHANGED, paymentTermsDays: -1 }, 'paymentTermsDays', 'Enter 0 to 365 days'],
      [{ ...CHANGED, bankBsb: '12345' }, 'bankBsb', 'A BSB is 6 digits'],
      [{ ...CHANGED, bankAccountNumber: '12ab' }, 'bankAccountNumber', 'An account number is 5 to 10 digits'],
      [
        { ...CHANGED, billShortNoticeCancellations: 'maybe' },
        'billShortNoticeCancellations',
        'Choose whether to bill short-notice cancellations',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await save(h, c.users.CompanyAdmin.token, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    }
    for (const role of ['Staff', 'Auditor', 'Client', 'CareManager'] as const) {
      expect((await save(h, c.users[role].token, CHANGED)).statusCode).toBe(403);
    }
    expect((await read(h, c.users.Administrator.token)).json().claimGstCode).toBe('P2');
  });

  it('reads and writes only the caller’s company (naming another company is refused, 403)', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const other = await createCompany(h);
    await save(h, c.users.Administrator.token, CHANGED);
    expect((await read(h, other.users.Administrator.token)).json().claimGstCode).toBe('P2');
    const foreign = await h.app.inject({
      method: 'POST',
      url: `/api/SetUp/edit_invoice_settings?companyId=${other.companyId}`,
      headers: bearer(c.users.Administrator.token),
      payload: CHANGED,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await read(h, other.users.Administrator.token)).json().billShortNoticeCancellations).toBe(false);
  });
});
