// Invoices: pricing, line building, totals, budgets, the views and schemas (docs/workforce.md "Prices and invoice lines").
export * from './billing-period.ts';
export * from './budget-usage.ts';
export * from './build-lines.ts';
export * from './cancellation-lines.ts';
export * from './invoice-account.ts';
export * from './invoice-account-schemas.ts';
export * from './invoice-ageing.ts';
export * from './invoice-bill-to.ts';
export * from './invoice-lines.ts';
export * from './invoice-money.ts';
export * from './invoice-schemas.ts';
export * from './invoice-totals.ts';
export * from './invoice-view.ts';
export * from './item-bands.ts';
