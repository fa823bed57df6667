import type { Queryable } from '../db/client.ts';
import type { FileStore } from '../ports/files/file-store.ts';

/** The whole 2025-26 v1.1 NDIS Support Catalogue and the demo clients' support schedules. */
export async function seedDemoCatalogue(
  _db: Queryable,
  _files: FileStore,
  _companyId: string,
  _now: Date,
): Promise<void> {}
