// The demo's Support at Home monthly statements (issue 39 items 5, 7): last month's statement of each
// of Harbourside's Support at Home clients, issued by the scheduled run as on the 1st, its PDF stored
// and its mail kept in the outbox (the demo sends no mail). Generating again changes nothing.
import type { Queryable } from '../db/client.ts';
import { generateDueStatements } from '../modules/support-at-home/support-at-home.api.ts';
import type { FileStore } from '../ports/files/file-store.ts';

export async function seedDemoSahStatements(db: Queryable, files: FileStore, companyId: string, now: Date) {
  return generateDueStatements({ database: { db }, files, mailTransport: null }, now, [companyId]);
}
