import type { InvoicePeriod } from '@care/domain';
import { billingWindow } from '@care/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invoiceLines, profiles } from '../../db/schema/index.ts';
import type { ClientChoice } from './billable.repo.ts';
import { createInvoiceAccounts, dropEmptyAccounts, sentInvoiceNumbersSql } from './invoice-accounts.repo.ts';
import { takeInvoiceNumbers } from './invoice-settings.repo.ts';

const l = invoiceLines;

/** The lines of the client(s) dated in the period. */
export const linesOf = (companyId: string, period: InvoicePeriod, choice: ClientChoice): SQL =>
  and(
    eq(l.companyId, companyId),
    choice === 'all' ? undefined : eq(l.profileId, choice.profileId),
    gte(l.date, period.fromDate),
    lte(l.date, period.toDate),
  ) as SQL;

/** Removes the Draft lines of the client(s) dated in the period (a load replaces them). */
export async function deleteDrafts(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  choice: ClientChoice,
): Promise<void> {
  await db.delete(l).where(and(linesOf(companyId, period, choice), eq(l.status, 'Draft')));
}

/**
 * 'profileId|sourceKey' of the Saved lines of the client(s) around the period: what a load must
 * not bill again. A day either side because a line's date is its support's, which a source
 * keeps; the unique index (company, client, sourceKey) guards the rest.
 */
export async function savedSourceKeys(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  choice: ClientChoice,
): Promise<Set<string>> {
  const widened = billingWindow(period);
  const rows = await db
    .select({ profileId: l.profileId, sourceKey: l.sourceKey })
    .from(l)
    .where(and(linesOf(companyId, widened, choice), eq(l.status, 'Saved')));
  return new Set(rows.map((r) => `${r.profileId}|${r.sourceKey}`));
}

/**
 * The times of the Saved lines of each client's shifts around the period, by
 * 'profileId|shiftRosterId' (docs/workforce.md "Once"): an attendance unmarked and marked again,
 * adjusted or re-split after its lines were saved has new ids, and its time must not be billed again.
 */
export async function savedShiftTimes(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  choice: ClientChoice,
): Promise<Map<string, [number, number][]>> {
  const widened = billingWindow(period);
  const rows = await db
    .select({
      profileId: l.profileId,
      shiftRosterId: l.shiftRosterId,
      dateFrom: l.dateFrom,
      dateTo: l.dateTo,
    })
    .from(l)
    .where(and(linesOf(companyId, widened, choice), eq(l.status, 'Saved'), isNotNull(l.shiftRosterId)));
  const times = new Map<string, [number, number][]>();
  for (const r of rows) {
    const key = `${r.profileId}|${r.shiftRosterId}`;
    times.set(key, [...(times.get(key) ?? []), [r.dateFrom.getTime(), r.dateTo.getTime()]]);
  }
  return times;
}

/** The office's confirmations on the drafts a load replaces, by client, shift, band and time. */
export async function draftConfirmations(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  choice: ClientChoice,
): Promise<Map<string, { by: string; at: string; reason: string }>> {
  const rows = await db
    .select({
      profileId: l.profileId,
      shiftRosterId: l.shiftRosterId,
      shiftCode: l.shiftCode,
      dateFrom: l.dateFrom,
      dateTo: l.dateTo,
      explanation: l.explanation,
    })
    .from(l)
    .where(and(linesOf(companyId, period, choice), eq(l.status, 'Draft'), eq(l.shortDelivery, 'Confirmed')));
  const out = new Map<string, { by: string; at: string; reason: string }>();
  for (const r of rows) {
    const confirmed = r.explanation.delivery?.confirmed;
    if (confirmed) {
      out.set(confirmationKey(r.profileId, r), confirmed);
    }
  }
  return out;
}

/** The key a confirmation is carried over by: client, shift, band and the line's times. */
export const confirmationKey = (
  profileId: string,
  line: { shiftRosterId: string | null; shiftCode: string; dateFrom: Date; dateTo: Date },
): string =>
  `${profileId}|${line.shiftRosterId}|${line.shiftCode}|${line.dateFrom.getTime()}|${line.dateTo.getTime()}`;

/** 'INV-000123': the invoice number of a company's counter value. */
export const invoiceNumberOf = (n: number): string => `INV-${String(n).padStart(6, '0')}`;

/**
 * Saves the Draft lines of the client(s) dated in the period: per client (by name) the invoice of
 * that client and period (its number reused, else a new one), line numbers after the highest on it
 * in date order. A few statements whatever the number of clients (All clients of a large tenant).
 * Returns the lines saved and the invoice numbers in the client order.
 */
export async function saveDrafts(
  db: Queryable,
  input: { companyId: string; period: InvoicePeriod; choice: ClientChoice; user: string; now: Date },
): Promise<{ savedCount: number; invoiceNumbers: string[] }> {
  const { companyId, period } = input;
  const drafts = and(linesOf(companyId, period, input.choice), eq(l.status, 'Draft')) as SQL;
  const clients = await db
    .select({ profileId: l.profileId })
    .from(l)
    .innerJoin(profiles, eq(profiles.id, l.profileId))
    .where(drafts)
    .groupBy(l.profileId, profiles.firstName, profiles.surName)
    .orderBy(asc(profiles.firstName), asc(profiles.surName), asc(l.profileId));
  if (clients.length === 0) {
    return { savedCount: 0, invoiceNumbers: [] };
  }
  const existing = await savedInvoicesOf(
    db,
    companyId,
    period,
    clients.map((c) => c.profileId),
  );
  const fresh = clients.filter((c) => !existing.has(c.profileId));
  let next = fresh.length > 0 ? await takeInvoiceNumbers(db, companyId, fresh.length) : 0;
  const invoices = clients.map((c) => {
    const found = existing.get(c.profileId);
    return found ?? { profileId: c.profileId, invoiceNumber: invoiceNumberOf(next++), lastLine: 0 };
  });
  const chosen = sql.join(
    invoices.map((i) => sql`(${i.profileId}::uuid, ${i.invoiceNumber}, ${i.lastLine}::int)`),
    sql`, `,
  );
  // One statement: each client's lines numbered in date order after the invoice's last line.
  const saved = await db.execute(sql`
    update ${l} set
      status = 'Saved', invoice_number = v.invoice_number, line_number = v.last_line + r.rn,
      period_from = ${period.fromDate}, period_to = ${period.toDate},
      saved_at = ${input.now.toISOString()}, saved_by = ${input.user},
      date_modified = ${input.now.toISOString()}, user_modified = ${input.user}
    from (
      select id, profile_id, row_number() over (partition by profile_id order by date, date_from, id) as rn
      from ${l} where ${drafts}
    ) r
    join (values ${chosen}) as v(profile_id, invoice_number, last_line) on v.profile_id = r.profile_id
    where ${l}.id = r.id
    returning ${l}.id`);
  // Each new invoice gets its account: who pays, issue and due dates (docs/workforce.md "Who pays").
  await createInvoiceAccounts(db, {
    companyId,
    period,
    numbers: invoices.filter((i) => !existing.has(i.profileId)).map((i) => i.invoiceNumber),
    now: input.now,
    user: input.user,
  });
  return {
    savedCount: (saved as unknown as { rows: unknown[] }).rows.length,
    invoiceNumbers: invoices.map((i) => i.invoiceNumber),
  };
}

/** The invoice already saved for each client and exactly this period: its number and last line. */
async function savedInvoicesOf(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  ids: readonly string[],
): Promise<Map<string, { profileId: string; invoiceNumber: string; lastLine: number }>> {
  const rows = await db
    .select({
      profileId: l.profileId,
      invoiceNumber: sql<string>`min(${l.invoiceNumber})`,
      lastLine: sql<number | null>`max(${l.lineNumber})`,
    })
    .from(l)
    .where(
      and(
        eq(l.companyId, companyId),
        inArray(l.profileId, [...ids]),
        eq(l.status, 'Saved'),
        eq(l.periodFrom, period.fromDate),
        eq(l.periodTo, period.toDate),
        isNotNull(l.invoiceNumber),
        // A sent invoice never takes more lines: late lines of its period get a new number.
        sql`${l.invoiceNumber} not in ${sentInvoiceNumbersSql(companyId)}`,
      ),
    )
    .groupBy(l.profileId);
  return new Map(
    rows.map((r) => [
      r.profileId,
      { profileId: r.profileId, invoiceNumber: r.invoiceNumber, lastLine: Number(r.lastLine ?? 0) },
    ]),
  );
}

/**
 * Deletes the client(s)' lines dated in the period that are not claimed and not on a sent invoice;
 * a claimed, paid or rejected line stays (the claim batch keeps it), and so does a sent invoice's
 * (its payer has it). Returns how many went and how many stayed, claimed and sent.
 */
export async function deleteUnclaimed(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  choice: ClientChoice,
): Promise<{ deleted: number; kept: number; sentKept: number; profileIds: string[] }> {
  const where = linesOf(companyId, period, choice);
  const onSent = sql`coalesce(${l.invoiceNumber} in ${sentInvoiceNumbersSql(companyId)}, false)`;
  const deleted = await db
    .delete(l)
    .where(and(where, isNull(l.claimStatus), sql`not ${onSent}`))
    .returning({ profileId: l.profileId });
  const [kept] = await db
    .select({
      claimed: sql<number>`count(*) filter (where ${l.claimStatus} is not null)::int`,
      sent: sql<number>`count(*) filter (where ${l.claimStatus} is null and ${onSent})::int`,
    })
    .from(l)
    .where(where);
  await dropEmptyAccounts(db, companyId);
  return {
    deleted: deleted.length,
    kept: Number(kept?.claimed ?? 0),
    sentKept: Number(kept?.sent ?? 0),
    profileIds: [...new Set(deleted.map((r) => r.profileId))],
  };
}

/** The clients having lines dated in the period (the clients an All-clients reply covers). */
export async function clientsWithLines(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  ids?: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ profileId: l.profileId })
    .from(l)
    .where(and(linesOf(companyId, period, 'all'), ids ? inArray(l.profileId, [...ids]) : undefined));
  return rows.map((r) => r.profileId);
}
