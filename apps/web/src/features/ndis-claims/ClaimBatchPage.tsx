export function ClaimBatchPage() { return null; }
