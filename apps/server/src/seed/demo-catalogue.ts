import { readFileSync } from 'node:fs';
import {
  type CatalogueLayout,
  calendarDateInZone,
  DEFAULT_TIME_ZONE,
  itemInForce,
  priceFor,
} from '@care/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  companies,
  profiles,
  supportCatalogues,
  supportItems,
  supportSchedules,
} from '../db/schema/index.ts';
import { importCatalogue, readCatalogueFile, storedPrices } from '../modules/catalogue/catalogue.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';

const SEEDER = 'demo-seed';
const DAY = 24 * 60 * 60 * 1000;
const FILE_NAME = 'ndis-support-catalogue-2025-26-v1.1.csv';
const WEEKDAYS = 'Monday,Tuesday,Wednesday,Thursday,Friday';

/** The clients (by their order) with no support schedule, so that the empty tab shows too. */
const NONE = new Set([5, 11, 17, 23]);

/** Realistic schedule lines: personal care on weekdays and Saturdays, community access. */
const PLANS: { itemNumber: string; frequency: string; quantity: number }[][] = [
  [
    { itemNumber: '01_011_0107_1_1', frequency: WEEKDAYS, quantity: 2 },
    { itemNumber: '01_013_0107_1_1', frequency: 'Saturday', quantity: 3 },
  ],
  [
    { itemNumber: '04_104_0125_6_1', frequency: 'Monday,Wednesday,Friday', quantity: 4 },
    { itemNumber: '04_105_0125_6_1', frequency: 'Saturday', quantity: 5 },
  ],
  [
    { itemNumber: '01_011_0107_1_1', frequency: 'Tuesday,Thursday', quantity: 1.5 },
    { itemNumber: '04_104_0125_6_1', frequency: 'Tuesday,Thursday', quantity: 3 },
    { itemNumber: '01_014_0107_1_1', frequency: 'Sunday', quantity: 2 },
  ],
  [
    { itemNumber: '01_015_0107_1_1', frequency: WEEKDAYS, quantity: 1 },
    { itemNumber: '01_011_0107_1_1', frequency: 'Monday,Wednesday,Friday', quantity: 2.5 },
  ],
  [{ itemNumber: '04_104_0125_6_1', frequency: 'Wednesday', quantity: 6 }],
];

/** The whole 2025-26 v1.1 NDIS Support Catalogue and the demo clients' support schedules. */
export async function seedDemoCatalogue(
  db: Queryable,
  _files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  const bytes = readFileSync(new URL(`./data/${FILE_NAME}`, import.meta.url));
  const parsed = readCatalogueFile(bytes, 'csv');
  if (!parsed.ok || parsed.errors.length > 0) {
    throw new Error(`The demo catalogue does not read: ${JSON.stringify(parsed)}`);
  }
  // Imported as an administrator would have, a few months ago.
  await importCatalogue(db, {
    companyId,
    userId: null,
    now: new Date(now.getTime() - 140 * DAY),
    fileName: FILE_NAME,
    file: { kind: 'csv', layout: parsed.layout, items: parsed.items, errors: [] },
  });

  const [company] = await db
    .select({ zone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const today = calendarDateInZone(now, company?.zone ?? DEFAULT_TIME_ZONE);
  const numbers = [...new Set(PLANS.flat().map((l) => l.itemNumber))];
  const rows = await db
    .select({
      id: supportItems.id,
      itemNumber: supportItems.itemNumber,
      itemName: supportItems.itemName,
      startDate: supportItems.startDate,
      endDate: supportItems.endDate,
      importedAt: supportCatalogues.dateCreated,
      layout: supportCatalogues.layout,
      prices: supportItems,
    })
    .from(supportItems)
    .innerJoin(supportCatalogues, eq(supportCatalogues.id, supportItems.catalogueId))
    .where(and(eq(supportItems.companyId, companyId), inArray(supportItems.itemNumber, numbers)));
  const dated = rows.map((r) => ({ ...r, importedAt: r.importedAt.toISOString() }));

  const clients = await db
    .select({ id: profiles.id, state: profiles.state, remoteness: profiles.remoteness })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(profiles.contactId);
  for (const [i, client] of clients.entries()) {
    if (NONE.has(i)) {
      continue;
    }
    for (const [k, line] of (PLANS[i % PLANS.length] ?? []).entries()) {
      const row = itemInForce(
        dated.filter((r) => r.itemNumber === line.itemNumber),
        today,
      );
      const cents = row && priceFor(storedPrices(row.prices), client, row.layout as CatalogueLayout).cents;
      if (!row || cents == null) {
        continue;
      }
      await db.insert(supportSchedules).values({
        companyId,
        profileId: client.id,
        supportItemId: row.id,
        supportType: row.itemName,
        itemNumber: row.itemNumber,
        quantity: line.quantity,
        costCents: cents,
        frequency: line.frequency,
        // Set by the office: accepted, so it prices the client's invoices.
        acceptedAt: new Date(now.getTime() - (90 - i - k) * DAY),
        acceptedBy: 'Olivia Harbour',
        dateCreated: new Date(now.getTime() - (90 - i - k) * DAY),
        userCreated: SEEDER,
      });
    }
  }
}
