// The demo's short deliveries (issue 25 item 8): two supports of last month where the worker left an
// hour early, so their lines bill the worked time; the office confirmed the agreed time on one.
import { confirmShortDeliveryLine, type InvoicePeriod } from '@care/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { attendanceSplits, attendances, invoiceLines, shiftRosters } from '../db/schema/index.ts';
import { recomputeSplits } from '../modules/attendance/attendance.api.ts';

const HOUR = 3_600_000;
const OFFICE_NAME = 'Olivia Harbour';
export const CONFIRMED_REASON =
  'The participant asked the worker to finish early; the service agreement bills the agreed time.';

/**
 * Two approved weekday attendances of the period (3 hours or more, daytime, one client) shortened
 * by an hour and approved again: the next load of the period flags their lines as short deliveries.
 */
export async function shortenTwoAttendances(db: Queryable, companyId: string, period: InvoicePeriod) {
  const rows = await db
    .select({ id: attendances.id, clockOut: attendances.clockOut })
    .from(attendances)
    .innerJoin(shiftRosters, eq(shiftRosters.id, attendances.shiftRosterId))
    .where(
      and(
        eq(attendances.companyId, companyId),
        eq(shiftRosters.isNightShift, false),
        gte(attendances.clockIn, new Date(`${period.fromDate}T00:00:00Z`)),
        lte(attendances.clockIn, new Date(`${period.toDate}T00:00:00Z`)),
        sql`${attendances.clockOut} - ${attendances.clockIn} >= interval '3 hours'`,
        sql`extract(isodow from ${attendances.clockIn} at time zone 'Australia/Sydney') between 1 and 5`,
        sql`extract(hour from ${attendances.clockIn} at time zone 'Australia/Sydney') between 8 and 12`,
        sql`(select count(*) from shift_roster_clients c where c.shift_roster_id = ${shiftRosters.id}) = 1`,
      ),
    )
    .orderBy(asc(attendances.clockIn))
    .limit(2);
  for (const row of rows) {
    if (!row.clockOut) {
      continue;
    }
    await db
      .update(attendances)
      .set({ clockOut: new Date(row.clockOut.getTime() - HOUR) })
      .where(eq(attendances.id, row.id));
    await recomputeSplits(db, companyId, [row.id], null);
    await db
      .update(attendanceSplits)
      .set({ status: 'Approved' })
      .where(eq(attendanceSplits.attendanceId, row.id));
  }
  return rows.map((r) => r.id);
}

/** After the load: the office confirms the agreed time of the first short line; the other stays unconfirmed. */
export async function confirmOneShortDelivery(
  db: Queryable,
  companyId: string,
  attendanceIds: string[],
  now: Date,
) {
  if (attendanceIds.length === 0) {
    return;
  }
  const [line] = await db
    .select()
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.companyId, companyId),
        inArray(invoiceLines.attendanceId, attendanceIds),
        eq(invoiceLines.shortDelivery, 'Unconfirmed'),
      ),
    )
    .orderBy(asc(invoiceLines.date))
    .limit(1);
  if (!line) {
    return;
  }
  const fields = confirmShortDeliveryLine(line, { by: OFFICE_NAME, at: now, reason: CONFIRMED_REASON });
  await db
    .update(invoiceLines)
    .set({ ...fields, shortDelivery: 'Confirmed', shortDeliveryReason: CONFIRMED_REASON })
    .where(eq(invoiceLines.id, line.id));
}
