import type { Queryable } from '../db/client.ts';

/**
 * The demo company's live roster around today: past weeks attended, today in progress, upcoming
 * weeks, repeats, a sleepover and an active night, open shifts, a pending cancellation, a shift that
 * breaks a check, and the staff's availability. (Filled in by the roster work of issue 12.)
 */
export async function seedDemoRoster(_db: Queryable, _companyId: string, _now: Date): Promise<void> {}
