import { and, or, type SQL } from 'drizzle-orm';
import { hasClient, periodWhere } from '../roster/roster.api.ts';

/** The shifts over the period with any of these clients (there is at least one). */
export const clientVisitsWhere = (period: { from: Date; to: Date }, profileIds: readonly string[]): SQL =>
  and(periodWhere(period, {}), or(...profileIds.map((id) => hasClient(id)))) as SQL;
