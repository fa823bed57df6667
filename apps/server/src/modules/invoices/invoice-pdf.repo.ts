import type { InvoiceLineExplanation, InvoicePeriod } from '@care/domain';
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { clientPlans, invoiceLines, profiles } from '../../db/schema/index.ts';
import { invoiceSettingsOf } from './invoice-settings.repo.ts';

/** The GST code the company's invoices print on each line (its claims' code). */
export async function invoiceGstCode(db: Queryable, companyId: string) {
  return (await invoiceSettingsOf(db, companyId)).claimGstCode;
}

/** What a line adds to its view on the PDF: the explanation stored with it. */
export interface LineExtras {
  explanation: InvoiceLineExplanation;
}

/** Ids per query: far under PostgreSQL's 65,535 bind parameters, however long the period. */
const ID_CHUNK = 5_000;

/** The explanations of the lines with these ids, by id. */
export async function lineExplanations(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, LineExtras>> {
  const out = new Map<string, LineExtras>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await db
      .select({
        id: invoiceLines.id,
        explanation: invoiceLines.explanation,
      })
      .from(invoiceLines)
      .where(
        and(eq(invoiceLines.companyId, companyId), inArray(invoiceLines.id, ids.slice(i, i + ID_CHUNK))),
      );
    for (const r of rows) {
      out.set(r.id, { explanation: r.explanation });
    }
  }
  return out;
}

/** Who an invoice is addressed to: each client's NDIS number and the plan manager covering the period. */
export interface InvoiceAddressee {
  ndisNo: string | null;
  planManager: string | null;
}

/**
 * The NDIS numbers of the clients and, for a Plan Managed plan overlapping the period (the latest
 * starting one when several do), its plan manager.
 */
export async function invoiceAddressees(
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
  period: { fromDate: string; toDate: string },
): Promise<Map<string, InvoiceAddressee>> {
  const out = new Map<string, InvoiceAddressee>();
  if (profileIds.length === 0) {
    return out;
  }
  const people = await db
    .select({ id: profiles.id, ndisNo: profiles.ndisNo })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, [...profileIds])));
  for (const p of people) {
    out.set(p.id, { ndisNo: p.ndisNo, planManager: null });
  }
  const plans = await db
    .select({
      profileId: clientPlans.profileId,
      management: clientPlans.management,
      planManager: clientPlans.planManager,
    })
    .from(clientPlans)
    .where(
      and(
        eq(clientPlans.companyId, companyId),
        inArray(clientPlans.profileId, [...profileIds]),
        lte(clientPlans.startDate, period.toDate),
        gte(clientPlans.endDate, period.fromDate),
      ) as SQL,
    )
    .orderBy(desc(clientPlans.startDate), asc(clientPlans.id));
  // Rows come latest first: the first plan seen for a client is the one that counts.
  const seen = new Set<string>();
  for (const plan of plans) {
    const a = out.get(plan.profileId);
    if (a && !seen.has(plan.profileId)) {
      a.planManager = plan.management === 'Plan Managed' ? (plan.planManager ?? null) : null;
      seen.add(plan.profileId);
    }
  }
  return out;
}

/**
 * Which lines a PDF prints: the saved invoice (Saved, with exactly this period) or every line dated
 * in the period; one client's or all; an auditor's only of audit-approved clients.
 */
export function invoicePdfLinesWhere(
  db: Queryable,
  companyId: string,
  o: { clientId: string | null; period: InvoicePeriod; saved: boolean; auditApprovedOnly: boolean },
): SQL {
  const l = invoiceLines;
  const p = o.period;
  const period = o.saved
    ? and(eq(l.status, 'Saved'), eq(l.periodFrom, p.fromDate), eq(l.periodTo, p.toDate))
    : and(gte(l.date, p.fromDate), lte(l.date, p.toDate));
  const approved = o.auditApprovedOnly
    ? inArray(
        l.profileId,
        db
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.companyId, companyId), eq(profiles.auditApproved, true))),
      )
    : undefined;
  return and(period, o.clientId ? eq(l.profileId, o.clientId) : undefined, approved) as SQL;
}
