// NDIS claims: the pre-flight check, the bulk payment request file, its result (docs/workforce.md "Claims").
export * from './claim-file.ts';
export * from './claim-result.ts';
export * from './claim-view.ts';
export * from './preflight.ts';
