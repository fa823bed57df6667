import { type InvoiceLineExplanation, TICKS_PER_MINUTE } from '@care/domain';
import { and, eq } from 'drizzle-orm';
import { insertProfile } from '../../../test/fixtures.ts';
import { type CompanyFixture, createCompany, type Harness } from '../../../test/harness.ts';
import { invoiceLines, profiles, supportItems } from '../../db/schema/index.ts';
import { catalogueSubset } from '../catalogue/catalogue.test-kit.ts';
import { readCatalogueFile } from '../catalogue/catalogue-file.ts';
import { importCatalogue } from '../catalogue/catalogue-import.ts';

/** 100-ns ticks in an hour. */
export const HOUR = 60 * TICKS_PER_MINUTE;

export const WEEKDAY = '01_011_0107_1_1';
export const EVENING = '01_015_0107_1_1';
export const NIGHT = '01_002_0107_1_1';
export const QUOTABLE = '01_003_0107_1_1';
export const COMMUNITY = '04_104_0125_6_1';

/** November 2026: the invoice period the tests save lines in. */
export const NOVEMBER = { fromDate: '2026-11-01', toDate: '2026-11-30' };

export interface InvoiceSetup {
  h: Harness;
  c: CompanyFixture;
  /** A client in NSW. */
  clientId: string;
  clientName: string;
}

/** A company with rows of the 2025-26 catalogue imported and a client in NSW. */
export async function invoiceCompany(h: Harness, o: { auditApproved?: boolean } = {}): Promise<InvoiceSetup> {
  const c = await createCompany(h);
  const parsed = readCatalogueFile(catalogueSubset([WEEKDAY, EVENING, NIGHT, QUOTABLE, COMMUNITY]), 'csv');
  if (!parsed.ok) {
    throw new Error(parsed.message);
  }
  await importCatalogue(h.database.db, {
    companyId: c.companyId,
    userId: c.users.Administrator.id,
    now: h.clock.now(),
    fileName: 'ndis-support-catalogue-2025-26-v1.1.csv',
    file: { kind: 'csv', layout: parsed.layout, items: parsed.items, errors: [] },
  });
  const client = await insertProfile(h, c.companyId, { auditApproved: o.auditApproved ?? false });
  await h.database.db.update(profiles).set({ state: 'NSW' }).where(eq(profiles.id, client.id));
  return { h, c, clientId: client.id, clientName: `${client.firstName} Test` };
}

/** The company's catalogue row of an item number. */
export async function itemIdOf(h: Harness, companyId: string, itemNumber: string): Promise<string> {
  const [row] = await h.database.db
    .select({ id: supportItems.id })
    .from(supportItems)
    .where(and(eq(supportItems.companyId, companyId), eq(supportItems.itemNumber, itemNumber)))
    .limit(1);
  if (!row) {
    throw new Error(`no row ${itemNumber}`);
  }
  return row.id;
}

export interface LineOptions {
  status?: 'Draft' | 'Saved';
  periodFrom?: string;
  periodTo?: string;
  date?: string;
  /** Local start time on the date (the zone does not matter to these tests). */
  start?: string;
  hours?: number;
  agreedHours?: number;
  shiftCode?: string;
  itemNumber?: string;
  supportItemId?: string | null;
  unitPriceCents?: number;
  amountCents?: number;
  totalKm?: number;
  groupSize?: number;
  invoiceNumber?: string | null;
  claimStatus?: 'Claimed' | 'Paid' | 'Rejected' | null;
  savedAt?: Date | null;
}

/** A line's explanation as the loader would store it (weekday daytime self-care, one worker). */
export function explanationOf(o: {
  from: Date;
  to: Date;
  agreedTicks: number;
  code: string;
  itemNumber: string;
  supportItemId: string | null;
  unitPriceCents: number;
  amountCents: number;
  groupSize: number;
}): InvoiceLineExplanation {
  const hours = o.agreedTicks / HOUR;
  return {
    shift: {
      shiftRosterId: null,
      dateFrom: o.from.toISOString(),
      dateTo: o.to.toISOString(),
      clients: ['Client Test'],
      groupSize: o.groupSize,
      isNightShift: false,
      isExceptionalShift: false,
    },
    worker: { staffId: null, fullName: 'Worker Test' },
    attendance: null,
    splits: [],
    band: { code: o.code, name: 'Weekday', rule: 'split', text: 'Worked within one band.' },
    item: {
      source: 'schedule',
      supportItemId: o.supportItemId,
      itemNumber: o.itemNumber,
      itemName: 'Assistance With Self-Care Activities',
      catalogueName: 'NDIS Support Catalogue 2025-26 v1.1',
      startDate: '2025-07-01',
      endDate: null,
      priceColumn: 'NSW',
      limitCents: o.unitPriceCents,
      unit: 'H',
      text: 'From the client’s schedule.',
    },
    pricing: {
      groupSize: o.groupSize,
      unitPriceCents: o.unitPriceCents,
      agreedDurationTicks: o.agreedTicks,
      quantity: hours,
      amountCents: o.amountCents,
      text: `$${(o.unitPriceCents / 100).toFixed(2)} × ${hours.toFixed(2)} h`,
    },
    cancellation: null,
    ttp: null,
    edited: null,
  };
}

/** Inserts an invoice line of the client directly (not through the load), and returns its id. */
export async function insertLine(s: InvoiceSetup, o: LineOptions = {}): Promise<string> {
  const date = o.date ?? '2026-11-10';
  const hours = o.hours ?? 3;
  const agreedHours = o.agreedHours ?? hours;
  const from = new Date(`${date}T${o.start ?? '09:00'}:00+11:00`);
  const to = new Date(from.getTime() + hours * 3_600_000);
  const itemNumber = o.itemNumber ?? WEEKDAY;
  const supportItemId =
    o.supportItemId === undefined ? await itemIdOf(s.h, s.c.companyId, itemNumber) : o.supportItemId;
  const unitPriceCents = o.unitPriceCents ?? 7023;
  const agreedTicks = Math.round(agreedHours * HOUR);
  const amountCents = o.amountCents ?? Math.round(unitPriceCents * agreedHours);
  const code = o.shiftCode ?? 'M';
  const status = o.status ?? 'Saved';
  const [row] = await s.h.database.db
    .insert(invoiceLines)
    .values({
      companyId: s.c.companyId,
      profileId: s.clientId,
      status,
      periodFrom: o.periodFrom ?? NOVEMBER.fromDate,
      periodTo: o.periodTo ?? NOVEMBER.toDate,
      sourceKey: `test:${crypto.randomUUID()}`,
      supportItemId,
      itemNumber: supportItemId ? itemNumber : null,
      itemName: supportItemId ? 'Assistance With Self-Care Activities' : null,
      supportCategoryNumber: '1',
      unit: 'H',
      description: `Support on ${date}`,
      date,
      dateFrom: from,
      dateTo: to,
      durationTicks: Math.round(hours * HOUR),
      agreedDurationTicks: agreedTicks,
      billedDurationTicks: agreedTicks,
      unitPriceCents,
      amountCents,
      quantity: agreedHours,
      totalKm: o.totalKm ?? 0,
      shiftCode: code,
      shiftPeriod: code === 'N' ? 'Night' : 'Weekday',
      day: 'Tuesday',
      explanation: explanationOf({
        from,
        to,
        agreedTicks,
        code,
        itemNumber,
        supportItemId,
        unitPriceCents,
        amountCents,
        groupSize: o.groupSize ?? 1,
      }),
      invoiceNumber:
        o.invoiceNumber === undefined ? (status === 'Saved' ? 'INV-000001' : null) : o.invoiceNumber,
      savedAt: o.savedAt === undefined ? (status === 'Saved' ? s.h.clock.now() : null) : o.savedAt,
      claimStatus: o.claimStatus ?? null,
    })
    .returning({ id: invoiceLines.id });
  if (!row) {
    throw new Error('no line');
  }
  return row.id;
}
