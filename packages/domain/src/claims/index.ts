// NDIS claims: the pre-flight check, the bulk payment request file, its result (WORKFORCE.md "Claims").
export * from './claim-view.ts';
