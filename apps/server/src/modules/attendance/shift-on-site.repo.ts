import { fullName } from '@care/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { profiles, progressNotes, staffs } from '../../db/schema/index.ts';

/** The clients' contact and address fields the worker needs on site. */
export function clientsOnSite(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      profileId: profiles.id,
      firstName: profiles.firstName,
      middleName: profiles.middleName,
      surName: profiles.surName,
      phoneNumber: profiles.phoneNumber,
      address: profiles.address,
      suburb: profiles.suburb,
      city: profiles.city,
      state: profiles.state,
      postcode: profiles.postcode,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
      nextOfKin: profiles.nextOfKin,
      relationship: profiles.relationship,
      kinPhoneNumber: profiles.kinPhoneNumber,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, [...ids])));
}

/** The last written progress note of the clients from a shift before `before`: the handover. */
export async function lastHandover(
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
  before: Date,
  shiftId: string,
) {
  if (profileIds.length === 0) {
    return null;
  }
  const [row] = await db
    .select({
      date: progressNotes.date,
      report: progressNotes.report,
      progress: progressNotes.progress,
      followUp: progressNotes.followUp,
      shiftRosterId: progressNotes.shiftRosterId,
      profileId: progressNotes.profileId,
      staffFirst: staffs.firstName,
      staffMiddle: staffs.middleName,
      staffSur: staffs.surName,
    })
    .from(progressNotes)
    .innerJoin(staffs, eq(staffs.id, progressNotes.staffId))
    .where(
      and(
        eq(progressNotes.companyId, companyId),
        inArray(progressNotes.profileId, [...profileIds]),
        lt(progressNotes.date, before),
        // A note with something written; the open (empty) note of the shift itself is not a handover.
        sql`coalesce(trim(${progressNotes.report}), '') <> ''`,
      ),
    )
    .orderBy(desc(progressNotes.date))
    .limit(1);
  if (!row || row.shiftRosterId === shiftId) {
    return null;
  }
  return { ...row, staffName: fullName(row.staffFirst, row.staffMiddle, row.staffSur) };
}
