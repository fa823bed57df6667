// The Support at Home rules and data (docs/support-at-home.md); each file of the area is exported here.
export * from './sah-budget-rows.ts';
export * from './sah-budgets.data.ts';
export * from './sah-claim-file.ts';
export * from './sah-claim-schemas.ts';
export * from './sah-claim-window.ts';
export * from './sah-contribution-invoices.ts';
export * from './sah-contributions.ts';
export * from './sah-lines.ts';
export {
  divideHalfUp,
  dollars as sahDollars,
  percentText,
  shareCents as sahShareCents,
} from './sah-money.ts';
export * from './sah-payment-statement.ts';
export * from './sah-preflight.ts';
export * from './sah-quarter-budget.ts';
export * from './sah-quarter-figures.ts';
export * from './sah-quarters.ts';
export * from './sah-reports.ts';
export * from './sah-schemas.ts';
export * from './sah-service-schemas.ts';
export * from './sah-services.ts';
export * from './sah-statement.ts';
export * from './sah-statement-schemas.ts';
export * from './sah-types.ts';
export type * from './sah-views.ts';
