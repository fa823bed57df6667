import type { Queryable } from '../db/client.ts';
import type { FileStore } from '../ports/files/file-store.ts';

/** The demo clients' NDIS plans and budgets. */
export async function seedDemoPlans(
  _db: Queryable,
  _files: FileStore,
  _companyId: string,
  _now: Date,
): Promise<void> {}
