import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertProfile, insertStaff } from '../../../test/fixtures.ts';
import { createCompany, harness } from '../../../test/harness.ts';
import { countRows } from '../../../test/uploads.ts';
import { participantExpenditures, representatives } from '../../db/schema/index.ts';
import { LocalFileStore } from '../../ports/files/file-store.ts';
import { sniffFileKind } from '../../ports/files/sniff.ts';
import { seedDemoCareRecord } from '../../seed/demo-care-record.ts';
import { get } from './care-record.test-kit.ts';

describe('the demo care record', () => {
  it('fills most clients’ tabs, with real PNG receipts and reasons where there is none', async () => {
    const h = await harness();
    const c = await createCompany(h);
    const clients = [];
    for (let i = 0; i < 7; i++) {
      clients.push(await insertProfile(h, c.companyId));
    }
    await insertStaff(h, c.companyId);
    const store = new LocalFileStore(mkdtempSync(join(tmpdir(), 'care-seed-')));
    await seedDemoCareRecord(h.database.db, store, c.companyId, h.clock.now());

    expect(await countRows(h, representatives, c.companyId)).toBeGreaterThan(0);
    const rows = await h.database.db.select().from(participantExpenditures);
    const ours = rows.filter((r) => r.companyId === c.companyId);
    expect(ours.some((r) => r.receiptFileId)).toBe(true);
    expect(ours.filter((r) => !r.receiptFileId).every((r) => r.reasonIfNoReciept)).toBe(true);
    const withReceipt = ours.find((r) => r.receiptFileId);
    const bytes = await store.get(
      (
        await h.database.db.query.files.findFirst({
          where: (f, { eq }) => eq(f.id, withReceipt?.receiptFileId as string),
        })
      )?.storageKey as string,
    );
    expect(bytes && sniffFileKind(bytes)).toBe('png');
    // Some clients are left empty so that the tabs' Add mode shows.
    const lists = await Promise.all(
      clients.map(async (p) =>
        (
          await get(h, `/ClientSchedules/get_client_schedule?clientId=${p.id}`, c.users.Administrator.token)
        ).json(),
      ),
    );
    expect(lists.filter((l) => l.length === 0).length).toBeGreaterThan(0);
    expect(lists.filter((l) => l.length > 0).length).toBeGreaterThan(4);
  });
});
