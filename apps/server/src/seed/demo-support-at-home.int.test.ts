import { describe, expect, it, onTestFinished } from 'vitest';
import { insertStaff } from '../../test/fixtures.ts';
import { bearer, createCompany, harnessAt } from '../../test/harness.ts';
import { seedDemoSupportAtHome } from './demo-support-at-home.ts';

describe('seedDemoSupportAtHome (issue 39)', () => {
  it('adds Support at Home clients in several classifications, one grandfathered, one End-of-Life, each with a quarter', async () => {
    // Its own clock at 22 Nov 2026: the fork's shared clock may have been moved on by other files.
    const h = await harnessAt(new Date('2026-11-22T01:00:00Z'));
    onTestFinished(() => h.app.close());
    const c = await createCompany(h);
    await insertStaff(h, c.companyId);
    const ids = await seedDemoSupportAtHome(h.database.db, c.companyId, h.clock.now());
    const read = async (url: string) =>
      (
        await h.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(c.users.CompanyAdmin.token) })
      ).json();
    const programs = await Promise.all(
      ids.map((id) => read(`SupportAtHome/get_client_program?clientId=${id}`)),
    );
    expect(programs.map((p) => p.classifications[0].label)).toEqual([
      'Classification 2',
      'Classification 4',
      'Classification 6',
      'End-of-Life',
    ]);
    expect(programs.every((p) => p.fundingProgram === 'SUPPORT_AT_HOME' && p.carePartner !== null)).toBe(
      true,
    );
    expect(programs.filter((p) => p.grandfathered)).toHaveLength(1);
    expect(programs[1].contributionRates[0]).toMatchObject({ pensionStatus: 'PART_PENSIONER', warnings: [] });
    expect(programs.flatMap((p) => p.warnings)).toEqual([]);
    // The seed's clock is 22 Nov 2026: Oct–Dec 2026, with the 2026-27 amounts not yet entered.
    const quarter = await read(`SupportAtHome/client_quarter?clientId=${ids[1]}&date=2026-11-22`);
    expect(quarter).toMatchObject({
      classification: '4',
      budgetCents: 742_410,
      quarter: { label: 'Oct–Dec 2026' },
    });
    expect(quarter.warnings[0]).toMatch(/^2026-27 budget amounts not entered/);
    expect((await read('SupportAtHome/get_budgets')).seeded).toBe(true);
    // Services and prices (item 3): the client's shifts ahead are committed at the published prices
    // (1.5 h personal care at $98.50 and 3 h social support at $78.00).
    const services = await read('SupportAtHome/get_services');
    expect(services.services.find((s: { name: string }) => s.name === 'Personal care').priceCents).toBe(
      9_850,
    );
    expect(quarter.committedCents).toBe(14_775 + 23_400);
    // Billing and claims (item 4): last month's delivered services claimed, the statement imported:
    // every line paid but one, rejected with Services Australia's reason.
    expect(quarter.lines.map((l: { serviceName: string }) => l.serviceName)).toEqual([
      'Personal care',
      'Social support and community engagement',
      'Personal care',
    ]);
    expect(quarter.usedCents).toBe(14_775 + 23_400 + 14_775);
    const [claim, ...more] = await read('SupportAtHome/claims/batches');
    expect(more).toEqual([]);
    expect(claim).toMatchObject({ periodFrom: '2026-10-01', periodTo: '2026-10-31', rowCount: 9 });
    expect(claim.counts).toEqual({ Submitted: 0, Paid: 8, Rejected: 1 });
    const detail = await read(`SupportAtHome/claims/batches/${claim.claimBatchId}`);
    expect(detail.lines.find((l: { state: string }) => l.state === 'Rejected')).toMatchObject({
      serviceName: 'Nursing care',
      message: 'No entry date for the funding source covering the service date',
    });
    // The rejected line comes back to claim again; End-of-Life's lines of this month wait for theirs.
    expect(
      (await read('SupportAtHome/claims/preflight?fromDate=2026-10-01&toDate=2026-10-31')).passingCount,
    ).toBe(1);
    const nov = await read('SupportAtHome/claims/preflight?fromDate=2026-11-01&toDate=2026-11-30');
    expect([nov.passingCount, nov.failingCount]).toEqual([2, 0]);
  });
});
