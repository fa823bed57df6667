// Margin per shift, client, worker and support item (issue 38 item 6; docs/pay.md "Margin"): billed
// beside paid plus on-costs, in whole cents, each figure with its sentences.
export * from './margin-csv.ts';
export * from './margin-report.ts';
export * from './margin-types.ts';
export * from './on-costs.ts';
export * from './share-cents.ts';
