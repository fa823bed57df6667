import type { Queryable } from '../db/client.ts';
import type { FileStore } from '../ports/files/file-store.ts';

/** The demo clients' disability, health, community and behaviour support needs. */
export async function seedDemoCareNeeds(
  _db: Queryable,
  _files: FileStore,
  _companyId: string,
  _now: Date,
): Promise<void> {}
