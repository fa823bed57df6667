import {
  DEFAULT_SAH_SETTINGS,
  SAH_BUDGET_ROWS,
  type SahBudgetKind,
  type SahBudgetRow,
  type SahSettings,
} from '@care/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sahBudgetRows, sahSettings } from '../../db/schema/index.ts';

/** A company's budget row as stored: the domain's row with its id. */
export type StoredBudgetRow = SahBudgetRow & { rowId: string | null };

const rowColumns = {
  rowId: sahBudgetRows.id,
  kind: sahBudgetRows.kind,
  amountCents: sahBudgetRows.amountCents,
  effectiveFrom: sahBudgetRows.effectiveFrom,
  effectiveTo: sahBudgetRows.effectiveTo,
  source: sahBudgetRows.source,
  status: sahBudgetRows.status,
};

/** The company's settings row, or undefined before its first save or seed. */
async function settingsRow(db: Queryable, companyId: string) {
  const [row] = await db.select().from(sahSettings).where(eq(sahSettings.companyId, companyId)).limit(1);
  return row;
}

/** The company's settings: the defaults until an administrator saves them. */
export async function settingsOf(
  db: Queryable,
  companyId: string,
): Promise<SahSettings & { seeded: boolean }> {
  const row = await settingsRow(db, companyId);
  if (!row) {
    return { ...DEFAULT_SAH_SETTINGS, seeded: false };
  }
  return {
    drawdownBasis: row.drawdownBasis as SahSettings['drawdownBasis'],
    careManagementRounding: row.careManagementRounding as SahSettings['careManagementRounding'],
    contributionRounding: row.contributionRounding as SahSettings['contributionRounding'],
    lateClaimDayOne: row.lateClaimDayOne as SahSettings['lateClaimDayOne'],
    seeded: row.rowsSeededAt !== null,
  };
}

/**
 * The company's budget rows. Reads never seed (as the pay rows, docs/decisions/pay.md): before the
 * company's rows are seeded, its rows are the shipped ones, without ids.
 */
export async function budgetRowsOf(
  db: Queryable,
  companyId: string,
  seeded: boolean,
): Promise<StoredBudgetRow[]> {
  if (!seeded) {
    return SAH_BUDGET_ROWS.map((r) => ({ ...r, rowId: null }));
  }
  const rows = await db
    .select(rowColumns)
    .from(sahBudgetRows)
    .where(eq(sahBudgetRows.companyId, companyId))
    .orderBy(asc(sahBudgetRows.kind), desc(sahBudgetRows.effectiveFrom));
  return rows.map((r) => ({
    ...r,
    id: r.rowId,
    kind: r.kind as SahBudgetKind,
    status: r.status as SahBudgetRow['status'],
  }));
}

/** Seeds the company's budget rows from the shipped ones once; the settings row marks it. */
export async function ensureSahRowsSeeded(db: Queryable, companyId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(sahSettings)
      .values({ companyId, dateCreated: now, userCreated: 'sah-seed' })
      .onConflictDoNothing();
    // Only the first caller marks it: its edits later are never seeded over.
    const marked = await tx
      .update(sahSettings)
      .set({ rowsSeededAt: now })
      .where(and(eq(sahSettings.companyId, companyId), isNull(sahSettings.rowsSeededAt)))
      .returning({ companyId: sahSettings.companyId });
    if (marked.length === 0) {
      return;
    }
    await tx.insert(sahBudgetRows).values(
      SAH_BUDGET_ROWS.map((r) => ({
        companyId,
        kind: r.kind,
        amountCents: r.amountCents,
        effectiveFrom: r.effectiveFrom,
        effectiveTo: r.effectiveTo,
        source: r.source,
        status: r.status,
        dateCreated: now,
        userCreated: 'sah-seed',
      })),
    );
  });
}

/** One stored row of the company, or undefined. */
export async function findBudgetRow(db: Queryable, companyId: string, rowId: string) {
  const [row] = await db
    .select(rowColumns)
    .from(sahBudgetRows)
    .where(and(eq(sahBudgetRows.companyId, companyId), eq(sahBudgetRows.id, rowId)))
    .limit(1);
  return row;
}

/** The stored row of a kind starting on a date, or undefined. */
export async function budgetRowAt(db: Queryable, companyId: string, kind: string, effectiveFrom: string) {
  const [row] = await db
    .select(rowColumns)
    .from(sahBudgetRows)
    .where(
      and(
        eq(sahBudgetRows.companyId, companyId),
        eq(sahBudgetRows.kind, kind),
        eq(sahBudgetRows.effectiveFrom, effectiveFrom),
      ),
    )
    .limit(1);
  return row;
}

export interface BudgetRowValues {
  kind: string;
  amountCents: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  source: string;
}

/** Adds a row an administrator entered: confirmed, as they took it from the published schedule. */
export async function insertBudgetRow(
  db: Queryable,
  companyId: string,
  v: BudgetRowValues,
  now: Date,
  user: string,
) {
  const [row] = await db
    .insert(sahBudgetRows)
    .values({ companyId, ...v, status: 'confirmed', dateCreated: now, userCreated: user })
    .returning({ rowId: sahBudgetRows.id });
  return row?.rowId ?? '';
}

export async function updateBudgetRow(
  db: Queryable,
  companyId: string,
  rowId: string,
  v: BudgetRowValues,
  now: Date,
  user: string,
): Promise<void> {
  await db
    .update(sahBudgetRows)
    .set({ ...v, status: 'confirmed', dateModified: now, userModified: user })
    .where(and(eq(sahBudgetRows.companyId, companyId), eq(sahBudgetRows.id, rowId)));
}

/** Saves the settings (the row exists: writes seed first). */
export async function saveSettings(
  db: Queryable,
  companyId: string,
  v: SahSettings,
  now: Date,
  user: string,
) {
  await db
    .update(sahSettings)
    .set({ ...v, dateModified: now, userModified: user })
    .where(eq(sahSettings.companyId, companyId));
}
