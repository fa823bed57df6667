import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { timesheets } from '../../db/schema/index.ts';

export type TimesheetRow = typeof timesheets.$inferSelect;

/** The company's timesheet, locked for the rest of the transaction, or undefined. */
export async function lockTimesheet(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<TimesheetRow | undefined> {
  const [row] = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.companyId, companyId), eq(timesheets.id, id)))
    .for('update');
  return row;
}

/** The worker's answer to a sent timesheet: its new status and note. */
export async function answerTimesheet(
  db: Queryable,
  id: string,
  answer: { status: string; responseNote: string | null; now: Date; userId: string },
): Promise<void> {
  await db
    .update(timesheets)
    .set({
      status: answer.status,
      respondedAt: answer.now,
      responseNote: answer.responseNote,
      dateModified: answer.now,
      userModified: answer.userId,
    })
    .where(eq(timesheets.id, id));
}
