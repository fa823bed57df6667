import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  attendances,
  behaviourSupports,
  dailyLivings,
  disabilities,
  healthSupports,
  openShiftRequests,
  profiles,
  shiftRosterClients,
  shiftRosters,
} from '../db/schema/index.ts';
import { recomputeSplits } from '../modules/attendance/attendance.api.ts';
import { loadRosterPeople } from './demo-roster-people.ts';

const MIN = 60_000;
const SEEDER = 'demo-seed';

interface Case {
  staff: number | null;
  client: number;
  /** Minutes from now. */
  from: number;
  minutes: number;
  activities: string;
  description: string;
  status?: 'Pending';
  reason?: string;
  /** Minutes from now of the clock-in and clock-out (null: still clocked in). */
  attended?: { in: number; out: number | null; leftEarlyReason?: string; outside?: boolean };
  openRequests?: number;
}

/**
 * The office's day around now (issue 26), after the shift day and the timesheets: one shift for
 * each list of the Today panel and each status the roster shows (Late, In shift, Left early, still
 * clocked in, a cancellation request, an unfilled shift, an open shift asked for), so a newcomer
 * signing in sees the dashboard alive. The demo worker's client gets the care notes a worker reads
 * on site when the care-needs seed left them out.
 */
export async function seedDemoOfficeDay(db: Queryable, companyId: string, now: Date): Promise<void> {
  const people = await loadRosterPeople(db, companyId);
  if (!people || people.staff.length < 8 || people.clients.length < 8) {
    return;
  }
  const t = now.getTime();
  const at = (m: number) => new Date(t + m * MIN);
  const staffId = (i: number) => (people.staff[i % people.staff.length] as { id: string }).id;
  const clientId = (i: number) => (people.clients[i % people.clients.length] as { id: string }).id;
  const cases: Case[] = [
    {
      staff: null,
      client: 3,
      from: 150,
      minutes: 180,
      activities: 'Personal Support',
      description: 'Afternoon support: the usual worker is on leave.',
    },
    {
      staff: null,
      client: 4,
      from: 26 * 60,
      minutes: 240,
      activities: 'Community Access',
      description: 'Open shift offered to the team.',
      openRequests: 2,
    },
    {
      staff: 5,
      client: 5,
      from: -25,
      minutes: 180,
      activities: 'Personal Support, Meal Preparation',
      description: 'Morning routine and breakfast.',
    },
    {
      staff: 6,
      client: 6,
      from: -90,
      minutes: 240,
      activities: 'Domestic Social Support',
      description: 'Shopping and housework.',
      attended: { in: -92, out: null, outside: true },
    },
    {
      staff: 7,
      client: 7,
      from: -300,
      minutes: 240,
      activities: 'Personal Support',
      description: 'Overnight into the morning.',
      attended: { in: -302, out: null },
    },
    {
      staff: 2,
      client: 1,
      from: -360,
      minutes: 330,
      activities: 'Community Access, Personal Support',
      description: 'Day program and lunch.',
      attended: {
        in: -358,
        out: -120,
        leftEarlyReason: 'The client felt unwell and went home with family at 11.',
      },
    },
    {
      staff: 3,
      client: 2,
      from: 20 * 60,
      minutes: 180,
      activities: 'Personal Support',
      description: 'Evening routine.',
      status: 'Pending',
      reason: 'Medical appointment I cannot move.',
    },
  ];
  const attended: string[] = [];
  for (const c of cases) {
    const id = randomUUID();
    const dateFrom = at(c.from);
    await db.insert(shiftRosters).values({
      id,
      companyId,
      staffId: c.staff === null ? null : staffId(c.staff),
      dateFrom,
      dateTo: at(c.from + c.minutes),
      activities: c.activities,
      description: c.description,
      status: c.status ?? null,
      reason: c.reason ?? null,
      userCreated: SEEDER,
      dateCreated: at(-7 * 24 * 60),
    });
    await db
      .insert(shiftRosterClients)
      .values({ shiftRosterId: id, profileId: clientId(c.client), companyId, position: 0 });
    for (let r = 0; r < (c.openRequests ?? 0); r++) {
      await db
        .insert(openShiftRequests)
        .values({ companyId, shiftRosterId: id, staffId: staffId(8 + r), userCreated: SEEDER });
    }
    if (c.attended && c.staff !== null) {
      const [row] = await db
        .insert(attendances)
        .values({
          companyId,
          shiftRosterId: id,
          staffId: staffId(c.staff),
          clockIn: at(c.attended.in),
          clockOut: c.attended.out === null ? null : at(c.attended.out),
          clockInCheck: true,
          clockOutCheck: c.attended.out !== null,
          clockInLocation: c.attended.outside ? 'outside' : 'inside',
          clockInDistanceMetres: c.attended.outside ? 1400 : 60,
          clockOutLocation: c.attended.out === null ? null : 'inside',
          leftEarlyReason: c.attended.leftEarlyReason ?? null,
          source: 'clock',
          userCreated: SEEDER,
          dateCreated: at(c.attended.in),
        })
        .returning({ id: attendances.id });
      if (row && c.attended.out !== null) {
        attended.push(row.id);
      }
    }
  }
  // Their splits stay Pending: the timesheets awaiting approval.
  await recomputeSplits(db, companyId, attended, SEEDER);
  await careNotesFor(db, companyId, clientId(0), now);
}

/** The demo worker's first client: an address to find, a phone, an emergency contact and care notes. */
async function careNotesFor(db: Queryable, companyId: string, profileId: string, now: Date) {
  const [p] = await db
    .select({ nextOfKin: profiles.nextOfKin, phoneNumber: profiles.phoneNumber, address: profiles.address })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)));
  await db
    .update(profiles)
    .set({
      nextOfKin: p?.nextOfKin || 'Rosa Marino',
      relationship: 'Sister',
      kinPhoneNumber: '0411 276 390',
      phoneNumber: p?.phoneNumber || '0412 880 214',
    })
    .where(eq(profiles.id, profileId));
  const base = {
    companyId,
    profileId,
    userCreated: SEEDER,
    dateCreated: new Date(now.getTime() - 200 * 24 * 60 * MIN),
  };
  const none = async (table: typeof healthSupports | typeof behaviourSupports | typeof disabilities) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.profileId, profileId)).limit(1)).length ===
    0;
  if (await none(healthSupports)) {
    await db.insert(healthSupports).values({
      ...base,
      requireMedication: true,
      healthPlan: 'Twice daily',
      healthIssues: 'Type 2 diabetes: check the sugar before lunch',
    });
  }
  if (await none(behaviourSupports)) {
    await db
      .insert(behaviourSupports)
      .values({ ...base, question2: 'Sudden loud noises', question3: 'A calm voice and a quiet room' });
  }
  if (await none(disabilities)) {
    await db.insert(disabilities).values({
      ...base,
      communicationAssistance: true,
      communicationMeans: 'Verbal',
      communicationDescription: 'Speak slowly; allow time to answer',
    });
  }
  await db.insert(dailyLivings).values({
    ...base,
    activities: 'Meal preparation',
    support: 'Prompting',
    details: 'Soft diet; cut food small; sit upright to eat.',
  });
}
