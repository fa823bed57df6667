import { MARGIN_MESSAGES } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, type Harness, harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import {
  attendanceSplits,
  invoiceLines,
  sahClaimBatches,
  sahClaimLines,
  sahServices,
} from '../../db/schema/index.ts';
import { catalogueSubset } from '../catalogue/catalogue.test-kit.ts';
import { readCatalogueFile } from '../catalogue/catalogue-file.ts';
import { importCatalogue } from '../catalogue/catalogue-import.ts';
import { insertLine, WEEKDAY } from '../invoices/invoice-lines.test-kit.ts';
import { approve, currentFortnight, payCompany } from '../pay-lines/pay-lines.test-kit.ts';
import { ensureSahServicesSeeded } from '../support-at-home/support-at-home.api.ts';

const REPORT = '/api/Margins/get_margin_report';
const CSV = '/api/Margins/export_margin_csv';

/**
 * The pay company (pay-lines.test-kit.ts: a casual SACS 2.1 worked Wed 11 Nov 09:00–13:00, $181.10,
 * and Sat 14 Nov 08:00–14:00, $380.31 + 12.5 km; the other worker has no settings) with the
 * weekday shift billed on a saved invoice (4 h × $70.23) and the Saturday one only on a draft.
 */
async function marginCompany(h: Harness) {
  const f = await payCompany(h);
  await approve(h, [f.weekday.attendanceId, f.saturday.attendanceId]);
  const parsed = readCatalogueFile(catalogueSubset([WEEKDAY]), 'csv');
  if (!parsed.ok) {
    throw new Error(parsed.message);
  }
  await importCatalogue(h.database.db, {
    companyId: f.c.companyId,
    userId: f.c.users.Administrator.id,
    now: h.clock.now(),
    fileName: 'ndis-support-catalogue-2025-26-v1.1.csv',
    file: { kind: 'csv', layout: parsed.layout, items: parsed.items, errors: [] },
  });
  const s = { h, c: f.c, clientId: f.client.id, clientName: '' };
  const billedLine = await insertLine(s, { date: '2026-11-11', hours: 4, invoiceNumber: 'INV-1001' });
  const draftLine = await insertLine(s, { date: '2026-11-14', hours: 6, status: 'Draft' });
  await h.database.db
    .update(invoiceLines)
    .set({ shiftRosterId: f.weekday.shiftRosterId, staffId: f.staff.id })
    .where(eq(invoiceLines.id, billedLine));
  await h.database.db
    .update(invoiceLines)
    .set({ shiftRosterId: f.saturday.shiftRosterId, staffId: f.staff.id })
    .where(eq(invoiceLines.id, draftLine));
  return f;
}

describe('GET /Margins/get_margin_report (issue 38 item 6)', () => {
  it('per shift billed beside pay and on-costs; a shift only on a draft counts as not billed; totals per group', async () => {
    const h = await harness();
    const f = await marginCompany(h);
    await post(h, '/api/PayRates/edit_on_costs', f.c.users.CompanyAdmin.token, {
      superRate: '12',
      workersCompRate: '2',
      payrollTaxRate: '',
    });
    const res = await get(h, `${REPORT}?periodStart=2026-11-12`, f.c.users.Administrator.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect([body.fromDate, body.toDate]).toEqual(['2026-11-09', '2026-11-22']);
    expect(body.periods).toEqual(currentFortnight(h).periods);
    expect(body.onCosts).toEqual({ superRate: '12', workersCompRate: '2', payrollTaxRate: null });
    const weekday = body.groups.shift.find((r: { key: string }) => r.key === f.weekday.shiftRosterId);
    // Billed 4 h × $70.23 = $280.92; paid $181.10 + 12% super $21.73 (21.732) + 2% comp $3.62 (3.622).
    expect(weekday).toMatchObject({
      billedCents: 28092,
      payCents: 18110,
      superCents: 2173,
      workersCompCents: 362,
      payrollTaxCents: 0,
      costCents: 20645,
      marginCents: 7447,
      marginPercent: '26.5',
    });
    expect(weekday.billedExplanation[0]).toContain('billed $280.92 (4 h × $70.23) (invoice INV-1001)');
    expect(weekday.costExplanation[0]).toContain(
      'paid $181.10 + 12% super $21.73 + 2% workers’ compensation $3.62; payroll tax not set',
    );
    const saturday = body.groups.shift.find((r: { key: string }) => r.key === f.saturday.shiftRosterId);
    expect(saturday.billedCents).toBe(0);
    expect(saturday.payCents).toBeGreaterThan(38031); // with the km allowance (no super on it)
    expect(saturday.marginCents).toBeLessThan(0);
    const client = body.groups.client.find((r: { key: string }) => r.key === f.client.id);
    expect(client).toMatchObject({ billedCents: 28092, costCents: 20645 });
    expect(body.groups.client.find((r: { key: string }) => r.key === 'not-billed').costCents).toBe(
      saturday.costCents,
    );
    expect(body.groups.worker.find((r: { key: string }) => r.key === f.staff.id).costCents).toBe(
      weekday.costCents + saturday.costCents,
    );
    expect(body.totals.billedCents).toBe(28092);
    expect(body.totals.costCents).toBe(weekday.costCents + saturday.costCents);
    expect(body.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('blocked'),
        expect.stringContaining('Payroll tax is not set'),
      ]),
    );
  });

  it('a Support at Home line claimed for a shift counts as billed, once, at its price; a rejected line does not', async () => {
    const h = await harness();
    const f = await marginCompany(h);
    const db = h.database.db;
    await ensureSahServicesSeeded(db, f.c.companyId, h.clock.now());
    const [service] = await db
      .select()
      .from(sahServices)
      .where(and(eq(sahServices.companyId, f.c.companyId), eq(sahServices.name, 'Personal care')));
    const [split] = await db
      .select()
      .from(attendanceSplits)
      .where(eq(attendanceSplits.attendanceId, f.saturday.attendanceId));
    const [batch] = await db
      .insert(sahClaimBatches)
      .values({
        companyId: f.c.companyId,
        batchNumber: 7,
        periodFrom: '2026-11-01',
        periodTo: '2026-11-30',
        fileName: 'support-at-home-claim-0007.csv',
        csv: '',
        rowCount: 2,
        grossCents: 100_800,
        governmentCents: 90_720,
      })
      .returning();
    const line = (n: number, status: string) => ({
      companyId: f.c.companyId,
      claimBatchId: batch?.id as string,
      profileId: f.client.id,
      attendanceSplitId: split?.id as string,
      rowNumber: n,
      reference: `SAH-0007-000${n}`,
      serviceDate: '2026-11-14',
      serviceId: service?.id as string,
      serviceName: 'Personal care',
      quantityHundredths: 600,
      unitPriceCents: 8400,
      grossCents: 50_400,
      contributionCents: 5040,
      governmentCents: 45_360,
      status,
    });
    // The line first claimed was rejected; the second claim of the same time is submitted.
    await db.insert(sahClaimLines).values([line(1, 'Rejected'), line(2, 'Submitted')]);
    const body = (await get(h, `${REPORT}?periodStart=2026-11-12`, f.c.users.Administrator.token)).json();
    const saturday = body.groups.shift.find((r: { key: string }) => r.key === f.saturday.shiftRosterId);
    expect(saturday.billedCents).toBe(50_400);
    expect(saturday.billedExplanation).toHaveLength(1);
    expect(saturday.billedExplanation[0]).toMatch(
      /Personal care: billed \$504\.00 \(6 h × \$84\.00\) \(Support at Home claim 7\)$/,
    );
    expect(body.totals.billedCents).toBe(28_092 + 50_400);
    expect(body.groups.client.find((r: { key: string }) => r.key === 'not-billed')).toBeUndefined();
  });

  it('the CSV of a grouping; a bad query is a 400; workers and clients are refused; another company sees none of it', async () => {
    const h = await harness();
    const f = await marginCompany(h);
    const csv = await get(h, `${CSV}?periodStart=2026-11-09&groupBy=client`, f.c.users.CompanyAdmin.token);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('margin-client-2026-11-09-to-2026-11-22.csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('client,date,shifts,billed,pay,super,workers comp,payroll tax,cost,margin,margin %');
    expect(rows.at(-1)).toMatch(/^Total,,,280\.92,/);
    const bad = await get(h, `${REPORT}?periodStart=soon&groupBy=team`, f.c.users.Administrator.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MARGIN_MESSAGES.periodStart);
    expect(bad.body).toContain(MARGIN_MESSAGES.groupBy);
    // An auditor reads audit-approved clients' billing and audit-approved workers' pay only (none here).
    const audited = (await get(h, `${REPORT}?periodStart=2026-11-09`, f.c.users.Auditor.token)).json();
    expect([audited.totals.billedCents, audited.totals.costCents]).toEqual([0, 0]);
    expect((await get(h, REPORT, f.c.users.Staff.token)).statusCode).toBe(403);
    expect((await get(h, CSV, f.c.users.Client.token)).statusCode).toBe(403);
    const other = await createCompany(h);
    const theirs = (await get(h, `${REPORT}?periodStart=2026-11-09`, other.users.Administrator.token)).json();
    expect([theirs.groups.shift, theirs.totals.billedCents, theirs.totals.costCents]).toEqual([[], 0, 0]);
  });
});
