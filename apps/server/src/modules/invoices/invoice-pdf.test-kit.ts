import { randomUUID } from 'node:crypto';
import type { InvoiceLineExplanation } from '@care/domain';
import { eq } from 'drizzle-orm';
import { insertProfile } from '../../../test/fixtures.ts';
import { createCompany, type Harness } from '../../../test/harness.ts';
import { clientPlans, companies, invoiceLines, profiles } from '../../db/schema/index.ts';

const H = 36_000_000_000;

/** A line's explanation as the load stores it, with the sentences the appendix prints. */
export function explanationOf(n: number, worker: string): InvoiceLineExplanation {
  return {
    shift: {
      shiftRosterId: null,
      dateFrom: '2026-09-07T23:00:00.000Z',
      dateTo: '2026-09-08T02:00:00.000Z',
      clients: ['Ava'],
      groupSize: 1,
      isNightShift: false,
      isExceptionalShift: false,
    },
    worker: { staffId: null, fullName: worker },
    attendance: null,
    splits: [],
    band: { code: 'M', name: 'Normal', rule: 'split', text: `Band sentence ${n}.` },
    item: {
      source: 'schedule',
      supportItemId: null,
      itemNumber: '01_011_0107_1_1',
      itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
      catalogueName: 'NDIS Support Catalogue 2025-26 v1.1',
      startDate: '2025-07-01',
      endDate: null,
      priceColumn: 'NSW',
      limitCents: 7023,
      unit: 'H',
      text: `Item sentence ${n}.`,
    },
    pricing: {
      groupSize: 1,
      unitPriceCents: 7023,
      agreedDurationTicks: 3 * H,
      quantity: 3,
      amountCents: 21069,
      text: `Pricing sentence ${n}.`,
    },
    cancellation: null,
    ttp: null,
    edited: null,
  };
}

interface LineOptions {
  date: string;
  hours: number;
  unitPriceCents: number;
  itemNumber?: string;
  status?: 'Draft' | 'Saved';
  period?: { fromDate: string; toDate: string };
  invoiceNumber?: string | null;
  km?: number;
}

/** Inserts an invoice line as a load (and save) would leave it: 9 am local on its date, for `hours`. */
export async function insertLine(
  h: Harness,
  companyId: string,
  profileId: string,
  n: number,
  o: LineOptions,
) {
  const agreed = o.hours * H;
  const amountCents = Math.round(o.unitPriceCents * o.hours);
  const from = new Date(`${o.date}T09:00:00+10:00`);
  const period = o.period ?? { fromDate: '2026-09-07', toDate: '2026-09-20' };
  const status = o.status ?? 'Saved';
  await h.database.db.insert(invoiceLines).values({
    companyId,
    profileId,
    status,
    periodFrom: period.fromDate,
    periodTo: period.toDate,
    sourceKey: `test:${randomUUID()}`,
    itemNumber: o.itemNumber ?? '01_011_0107_1_1',
    itemName: 'Assistance With Self-Care Activities - Standard - Weekday Daytime',
    unit: 'H',
    description: `Self-care line ${n}`,
    date: o.date,
    dateFrom: from,
    dateTo: new Date(from.getTime() + o.hours * 3600_000),
    durationTicks: agreed,
    agreedDurationTicks: agreed,
    billedDurationTicks: agreed,
    unitPriceCents: o.unitPriceCents,
    amountCents,
    quantity: o.hours,
    totalKm: o.km ?? 0,
    shiftCode: 'M',
    shiftPeriod: 'Normal',
    day: new Intl.DateTimeFormat('en-AU', { weekday: 'long', timeZone: 'UTC' }).format(new Date(o.date)),
    explanation: explanationOf(n, `Worker ${n}`),
    invoiceNumber: status === 'Saved' ? (o.invoiceNumber ?? 'INV-000042') : null,
    lineNumber: status === 'Saved' ? n : null,
  });
  return amountCents;
}

/**
 * A company with its ABN, NDIS registration number and address, an audit-approved client with an
 * NDIS number and a Plan Managed plan, and a second client that is not audit-approved.
 */
export async function invoicePdfCompany(h: Harness) {
  const c = await createCompany(h);
  await h.database.db
    .update(companies)
    .set({
      abn: '51 824 753 556',
      ndisRegistrationNumber: '4050099999',
      address: '1 George Street, Sydney NSW 2000',
    })
    .where(eq(companies.id, c.companyId));
  const client = await insertProfile(h, c.companyId, { auditApproved: true });
  const other = await insertProfile(h, c.companyId);
  await h.database.db.update(profiles).set({ ndisNo: '430123456' }).where(eq(profiles.id, client.id));
  await h.database.db.insert(clientPlans).values({
    companyId: c.companyId,
    profileId: client.id,
    startDate: '2026-07-01',
    endDate: '2027-06-30',
    management: 'Plan Managed',
    planManager: 'Plan Partners Pty Ltd',
  });
  return { c, client, other };
}
