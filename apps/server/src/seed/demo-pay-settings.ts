// The demo's pay settings (issue 38 item 4): the award's rows seeded, and every active support worker
// of the company with award settings, covering full-time, part-time and casual, day workers and
// shiftworkers, and a change from the 2026-27 year so the Pay tab shows a history.

import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { companyPaySettings, staffAwardSettings, staffs } from '../db/schema/index.ts';
import { ensurePayRowsSeeded } from '../modules/pay-settings/pay-settings.api.ts';

const SEEDER = 'demo-seed';

interface DemoAward {
  employmentType: 'FT' | 'PT' | 'CASUAL';
  payPoint: number;
  agreedWeeklyMinutes?: number;
  shiftworker?: boolean;
  ftTenHourAgreement?: boolean;
  sleepoverTwelveHourAgreement?: boolean;
  aboveAwardHourlyCents?: number;
  /** A part-timer taken on full-time from the 2026-27 year (a second row). */
  fullTimeFrom2026?: boolean;
}

/** The pattern the workers take in turn (the demo staff sign-in first: a casual, as the pay journey expects). */
const PATTERN: readonly DemoAward[] = [
  { employmentType: 'CASUAL', payPoint: 1 },
  { employmentType: 'PT', payPoint: 2, agreedWeeklyMinutes: 30 * 60, shiftworker: true },
  {
    employmentType: 'FT',
    payPoint: 3,
    shiftworker: true,
    ftTenHourAgreement: true,
    sleepoverTwelveHourAgreement: true,
  },
  { employmentType: 'CASUAL', payPoint: 1, shiftworker: true },
  { employmentType: 'PT', payPoint: 1, agreedWeeklyMinutes: 22.5 * 60, fullTimeFrom2026: true },
  { employmentType: 'FT', payPoint: 2, aboveAwardHourlyCents: 3900 },
];

/** Seeds the company's award rows and its active workers' award settings; returns how many workers. */
export async function seedDemoPaySettings(db: Queryable, companyId: string, now: Date): Promise<number> {
  await ensurePayRowsSeeded(db, companyId, now);
  // The margin report's on-costs: super at 12% (the default) and workers' compensation at an insurer's
  // 2.5%; payroll tax left not set, so the page shows its "not set" note (docs/pay.md "Margin").
  await db
    .update(companyPaySettings)
    .set({ workersCompBasisPoints: 250 })
    .where(eq(companyPaySettings.companyId, companyId));
  const workers = await db
    .select({ id: staffs.id, email: staffs.email })
    .from(staffs)
    .where(eq(staffs.companyId, companyId))
    .orderBy(
      sql`case when lower(${staffs.email}) = 'staff@harbourside.demo' then 0 else 1 end`,
      sql`${staffs.maxStaffId} asc nulls last`,
      asc(staffs.id),
    );
  const rows = workers.flatMap((w, i) => {
    const a = PATTERN[i % PATTERN.length] as DemoAward;
    const base = {
      companyId,
      staffId: w.id,
      award: 'MA000100',
      stream: 'SACS_B',
      level: 2,
      payPoint: a.payPoint,
      employmentType: a.employmentType,
      agreedWeeklyMinutes: a.agreedWeeklyMinutes ?? null,
      shiftworker: a.shiftworker ?? false,
      shiftworkerAdviceDate: a.shiftworker ? '2025-06-30' : null,
      ftTenHourAgreement: a.ftTenHourAgreement ?? false,
      sleepoverTwelveHourAgreement: a.sleepoverTwelveHourAgreement ?? false,
      aboveAwardHourlyCents: a.aboveAwardHourlyCents ?? null,
      effectiveFrom: '2025-07-07',
      dateCreated: now,
      userCreated: SEEDER,
    };
    return a.fullTimeFrom2026
      ? [
          base,
          {
            ...base,
            employmentType: 'FT',
            agreedWeeklyMinutes: null,
            payPoint: 2,
            effectiveFrom: '2026-07-06',
          },
        ]
      : [base];
  });
  if (rows.length > 0) {
    await db.insert(staffAwardSettings).values(rows);
  }
  return workers.length;
}
