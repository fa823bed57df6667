import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { staffAwardSettings } from '../../db/schema/index.ts';

const columns = {
  awardSettingsId: staffAwardSettings.id,
  staffId: staffAwardSettings.staffId,
  award: staffAwardSettings.award,
  stream: staffAwardSettings.stream,
  level: staffAwardSettings.level,
  payPoint: staffAwardSettings.payPoint,
  employmentType: staffAwardSettings.employmentType,
  agreedWeeklyMinutes: staffAwardSettings.agreedWeeklyMinutes,
  shiftworker: staffAwardSettings.shiftworker,
  shiftworkerAdviceDate: staffAwardSettings.shiftworkerAdviceDate,
  ftTenHourAgreement: staffAwardSettings.ftTenHourAgreement,
  sleepoverTwelveHourAgreement: staffAwardSettings.sleepoverTwelveHourAgreement,
  aboveAwardHourlyCents: staffAwardSettings.aboveAwardHourlyCents,
  effectiveFrom: staffAwardSettings.effectiveFrom,
  recordedBy: staffAwardSettings.userCreated,
  recordedAt: staffAwardSettings.dateCreated,
};

export type StoredAwardSettings = Awaited<ReturnType<typeof listAwardSettings>>[number];

/** Every award-settings row of a worker, in no particular order. */
export function listAwardSettings(db: Queryable, companyId: string, staffId: string) {
  return db
    .select(columns)
    .from(staffAwardSettings)
    .where(and(eq(staffAwardSettings.companyId, companyId), eq(staffAwardSettings.staffId, staffId)));
}

export type NewAwardSettings = Omit<StoredAwardSettings, 'awardSettingsId' | 'recordedBy' | 'recordedAt'>;

/** Adds a row from its date; false when the worker already has one from that date (nothing written). */
export async function insertAwardSettings(
  db: Queryable,
  companyId: string,
  row: NewAwardSettings,
  now: Date,
  by: string,
): Promise<boolean> {
  const inserted = await db
    .insert(staffAwardSettings)
    .values({ ...row, companyId, dateCreated: now, userCreated: by })
    .onConflictDoNothing()
    .returning({ id: staffAwardSettings.id });
  return inserted.length > 0;
}
