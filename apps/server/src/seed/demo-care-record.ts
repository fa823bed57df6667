import type { Queryable } from '../db/client.ts';
import type { FileStore } from '../ports/files/file-store.ts';

/** The demo clients' daily activities, daily living, aids, expenditure and representatives. */
export async function seedDemoCareRecord(
  _db: Queryable,
  _files: FileStore,
  _companyId: string,
  _now: Date,
): Promise<void> {}
