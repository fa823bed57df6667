import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns.ts';
import { companies } from './companies.ts';
import { profiles } from './people.ts';

/** A client's NDIS plan: its dates and how it is managed (NDIA, plan or self-managed). */
export const clientPlans = pgTable(
  'client_plans',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    startDate: text().notNull(),
    endDate: text().notNull(),
    management: text().notNull(),
    /** The plan manager (plan-managed) or whoever pays the invoices. */
    planManager: text(),
    /** Where a plan-managed plan's invoices are e-mailed, with the plan manager's ABN and address. */
    planManagerEmail: text(),
    planManagerAbn: text(),
    planManagerAddress: text(),
    /** A self-managed participant's nominated representative, who is invoiced (none: the participant). */
    representativeName: text(),
    representativeEmail: text(),
    representativeAddress: text(),
    note: text(),
    ...auditColumns(),
  },
  (t) => [index('client_plans_client_idx').on(t.companyId, t.profileId)],
);

/** The funds of a plan for one NDIS support category (1–15), in cents. */
export const planBudgets = pgTable(
  'plan_budgets',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    planId: uuid()
      .notNull()
      .references(() => clientPlans.id, { onDelete: 'cascade' }),
    supportCategoryNumber: text().notNull(),
    supportCategoryName: text().notNull(),
    amountCents: integer().notNull(),
  },
  (t) => [index('plan_budgets_plan_idx').on(t.planId)],
);
