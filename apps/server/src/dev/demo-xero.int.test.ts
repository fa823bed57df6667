import { eq, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from '../../test/harness.ts';
import { profiles, staffs, users } from '../db/schema/index.ts';
import { seedHarbourside } from '../seed/demo-harbourside.ts';
import { startDemoXero } from './demo-xero.ts';

const demo = await startDemoXero();
afterAll(async () => {
  await demo.fake.close();
});

// Issue 37 item 6: the demo linked its people to Xero ids no organisation had, so Update Record to
// Xero failed on them ("Xero does not know this record").
describe('the demo’s Xero links', () => {
  it('name records the local fake of Xero holds, under the same names', async () => {
    const h = await harness();
    // Sign-in e-mails are unique across companies, and other files in this fork may have taken the
    // demo's (demo-incidents-forms.int.test.ts does): free them, as a fresh database would have them.
    await h.database.db
      .update(users)
      .set({ email: sql`'old-' || ${users.id} || '-' || ${users.email}` })
      .where(like(users.email, '%@harbourside.demo'));
    const companyId = await seedHarbourside(
      h.database.db,
      'not-a-real-hash',
      new Date('2026-11-20T00:00:00Z'),
    );
    const tenant = [...demo.fake.books.tenants.values()][0];
    const linkedStaff = (
      await h.database.db.select().from(staffs).where(eq(staffs.companyId, companyId))
    ).filter((s) => s.employeeId);
    const linkedClients = (
      await h.database.db.select().from(profiles).where(eq(profiles.companyId, companyId))
    ).filter((p) => p.clientId);
    expect(linkedStaff.length).toBeGreaterThan(0);
    expect(linkedClients.length).toBeGreaterThan(0);
    for (const s of linkedStaff) {
      const employee = tenant?.employees.find((e) => e.EmployeeID === s.employeeId);
      expect(employee, `${s.firstName} ${s.surName}`).toMatchObject({
        FirstName: s.firstName,
        LastName: s.surName,
      });
    }
    for (const p of linkedClients) {
      const contact = tenant?.contacts.find((k) => k.ContactID === p.clientId);
      expect(contact, `${p.firstName} ${p.surName}`).toMatchObject({
        Name: `${p.firstName} ${p.surName}`,
        AccountNumber: p.ndisNo,
        ContactStatus: 'ACTIVE',
      });
    }
    // Seeding the whole of Harbourside's people takes a while on a loaded 2-core machine.
  }, 180_000);
});
