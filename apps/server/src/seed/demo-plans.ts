import {
  addCalendarDays,
  calendarDateInZone,
  DEFAULT_TIME_ZONE,
  oneYearPlanEnd,
  supportCategoryOf,
} from '@care/domain';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { clientPlans, planBudgets, profiles } from '../db/schema/index.ts';
import type { FileStore } from '../ports/files/file-store.ts';

const SEEDER = 'demo-seed';
const PLAN_MANAGERS = ['Harbour Plan Management', 'Clearview Plan Partners', 'Coastal Plan Management'];
/** Where each plan manager takes invoices (docs/workforce.md "Who pays"). */
const PLAN_MANAGER_DETAILS: Record<
  string,
  { planManagerEmail: string; planManagerAbn: string; planManagerAddress: string }
> = {
  'Harbour Plan Management': {
    planManagerEmail: 'invoices@harbourplan.example',
    planManagerAbn: '53004085616',
    planManagerAddress: 'PO Box 412, Manly NSW 1655',
  },
  'Clearview Plan Partners': {
    planManagerEmail: 'accounts@clearviewplans.example',
    planManagerAbn: '33051775556',
    planManagerAddress: 'Level 3, 20 Smith Street, Parramatta NSW 2150',
  },
  'Coastal Plan Management': {
    planManagerEmail: 'ap@coastalplans.example',
    planManagerAbn: '11000000000',
    planManagerAddress: 'PO Box 88, Wollongong NSW 2500',
  },
};
const MANAGEMENT = ['Plan Managed', 'Self Managed', 'NDIA Managed'] as const;

/** Budget lines in dollars by category, varied by the client's place in the list. */
function budgetsFor(i: number): [string, number][] {
  const core: [string, number][] = [
    ['1', 28_000 + ((i * 7_919) % 64_000)],
    ['4', 9_500 + ((i * 3_301) % 26_000)],
  ];
  const extras: [string, number][][] = [
    [
      ['2', 2_380],
      ['7', 4_320],
      ['15', 6_760],
    ],
    [
      ['3', 1_250],
      ['9', 3_980.5],
      ['12', 2_640],
    ],
    [
      ['5', 3_400],
      ['7', 2_880],
      ['13', 1_990],
    ],
    [
      ['2', 1_640],
      ['8', 5_200],
      ['11', 3_210.75],
    ],
  ];
  return [...core, ...(extras[i % extras.length] ?? [])];
}

interface DemoPlan {
  startDate: string;
  endDate: string;
  management: (typeof MANAGEMENT)[number];
  planManager: string | null;
  note: string | null;
  budgets: [string, number][];
}

/** Which plans client i has around today: most a current one, some also an ended or upcoming one, a few none. */
function plansFor(i: number, today: string): DemoPlan[] {
  if (i % 6 === 5) {
    return []; // No plan recorded yet: the card offers to add one.
  }
  const management = MANAGEMENT[i % 3] ?? 'NDIA Managed';
  const base = {
    management,
    planManager: management === 'Plan Managed' ? (PLAN_MANAGERS[i % PLAN_MANAGERS.length] ?? null) : null,
    note: null,
    budgets: budgetsFor(i),
  };
  const yearFrom = (startDate: string) => ({ startDate, endDate: oneYearPlanEnd(startDate) });
  if (i === 3) {
    // The plan lapsed and the review has not come through: only an ended plan.
    return [{ ...base, ...yearFrom(addCalendarDays(today, -400)), note: 'Plan reassessment requested.' }];
  }
  if (i === 1) {
    // Ending in three weeks, with the renewed plan already approved.
    const current = yearFrom(addCalendarDays(today, -344));
    return [
      { ...base, ...current },
      {
        ...base,
        ...yearFrom(addCalendarDays(current.endDate, 1)),
        budgets: budgetsFor(i + 5),
        note: 'Renewed at the plan reassessment meeting.',
      },
    ];
  }
  const current = yearFrom(addCalendarDays(today, -(30 + ((i * 37) % 290))));
  const plans: DemoPlan[] = [{ ...base, ...current }];
  if (i % 4 === 0) {
    plans.push({
      ...base,
      // The year before, ending the day before the current plan starts.
      startDate: addCalendarDays(current.startDate, -365),
      endDate: addCalendarDays(current.startDate, -1),
      budgets: budgetsFor(i + 2),
    });
  }
  return plans;
}

/** The demo clients' NDIS plans and budgets. */
export async function seedDemoPlans(
  db: Queryable,
  _files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  const today = calendarDateInZone(now, DEFAULT_TIME_ZONE);
  const clients = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .orderBy(asc(profiles.contactId));
  for (const [i, client] of clients.entries()) {
    for (const plan of plansFor(i, today)) {
      const [row] = await db
        .insert(clientPlans)
        .values({
          companyId,
          profileId: client.id,
          startDate: plan.startDate,
          endDate: plan.endDate,
          management: plan.management,
          planManager: plan.planManager,
          ...(plan.planManager ? PLAN_MANAGER_DETAILS[plan.planManager] : {}),
          // Every other self-managed participant has a nominated representative who is invoiced.
          ...(plan.management === 'Self Managed' && i % 4 === 1
            ? {
                representativeName: 'Margaret Nguyen',
                representativeEmail: 'margaret.nguyen@example.com',
                representativeAddress: '14 Bay Road, Balmain NSW 2041',
              }
            : {}),
          note: plan.note,
          userCreated: SEEDER,
          dateCreated: now,
        })
        .returning({ id: clientPlans.id });
      if (!row || plan.budgets.length === 0) {
        continue;
      }
      await db.insert(planBudgets).values(
        plan.budgets.map(([number, dollars]) => ({
          companyId,
          planId: row.id,
          supportCategoryNumber: number,
          supportCategoryName: supportCategoryOf(number)?.name ?? '',
          amountCents: Math.round(dollars * 100),
        })),
      );
    }
  }
}
