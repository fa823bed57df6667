import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { subscriptionUserCount } from '@care/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, harness, signIn } from '../../test/harness.ts';
import { staffs } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/auth.api.ts';
import { LocalFileStore } from '../ports/files/file-store.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedBlueGum } from './demo-blue-gum.ts';
import { seedHarboursideExtras } from './demo-extras.ts';
import { seedHarbourside } from './demo-harbourside.ts';
import { seedDemoReferrals } from './demo-referrals.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';

describe('seedDemoSubscriptions', () => {
  it('gives the first company an active subscription with four paid months, and the second a trial', async () => {
    const h = await harness();
    const first = await createCompany(h);
    const second = await createCompany(h);
    await seedDemoSubscriptions(h.database.db, first.companyId, second.companyId, h.clock.now());
    const read = async (c: typeof first, url: string) =>
      (
        await h.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(c.users.CompanyAdmin.token) })
      ).json();

    const packages = await read(first, 'Packages/get_all_packages');
    expect(packages.subscription).toMatchObject({ packageName: 'Standard', users: 60, status: 'active' });
    expect(new Date(packages.subscription.periodEnd).getTime()).toBeGreaterThan(h.clock.now().getTime());
    const payments = (await read(first, `Payments/get_all?companyId=${first.companyId}&status=paid`))
      .payments;
    expect(payments).toHaveLength(4);
    expect(payments.every((p: { amountCents: number }) => p.amountCents === 108000)).toBe(true);

    const trial = (await read(second, 'Packages/get_all_packages')).subscription;
    expect(trial).toMatchObject({ packageName: 'Starter', status: 'trial' });
    expect((await read(second, `Payments/get_all?companyId=${second.companyId}`)).payments).toEqual([]);
  });
});

describe('the demo’s subscription users and its Users page (issue 40 item 8)', () => {
  it('read the same number: active sign-ins of counted roles, the owner in, clients, service providers and the inactive worker out', async () => {
    const h = await harness();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = h.clock.now();
    const harbourside = await seedHarbourside(h.database.db, passwordHash, now);
    // The extras list the service providers; the referrals give one of them a sign-in.
    await seedHarboursideExtras(
      h.database.db,
      new LocalFileStore(mkdtempSync(join(tmpdir(), 'seats-'))),
      harbourside,
      now,
    );
    await seedDemoReferrals(h.database.db, harbourside, passwordHash, now);
    const blueGum = await seedBlueGum(h.database.db, passwordHash, now);
    await seedDemoSubscriptions(h.database.db, harbourside, blueGum, now);
    const token = await signIn(h, 'owner@harbourside.demo', DEMO_PASSWORD);
    const read = async (url: string) =>
      (await h.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) })).json();

    const subscription = (await read('Packages/get_all_packages')).subscription;
    const list: { role: string; isActive: boolean; email: string }[] = await read('Account/get_all_users');
    // What the Users page counts its list by (subscriptionUserCount) is what the subscription says.
    expect(subscriptionUserCount(list)).toBe(subscription.activeUsers);
    // The list holds every kind the rule leaves out, and the owner, who is counted.
    const roles = new Set(list.map((u) => u.role));
    expect(roles).toEqual(
      new Set([
        'CompanyAdmin',
        'Administrator',
        'Staff',
        'Client',
        'Auditor',
        'CareManager',
        'ServiceProvider',
      ]),
    );
    expect(list.find((u) => u.email === 'owner@harbourside.demo')).toMatchObject({ isActive: true });
    // The inactive support worker's sign-in is inactive, as deactivating them would make it.
    const staffRecords = await h.database.db.select().from(staffs).where(eq(staffs.companyId, harbourside));
    const inactive = staffRecords.filter((s) => !s.isActive);
    expect(inactive).toHaveLength(1);
    expect(list.find((u) => u.email === inactive[0]?.email)).toMatchObject({ isActive: false });
    // 3 office sign-ins, 11 active workers, the auditor and the care manager.
    expect(subscription.activeUsers).toBe(16);
    expect(list.length).toBeGreaterThan(16);
  });
});
