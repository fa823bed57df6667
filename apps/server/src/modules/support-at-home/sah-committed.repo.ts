import { and, asc, eq, gte, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { sahServices, shiftRosterClients, shiftRosters } from '../../db/schema/index.ts';

/**
 * The client's rostered Support at Home services from `from` (an instant: what is still ahead) to
 * `to`: each shift's times and service, in one query joining the roster to the service list (the
 * quarter's committed figure prices them). Cancelled shifts commit nothing.
 */
export async function rosteredServicesOf(
  db: Queryable,
  companyId: string,
  profileId: string,
  from: Date,
  to: Date,
) {
  return db
    .select({
      shiftRosterId: shiftRosters.id,
      dateFrom: shiftRosters.dateFrom,
      dateTo: shiftRosters.dateTo,
      serviceId: sahServices.id,
      name: sahServices.name,
      unit: sahServices.unit,
    })
    .from(shiftRosters)
    .innerJoin(shiftRosterClients, eq(shiftRosterClients.shiftRosterId, shiftRosters.id))
    .innerJoin(
      sahServices,
      and(eq(sahServices.id, shiftRosters.sahServiceId), eq(sahServices.companyId, shiftRosters.companyId)),
    )
    .where(
      and(
        eq(shiftRosters.companyId, companyId),
        eq(shiftRosterClients.profileId, profileId),
        isNotNull(shiftRosters.sahServiceId),
        gte(shiftRosters.dateFrom, from),
        lte(shiftRosters.dateFrom, to),
        or(isNull(shiftRosters.status), ne(shiftRosters.status, 'Cancelled')),
      ),
    )
    .orderBy(asc(shiftRosters.dateFrom));
}

/**
 * Every client's shifts naming a Support at Home service whose start falls from `from` to `to`
 * (instants), cancelled ones too, with the service and the cancellation's facts: a month's
 * statements list the cancellations and no-shows and price what is rostered after the month.
 */
export async function servicesRosteredBetween(db: Queryable, companyId: string, from: Date, to: Date) {
  return db
    .select({
      profileId: shiftRosterClients.profileId,
      shiftRosterId: shiftRosters.id,
      dateFrom: shiftRosters.dateFrom,
      dateTo: shiftRosters.dateTo,
      status: shiftRosters.status,
      cancellationReasonCode: shiftRosters.cancellationReasonCode,
      serviceId: sahServices.id,
      name: sahServices.name,
      unit: sahServices.unit,
    })
    .from(shiftRosters)
    .innerJoin(shiftRosterClients, eq(shiftRosterClients.shiftRosterId, shiftRosters.id))
    .innerJoin(
      sahServices,
      and(eq(sahServices.id, shiftRosters.sahServiceId), eq(sahServices.companyId, shiftRosters.companyId)),
    )
    .where(
      and(
        eq(shiftRosters.companyId, companyId),
        isNotNull(shiftRosters.sahServiceId),
        gte(shiftRosters.dateFrom, from),
        lte(shiftRosters.dateFrom, to),
      ),
    )
    .orderBy(asc(shiftRosters.dateFrom), asc(shiftRosters.id));
}
