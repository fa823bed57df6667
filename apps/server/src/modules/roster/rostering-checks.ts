import {
  type AvailabilitySlot,
  type CandidateShift,
  fullName,
  type RosteredShift,
  type RosterFinding,
  rosterFindings,
  type TrainingCheck,
  trainingRoleOf,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { listAvailabilities } from '../availability/availability.api.ts';
import { workSettingsOf } from '../companies/companies.api.ts';
import { screeningByStaff } from '../documents/documents.api.ts';
import { namePartsOf } from '../people/people.api.ts';
import { coursesOfStaff, requiredTrainingsFor, staffAccountRole } from '../trainings/trainings.api.ts';
import { RosterConflict } from './roster-conflict.ts';
import { lockKeys, overlappingShifts } from './rostering-checks.repo.ts';
import { clientsOfShifts } from './shift-clients.repo.ts';

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
  const rows = await overlappingShifts(db, companyId, staffId, profileIds, { from, to, own });
  if (rows.length === 0) {
    return [];
  }
  const clients = await clientsOfShifts(
    db,
    companyId,
    rows.map((r) => r.shiftRosterId),
  );
  return rows.map((r) => {
    const mine = clients.filter((c) => c.shiftRosterId === r.shiftRosterId);
    return {
      shiftRosterId: r.shiftRosterId,
      staffId: r.staffId,
      staffName: r.firstName ? fullName(r.firstName, r.middleName, r.surName) : undefined,
      profileIds: mine.map((c) => c.profileId),
      clientNames: mine.map((c) => fullName(c.firstName, c.middleName, c.surName)),
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
  const slots = await listAvailabilities(db, companyId, staffId);
  return slots.map(({ days, fromTimeOfDay, toTimeOfDay }) => ({ days, fromTimeOfDay, toTimeOfDay }));
}

async function namesOf(db: Queryable, companyId: string, profileIds: readonly string[]) {
  const names = await namePartsOf(db, 'client', companyId, profileIds);
  return Object.fromEntries(
    [...names].map(([id, n]) => [id, fullName(n.firstName, n.middleName, n.surName)]),
  );
}

async function staffNameOf(db: Queryable, companyId: string, staffId: string) {
  const n = (await namePartsOf(db, 'staff', companyId, [staffId])).get(staffId);
  return n ? fullName(n.firstName, n.middleName, n.surName) : undefined;
}

/**
 * The staff member's required trainings (by their account's role) and records, when the company's
 * work setting asks rostering to check training; undefined otherwise (no check).
 */
async function trainingCheckOf(
  db: Queryable,
  companyId: string,
  staffId: string | null,
  checkOn: boolean,
): Promise<TrainingCheck | undefined> {
  if (!staffId || !checkOn) {
    return undefined;
  }
  // One after another: inside a write's transaction the queries share one connection, where
  // node-postgres queues concurrent ones and deprecates doing so.
  const required = await requiredTrainingsFor(db, companyId);
  const role = await staffAccountRole(db, companyId, staffId);
  const records = await coursesOfStaff(db, companyId, staffId);
  return { required: required[trainingRoleOf(role)], records };
}

/** The findings of one staff member's (or no one's: open) candidate shifts. */
async function findingsOfOneStaff(
  db: Queryable,
  companyId: string,
  zone: string,
  staffId: string | null,
  candidates: readonly CandidateShift[],
  trainingCheckOn: boolean,
): Promise<RosterFinding[]> {
  const profileIds = [...new Set(candidates.flatMap((c) => c.profileIds))];
  // In turn, as above: the checks run inside the write's transaction.
  const others = await otherShifts(db, companyId, staffId, profileIds, candidates);
  const availability = staffId ? await availabilityOf(db, companyId, staffId) : [];
  const screeningDocuments = staffId
    ? ((await screeningByStaff(db, companyId, [staffId])).get(staffId) ?? [])
    : [];
  const clientNames = await namesOf(db, companyId, profileIds);
  const staffName = staffId ? await staffNameOf(db, companyId, staffId) : undefined;
  const trainings = await trainingCheckOf(db, companyId, staffId, trainingCheckOn);
  return rosterFindings(candidates, {
    zone,
    staffName,
    otherShifts: others,
    availability,
    screeningDocuments,
    trainings,
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
  const { trainingRosterCheck } = await workSettingsOf(db, companyId);
  const findings: RosterFinding[] = [];
  for (const [staffId, group] of byStaff) {
    findings.push(...(await findingsOfOneStaff(db, companyId, zone, staffId, group, trainingRosterCheck)));
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
  await lockKeys(db, [...keys].sort());
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
