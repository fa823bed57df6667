import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { insertStaff } from '../../test/fixtures.ts';
import { createCompany, harnessAt } from '../../test/harness.ts';
import { sahStatements } from '../db/schema/index.ts';
import { LocalFileStore } from '../ports/files/file-store.ts';
import { seedDemoSahStatements } from './demo-sah-statements.ts';
import { seedDemoSupportAtHome } from './demo-support-at-home.ts';

describe('seedDemoSahStatements (issue 39 items 5, 7)', () => {
  it('gives each demo Support at Home client last month’s statement: paid and rejected lines, End-of-Life without a quarterly budget', async () => {
    // Its own clock at 22 Nov 2026: the fork's shared clock may have been moved on by other files.
    const h = await harnessAt(new Date('2026-11-22T01:00:00Z'));
    onTestFinished(() => h.app.close());
    const c = await createCompany(h);
    await insertStaff(h, c.companyId);
    const now = h.clock.now();
    const ids = await seedDemoSupportAtHome(h.database.db, c.companyId, now);
    const files = new LocalFileStore(join(mkdtempSync(join(tmpdir(), 'care-demo-statements-')), 'files'));
    await seedDemoSahStatements(h.database.db, files, c.companyId, now);
    const rows = await h.database.db
      .select()
      .from(sahStatements)
      .where(eq(sahStatements.companyId, c.companyId));
    // The seed's clock is 22 Nov 2026: October's statements.
    expect(rows.map((r) => [r.month, r.version]).sort()).toEqual(ids.map(() => ['2026-10', 1]));
    type Figures = { noBudgetReason: string | null; lines: { status: string }[] };
    const byClient = new Map(rows.map((r) => [r.profileId, r.figures as Figures]));
    expect(byClient.get(ids[3] as string)?.noBudgetReason).toMatch(/End-of-Life is a short-term pathway/);
    expect(byClient.get(ids[1] as string)?.noBudgetReason).toBeNull();
    // Last month's delivered lines were claimed and paid, but one rejected line (classification 6's nursing care).
    expect(byClient.get(ids[0] as string)?.lines.map((l) => l.status)).toEqual(
      Array(4).fill('Paid by Services Australia'),
    );
    expect(byClient.get(ids[2] as string)?.lines.map((l) => l.status)).toEqual([
      'Paid by Services Australia',
      'Not paid yet: the claim is being corrected',
    ]);
    // Generating again (the scheduled run) changes nothing.
    await seedDemoSahStatements(h.database.db, files, c.companyId, now);
    expect(
      await h.database.db.select().from(sahStatements).where(eq(sahStatements.companyId, c.companyId)),
    ).toHaveLength(ids.length);
  });
});
