// The front door of the ndis-claims module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).
export { createClaimBatch } from './claim-batch-create.ts';
export { batchLineRows, markBatchProcessed, setLineOutcome } from './ndis-claims.repo.ts';
export { runPreflight } from './preflight.ts';
