import type { AllowanceRateView, ClassificationRateView, EnabledClassification } from '@care/domain';
import { financialYearOf } from '@care/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { awardAllowances, awardRates, companyPaySettings } from '../../db/schema/index.ts';
import { SEED_ALLOWANCES, SEED_RATES } from './award-rate-seed.ts';

const rateColumns = {
  rateId: awardRates.id,
  stream: awardRates.stream,
  level: awardRates.level,
  payPoint: awardRates.payPoint,
  weeklyCents: awardRates.weeklyCents,
  hourlyCents: awardRates.hourlyCents,
  appliesFrom: awardRates.appliesFrom,
  enabled: awardRates.enabled,
  enabledBy: awardRates.enabledBy,
  enabledAt: awardRates.enabledAt,
  checkedAgainst: awardRates.checkedAgainst,
  source: awardRates.source,
};

const allowanceColumns = {
  allowanceId: awardAllowances.id,
  kind: awardAllowances.kind,
  amountCents: awardAllowances.amountCents,
  appliesFrom: awardAllowances.appliesFrom,
  appliesTo: awardAllowances.appliesTo,
  pending: awardAllowances.pending,
  source: awardAllowances.source,
};

type RateRow = Awaited<ReturnType<typeof rateRows>>[number];
type AllowanceRow = Awaited<ReturnType<typeof allowanceRows>>[number];

const rateRows = (db: Queryable, companyId: string) =>
  db
    .select(rateColumns)
    .from(awardRates)
    .where(eq(awardRates.companyId, companyId))
    .orderBy(
      desc(awardRates.appliesFrom),
      asc(awardRates.stream),
      asc(awardRates.level),
      asc(awardRates.payPoint),
    );

const allowanceRows = (db: Queryable, companyId: string) =>
  db
    .select(allowanceColumns)
    .from(awardAllowances)
    .where(eq(awardAllowances.companyId, companyId))
    .orderBy(desc(awardAllowances.appliesFrom), asc(awardAllowances.kind));

const rateView = (r: RateRow): ClassificationRateView => ({
  ...r,
  year: financialYearOf(r.appliesFrom),
  enabledAt: r.enabledAt ? r.enabledAt.toISOString() : null,
});
const allowanceView = (a: AllowanceRow): AllowanceRateView => ({
  ...a,
  kind: a.kind as AllowanceRateView['kind'],
  year: financialYearOf(a.appliesFrom),
});

/**
 * Seeds the company's award rows from the reference once (the first time its pay area is used):
 * the settings row marks it, so rows an administrator later changes are never seeded again.
 */
export async function ensurePayRowsSeeded(db: Queryable, companyId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = await tx
      .insert(companyPaySettings)
      .values({ companyId, ratesSeededAt: now, dateCreated: now, userCreated: 'award-seed' })
      .onConflictDoNothing()
      .returning({ companyId: companyPaySettings.companyId });
    if (marked.length === 0) {
      return;
    }
    await tx
      .insert(awardRates)
      .values(
        SEED_RATES.map((r) => ({
          ...r,
          companyId,
          enabledAt: r.enabled ? now : null,
          enabledBy: r.enabled ? 'award-seed' : null,
          checkedAgainst: r.enabled ? 'SCHADS.md §3.2 derivation' : null,
          dateCreated: now,
          userCreated: 'award-seed',
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(awardAllowances)
      .values(SEED_ALLOWANCES.map((a) => ({ ...a, companyId, dateCreated: now, userCreated: 'award-seed' })))
      .onConflictDoNothing();
  });
}

/** Every classification row of the company, newest year first. */
export const listRates = async (db: Queryable, companyId: string): Promise<ClassificationRateView[]> =>
  (await rateRows(db, companyId)).map(rateView);

/** Every allowance row of the company, newest first. */
export const listAllowances = async (db: Queryable, companyId: string): Promise<AllowanceRateView[]> =>
  (await allowanceRows(db, companyId)).map(allowanceView);

export async function findRate(db: Queryable, companyId: string, rateId: string) {
  const [row] = await db
    .select(rateColumns)
    .from(awardRates)
    .where(and(eq(awardRates.companyId, companyId), eq(awardRates.id, rateId)))
    .limit(1);
  return row ? rateView(row) : undefined;
}

export async function findAllowance(db: Queryable, companyId: string, allowanceId: string) {
  const [row] = await db
    .select(allowanceColumns)
    .from(awardAllowances)
    .where(and(eq(awardAllowances.companyId, companyId), eq(awardAllowances.id, allowanceId)))
    .limit(1);
  return row ? allowanceView(row) : undefined;
}

/** The classifications with at least one enabled row: what a worker's settings may name. */
export async function enabledClassifications(
  db: Queryable,
  companyId: string,
): Promise<EnabledClassification[]> {
  return db
    .selectDistinct({ stream: awardRates.stream, level: awardRates.level, payPoint: awardRates.payPoint })
    .from(awardRates)
    .where(and(eq(awardRates.companyId, companyId), eq(awardRates.enabled, true)))
    .orderBy(asc(awardRates.stream), asc(awardRates.level), asc(awardRates.payPoint));
}

export interface RateChange {
  weeklyCents?: number | null;
  hourlyCents?: number;
  appliesFrom?: string;
  source?: string;
  enabled?: boolean;
  enabledBy?: string | null;
  enabledAt?: Date | null;
  checkedAgainst?: string | null;
}

export async function updateRate(
  db: Queryable,
  companyId: string,
  rateId: string,
  change: RateChange,
  now: Date,
  by: string,
): Promise<void> {
  await db
    .update(awardRates)
    .set({ ...change, dateModified: now, userModified: by })
    .where(and(eq(awardRates.companyId, companyId), eq(awardRates.id, rateId)));
}

export interface AllowanceChange {
  amountCents: number;
  appliesFrom: string;
  appliesTo: string | null;
  pending: boolean;
  source: string;
}

export async function updateAllowance(
  db: Queryable,
  companyId: string,
  allowanceId: string,
  change: AllowanceChange,
  now: Date,
  by: string,
): Promise<void> {
  await db
    .update(awardAllowances)
    .set({ ...change, dateModified: now, userModified: by })
    .where(and(eq(awardAllowances.companyId, companyId), eq(awardAllowances.id, allowanceId)));
}

export interface NewRate {
  stream: string;
  level: number;
  payPoint: number;
  weeklyCents: number | null;
  hourlyCents: number;
  appliesFrom: string;
  source: string;
  enabled: boolean;
  enabledBy: string | null;
  enabledAt: Date | null;
  checkedAgainst: string | null;
}

/** Adds or replaces rows by classification and date (an import, a new year): returns how many were new. */
export async function upsertRates(
  db: Queryable,
  companyId: string,
  rows: readonly NewRate[],
  now: Date,
  by: string,
): Promise<number> {
  let added = 0;
  for (const r of rows) {
    const [row] = await db
      .insert(awardRates)
      .values({ ...r, companyId, dateCreated: now, userCreated: by })
      .onConflictDoUpdate({
        target: [
          awardRates.companyId,
          awardRates.stream,
          awardRates.level,
          awardRates.payPoint,
          awardRates.appliesFrom,
        ],
        set: {
          weeklyCents: r.weeklyCents,
          hourlyCents: r.hourlyCents,
          source: r.source,
          enabled: r.enabled,
          enabledBy: r.enabledBy,
          enabledAt: r.enabledAt,
          checkedAgainst: r.checkedAgainst,
          dateModified: now,
          userModified: by,
        },
      })
      .returning({ modified: awardRates.dateModified });
    added += row?.modified ? 0 : 1;
  }
  return added;
}

export interface NewAllowance extends AllowanceChange {
  kind: string;
}

/** Adds or replaces allowance rows by kind and date: returns how many were new. */
export async function upsertAllowances(
  db: Queryable,
  companyId: string,
  rows: readonly NewAllowance[],
  now: Date,
  by: string,
): Promise<number> {
  let added = 0;
  for (const a of rows) {
    const [row] = await db
      .insert(awardAllowances)
      .values({ ...a, companyId, dateCreated: now, userCreated: by })
      .onConflictDoUpdate({
        target: [awardAllowances.companyId, awardAllowances.kind, awardAllowances.appliesFrom],
        set: {
          amountCents: a.amountCents,
          appliesTo: a.appliesTo,
          pending: a.pending,
          source: a.source,
          dateModified: now,
          userModified: by,
        },
      })
      .returning({ modified: awardAllowances.dateModified });
    added += row?.modified ? 0 : 1;
  }
  return added;
}

/** The company's saved pay switches (none saved: {}). */
export async function savedSwitches(db: Queryable, companyId: string): Promise<Record<string, string>> {
  const [row] = await db
    .select({ switches: companyPaySettings.switches })
    .from(companyPaySettings)
    .where(eq(companyPaySettings.companyId, companyId))
    .limit(1);
  return row?.switches ?? {};
}

export async function saveSwitches(
  db: Queryable,
  companyId: string,
  switches: Record<string, string>,
  now: Date,
  by: string,
): Promise<void> {
  await db
    .update(companyPaySettings)
    .set({ switches, dateModified: now, userModified: by })
    .where(eq(companyPaySettings.companyId, companyId));
}
