// Invoices: pricing, line building, totals, the views and schemas (WORKFORCE.md "Prices and invoice lines").
export * from './invoice-lines.ts';
export * from './invoice-schemas.ts';
export * from './invoice-view.ts';
