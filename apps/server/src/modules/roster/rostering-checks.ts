import {
  type AvailabilitySlot,
  type CandidateShift,
  type RosteredShift,
  type RosterFinding,
  rosterFindings,
} from '@care/domain';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  profiles,
  shiftRosterClients,
  shiftRosters,
  staffAvailabilities,
  staffs,
} from '../../db/schema/index.ts';
import { fullName } from '../people/people.queries.ts';
import { RosterConflict } from './roster-conflict.ts';
import { screeningByStaff } from './screening.repo.ts';

const DAY_MS = 86_400_000;

/**
 * The other shifts (not Cancelled, not the candidates themselves) of the staff member or the
 * clients that overlap the candidates' span: everything the overlap and double-booking checks need.
 */
async function otherShifts(
  db: Queryable,
  companyId: string,
  staffId: string | null,
  profileIds: readonly string[],
  candidates: readonly CandidateShift[],
): Promise<RosteredShift[]> {
  const from = new Date(Math.min(...candidates.map((c) => Date.parse(c.dateFrom))));
  const to = new Date(Math.max(...candidates.map((c) => Date.parse(c.dateTo))));
  const own = candidates.flatMap((c) => (c.shiftRosterId ? [c.shiftRosterId] : []));
  const whose: SQL[] = [];
  if (staffId) {
    whose.push(eq(shiftRosters.staffId, staffId));
  }
  if (profileIds.length > 0) {
    whose.push(
      sql`exists (select 1 from ${shiftRosterClients} where ${shiftRosterClients.shiftRosterId} = ${shiftRosters.id} and ${inArray(shiftRosterClients.profileId, [...profileIds])})`,
    );
  }
  if (whose.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      shiftRosterId: shiftRosters.id,
      staffId: shiftRosters.staffId,
      dateFrom: shiftRosters.dateFrom,
      dateTo: shiftRosters.dateTo,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
    })
    .from(shiftRosters)
    .leftJoin(staffs, eq(staffs.id, shiftRosters.staffId))
    .where(
      and(
        eq(shiftRosters.companyId, companyId),
        // A shift lasts at most a day, so this bound lets the start index find them.
        sql`${shiftRosters.dateFrom} > ${new Date(from.getTime() - DAY_MS).toISOString()}`,
        sql`${shiftRosters.dateFrom} < ${to.toISOString()}`,
        sql`${shiftRosters.dateTo} > ${from.toISOString()}`,
        or(isNull(shiftRosters.status), ne(shiftRosters.status, 'Cancelled')),
        own.length > 0 ? sql`not ${inArray(shiftRosters.id, own)}` : undefined,
        or(...whose),
      ),
    );
  if (rows.length === 0) {
    return [];
  }
  const clients = await db
    .select({
      shiftRosterId: shiftRosterClients.shiftRosterId,
      profileId: shiftRosterClients.profileId,
      firstName: profiles.firstName,
      middleName: profiles.middleName,
      surName: profiles.surName,
    })
    .from(shiftRosterClients)
    .innerJoin(profiles, eq(profiles.id, shiftRosterClients.profileId))
    .where(
      and(
        eq(shiftRosterClients.companyId, companyId),
        inArray(
          shiftRosterClients.shiftRosterId,
          rows.map((r) => r.shiftRosterId),
        ),
      ),
    )
    .orderBy(shiftRosterClients.position);
  return rows.map((r) => {
    const mine = clients.filter((c) => c.shiftRosterId === r.shiftRosterId);
    return {
      shiftRosterId: r.shiftRosterId,
      staffId: r.staffId,
      staffName: r.firstName
        ? fullName({ ...r, firstName: r.firstName, surName: r.surName ?? '' })
        : undefined,
      profileIds: mine.map((c) => c.profileId),
      clientNames: mine.map(fullName),
      dateFrom: r.dateFrom.toISOString(),
      dateTo: r.dateTo.toISOString(),
    };
  });
}

async function availabilityOf(
  db: Queryable,
  companyId: string,
  staffId: string,
): Promise<AvailabilitySlot[]> {
  return db
    .select({
      days: staffAvailabilities.days,
      fromTimeOfDay: staffAvailabilities.fromTimeOfDay,
      toTimeOfDay: staffAvailabilities.toTimeOfDay,
    })
    .from(staffAvailabilities)
    .where(and(eq(staffAvailabilities.companyId, companyId), eq(staffAvailabilities.staffId, staffId)));
}

async function namesOf(db: Queryable, companyId: string, profileIds: readonly string[]) {
  if (profileIds.length === 0) {
    return {};
  }
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      middleName: profiles.middleName,
      surName: profiles.surName,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, [...profileIds])));
  return Object.fromEntries(rows.map((r) => [r.id, fullName(r)]));
}

async function staffNameOf(db: Queryable, companyId: string, staffId: string) {
  const [row] = await db
    .select({ firstName: staffs.firstName, middleName: staffs.middleName, surName: staffs.surName })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.id, staffId)));
  return row ? fullName(row) : undefined;
}

/** The findings of one staff member's (or no one's: open) candidate shifts. */
async function findingsOfOneStaff(
  db: Queryable,
  companyId: string,
  zone: string,
  staffId: string | null,
  candidates: readonly CandidateShift[],
): Promise<RosterFinding[]> {
  const profileIds = [...new Set(candidates.flatMap((c) => c.profileIds))];
  const [others, availability, screeningDocuments, clientNames, staffName] = await Promise.all([
    otherShifts(db, companyId, staffId, profileIds, candidates),
    staffId ? availabilityOf(db, companyId, staffId) : [],
    staffId ? screeningByStaff(db, companyId, [staffId]).then((m) => m.get(staffId) ?? []) : [],
    namesOf(db, companyId, profileIds),
    staffId ? staffNameOf(db, companyId, staffId) : undefined,
  ]);
  return rosterFindings(candidates, {
    zone,
    staffName,
    otherShifts: others,
    availability,
    screeningDocuments,
    clientNames,
  });
}

/**
 * Every finding of the rostering checks (docs/workforce.md) for the shifts a write would leave: the
 * context is loaded for each staff member concerned, then the domain's `rosterFindings` decides.
 */
export async function findingsFor(
  db: Queryable,
  companyId: string,
  zone: string,
  candidates: readonly CandidateShift[],
): Promise<RosterFinding[]> {
  if (candidates.length === 0) {
    return [];
  }
  const byStaff = new Map<string | null, CandidateShift[]>();
  for (const c of candidates) {
    byStaff.set(c.staffId, [...(byStaff.get(c.staffId) ?? []), c]);
  }
  const findings: RosterFinding[] = [];
  for (const [staffId, group] of byStaff) {
    findings.push(...(await findingsOfOneStaff(db, companyId, zone, staffId, group)));
  }
  return findings;
}

/**
 * Serialises the company's roster writes that concern the same staff members or clients, until the
 * transaction ends: two offices booking one worker at once cannot both pass the overlap check.
 * Taken in one sorted order, so two writes never wait on each other in a circle.
 */
async function lockPeople(db: Queryable, candidates: readonly CandidateShift[]): Promise<void> {
  const keys = new Set<string>();
  for (const c of candidates) {
    if (c.staffId) {
      keys.add(`roster:staff:${c.staffId}`);
    }
    for (const p of c.profileIds) {
      keys.add(`roster:client:${p}`);
    }
  }
  for (const key of [...keys].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/**
 * The checks a write must pass: with findings and no override reason, the 409 with the findings;
 * with a reason, the findings to store beside it (`overridden` says there were some).
 */
export async function enforceChecks(
  db: Queryable,
  companyId: string,
  zone: string,
  candidates: readonly CandidateShift[],
  overrideReason: string | null | undefined,
): Promise<{ findings: RosterFinding[]; overridden: boolean }> {
  await lockPeople(db, candidates);
  const findings = await findingsFor(db, companyId, zone, candidates);
  if (findings.length === 0) {
    return { findings, overridden: false };
  }
  if (!overrideReason?.trim()) {
    throw new RosterConflict(findings);
  }
  return { findings, overridden: true };
}
