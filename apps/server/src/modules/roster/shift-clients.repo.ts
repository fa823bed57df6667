import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import { profiles, shiftRosterClients } from '../../db/schema/index.ts';

// A shift's clients in the order they were chosen (clientsId): the one read of shift_roster_clients
// the other areas use, as rows, or as SQL for a query that lists shifts (correlated on the shift).

/** One client of a shift, with what the other areas show of them. */
export interface ShiftClient {
  shiftRosterId: string;
  profileId: string;
  firstName: string;
  middleName: string | null;
  surName: string;
  latitude: number | null;
  longitude: number | null;
}

/** The clients of the company's shifts, each shift's in their order. */
export async function clientsOfShifts(
  db: Queryable,
  companyId: string,
  shiftRosterIds: readonly string[],
): Promise<ShiftClient[]> {
  if (shiftRosterIds.length === 0) {
    return [];
  }
  return db
    .select({
      shiftRosterId: shiftRosterClients.shiftRosterId,
      profileId: shiftRosterClients.profileId,
      firstName: profiles.firstName,
      middleName: profiles.middleName,
      surName: profiles.surName,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
    })
    .from(shiftRosterClients)
    .innerJoin(profiles, eq(profiles.id, shiftRosterClients.profileId))
    .where(
      and(
        eq(shiftRosterClients.companyId, companyId),
        inArray(shiftRosterClients.shiftRosterId, [...shiftRosterIds]),
      ),
    )
    .orderBy(shiftRosterClients.position);
}

/** The shift's client ids in order, as a text array ('{}' without clients). */
export const shiftClientIdsSql = (shiftRosterId: AnyColumn | SQL): SQL<string[]> =>
  sql<string[]>`coalesce((select array_agg(src.profile_id::text order by src.position, src.profile_id)
  from shift_roster_clients src where src.shift_roster_id = ${shiftRosterId}), '{}'::text[])`;

/** The shift's clients' full names in order, as a text array ('{}' without clients). */
export const shiftClientNamesSql = (shiftRosterId: AnyColumn | SQL): SQL<string[]> =>
  sql<
    string[]
  >`coalesce((select array_agg(${fullNameSql(sql`p.first_name`, sql`p.middle_name`, sql`p.sur_name`)} order by src.position, src.profile_id)
  from shift_roster_clients src join profiles p on p.id = src.profile_id where src.shift_roster_id = ${shiftRosterId}), '{}'::text[])`;

/** The shift's first client's address and map position (null without a client). */
export const firstClientLocationSql = (shiftRosterId: AnyColumn | SQL) => {
  const part = (c: SQL) => sql`nullif(trim(${c}), '')`;
  return sql<{
    address: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null>`(select json_build_object(
    'address', nullif(concat_ws(', ', ${part(sql`p.address`)}, ${part(sql`p.suburb`)}, ${part(sql`p.state`)}, ${part(sql`p.postcode`)}), ''),
    'latitude', p.latitude, 'longitude', p.longitude)
  from shift_roster_clients c join profiles p on p.id = c.profile_id
  where c.shift_roster_id = ${shiftRosterId} order by c.position limit 1)`;
};
