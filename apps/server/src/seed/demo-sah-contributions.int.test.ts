import { describe, expect, it, onTestFinished } from 'vitest';
import { insertStaff } from '../../test/fixtures.ts';
import { bearer, createCompany, harnessAt } from '../../test/harness.ts';
import { fileStoreFromConfig } from '../ports/files/file-store-from-config.ts';
import { seedDemoSahContributions } from './demo-sah-contributions.ts';
import { seedDemoSupportAtHome } from './demo-support-at-home.ts';

describe('seedDemoSahContributions (issue 39 item 5)', () => {
  it('invoices the paid claim’s contributions: one invoice per client with a contribution, the largest sent and part paid', async () => {
    // Its own clock at 22 Nov 2026: the fork's shared clock may have been moved on by other files.
    const h = await harnessAt(new Date('2026-11-22T01:00:00Z'));
    onTestFinished(() => h.app.close());
    const c = await createCompany(h);
    await insertStaff(h, c.companyId);
    await seedDemoSupportAtHome(h.database.db, c.companyId, h.clock.now());
    await seedDemoSahContributions(h.database.db, fileStoreFromConfig(h.config), c.companyId, h.clock.now());
    const read = async (url: string) =>
      (
        await h.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(c.users.CompanyAdmin.token) })
      ).json();
    const list = await read('SupportAtHome/contributions/invoices');
    expect(list.waiting).toEqual({ clientCount: 0, lineCount: 0, totalCents: 0 });
    // Only the two clients whose paid lines carry a contribution are invoiced (the grandfathered full
    // pensioner pays none; the End-of-Life client's nursing care is clinical, 0%).
    expect(list.invoices).toHaveLength(2);
    const labels = list.invoices.map((i: { stateLabel: string }) => i.stateLabel).sort();
    expect(labels).toEqual(['Not sent', 'Part paid']);
    const partPaid = list.invoices.find((i: { stateLabel: string }) => i.stateLabel === 'Part paid');
    expect(partPaid.owedCents).toBe(partPaid.totalCents - Math.floor(partPaid.totalCents / 2));
    expect(partPaid.sentTo).toMatch(/@example\.com\.au$/);
    const aged = await read('SupportAtHome/contributions/aged');
    expect(aged.invoices.map((i: { invoiceId: string }) => i.invoiceId)).toEqual([partPaid.invoiceId]);
  });
});
