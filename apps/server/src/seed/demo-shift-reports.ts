import { addDays, todayIn, zonedWallTimeToInstant } from '@care/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  administrators,
  attendances,
  dailyReports,
  profiles,
  shiftReports,
  shiftRosterClients,
} from '../db/schema/index.ts';
import type { RosterPeople } from './demo-roster-people.ts';

const SEEDER = 'demo-seed';
const MIN = 60_000;

/** What workers wrote about their shifts: varied, the same on every run. */
const GOALS = [
  'walked to the corner shop and back with the frame, resting once; chose and paid for groceries independently.',
  'prepared lunch together (chopping with the adapted knife); ate well and tidied up the kitchen with prompting.',
  'practised the bus route to the library for the third week; read the timetable and tapped on without help.',
  'completed the morning routine with verbal prompts only; chose clothes for the weather and was pleased with it.',
  'joined the community garden group for an hour and talked with two neighbours; keen to go again next week.',
  'managed medication from the Webster pack with one prompt; talked about the upcoming GP appointment calmly.',
];

function reportFields(i: number, firstName: string) {
  const incident = i % 17 === 4;
  const meal = i % 13 !== 6;
  const health = i % 19 === 8;
  return {
    urgentMatters: i % 9 === 0 ? 'Running low on incontinence aids: please reorder before Friday.' : 'None',
    medicationGiven:
      i % 3 === 0 ? 'Morning medication from the Webster pack at 9:05 am' : 'No medication due on this shift',
    medicationSigned: i % 3 === 0 ? 'Signed on the medication chart' : null,
    medicationAvailable: 'Yes, enough for the week',
    medicatioErrors: 'None',
    isMealManagementPlan: meal,
    details_IfNotMealMaganementPlan: meal
      ? null
      : 'Skipped the thickened drinks at lunch; reminded twice, family told.',
    isDrinkingProblem: false,
    details_IfProblemExist: null,
    isHealthIssues: health,
    details_IfHealthIssuesExist: health
      ? 'Mild cough and tired in the afternoon; no fever. Suggested a GP visit.'
      : null,
    goal_Progress: `<p>${firstName} ${GOALS[i % GOALS.length]}</p>`,
    contactFamily: i % 4 === 1 ? 'Called their sister after lunch to share the news of the day.' : null,
    isIncident: incident,
    details_IfIsIncident: incident
      ? 'Slipped on the wet bathroom floor, no injury; floor dried and a mat placed. Incident form filed.'
      : null,
    isBehaviourConcerned: false,
    details_ifIsBehaviourConcerned: null,
  };
}

/**
 * A shift report for every attendance that ended: signed, except a few left unsigned (the worker
 * still has to sign them), among them the demo worker's latest.
 */
export async function seedDemoShiftReports(
  db: Queryable,
  companyId: string,
  people: RosterPeople,
  now: Date,
) {
  const ended = await db
    .select({
      shiftRosterId: attendances.shiftRosterId,
      staffId: attendances.staffId,
      clockOut: attendances.clockOut,
      firstName: profiles.firstName,
    })
    .from(attendances)
    .innerJoin(
      shiftRosterClients,
      and(
        eq(shiftRosterClients.shiftRosterId, attendances.shiftRosterId),
        eq(shiftRosterClients.position, 0),
      ),
    )
    .innerJoin(profiles, eq(profiles.id, shiftRosterClients.profileId))
    .where(and(eq(attendances.companyId, companyId), isNotNull(attendances.clockOut)))
    .orderBy(asc(attendances.clockIn));
  const demoLatest = ended.filter((e) => e.staffId === people.demoStaff.id).pop();
  const rows = ended.map((e, i) => {
    const signed = i % 6 !== 2 && e !== demoLatest;
    const written = new Date(Math.min(now.getTime(), (e.clockOut as Date).getTime() - 10 * MIN));
    return {
      companyId,
      shiftRosterId: e.shiftRosterId,
      ...reportFields(i, e.firstName ?? 'The client'),
      isSigned: signed,
      signedAt: signed ? written : null,
      signedByStaffId: signed ? e.staffId : null,
      userCreated: SEEDER,
      dateCreated: written,
      dateModified: written,
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(shiftReports).values(rows.slice(i, i + 200));
  }
}

const DAY_NOTES = [
  'Office morning: returned the pool car, updated two client folders, team meeting at 2 pm.',
  'Three home visits in the west; dropped off shopping for one client on the way.',
  'Training in the morning (manual handling refresher), then a community outing in the afternoon.',
  'Visited clients in the north; fuel receipt attached to the expense claim.',
];

/**
 * Daily reports: four workers' last five weekdays (the demo worker also has today's, still open),
 * and the administrators' last three weekdays.
 */
export async function seedDemoDailyReports(
  db: Queryable,
  companyId: string,
  people: RosterPeople,
  now: Date,
) {
  const { zone } = people;
  const today = todayIn(now, zone);
  const at = (date: string, time: string) => zonedWallTimeToInstant(`${date}T${time}:00`, zone);
  const weekdays = (count: number) => {
    const days: string[] = [];
    for (let d = addDays(today, -1); days.length < count; d = addDays(d, -1)) {
      const wd = new Date(`${d}T12:00:00Z`).getUTCDay();
      if (wd !== 0 && wd !== 6) {
        days.push(d);
      }
    }
    return days;
  };
  // Around Parramatta, where the office is.
  const where = (i: number) => ({ inLatitude: -33.815 + i * 0.0013, inLongitude: 151.0011 + i * 0.0017 });
  const rows: (typeof dailyReports.$inferInsert)[] = [];
  for (const [s, worker] of people.staff.slice(0, 4).entries()) {
    for (const [d, date] of weekdays(5).entries()) {
      const k = s * 5 + d;
      const startKm = 40_000 + k * 97;
      rows.push({
        companyId,
        authorKind: 'staff',
        staffId: worker.id,
        clockIn: new Date(at(date, '07:30').getTime() + ((k * 7) % 20) * MIN),
        clockOut: new Date(at(date, '16:00').getTime() + ((k * 11) % 45) * MIN),
        clockInCheck: true,
        clockOutCheck: true,
        startKm,
        endKm: startKm + 18 + ((k * 13) % 70),
        report: DAY_NOTES[k % DAY_NOTES.length] as string,
        ...where(k),
        userCreated: SEEDER,
      });
    }
  }
  const startOfDay = at(today, '07:30');
  if (startOfDay.getTime() < now.getTime()) {
    rows.push({
      companyId,
      authorKind: 'staff',
      staffId: people.demoStaff.id,
      clockIn: startOfDay,
      clockInCheck: true,
      startKm: 41_020,
      report: 'Started the day at the office; client visits this afternoon.',
      ...where(1),
      userCreated: SEEDER,
    });
  }
  const admins = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(administrators.companyId, companyId))
    .orderBy(asc(administrators.dateCreated))
    .limit(2);
  for (const [a, admin] of admins.entries()) {
    for (const [d, date] of weekdays(3).entries()) {
      rows.push({
        companyId,
        authorKind: 'admin',
        administratorId: admin.id,
        clockIn: at(date, a === 0 ? '08:30' : '09:00'),
        clockOut: at(date, '17:00'),
        clockInCheck: true,
        clockOutCheck: true,
        startKm: 12_500 + d * 30,
        endKm: 12_500 + d * 30 + 12,
        report:
          d === 0
            ? 'Rostering for next fortnight; two new referrals triaged.'
            : 'Audits of shift reports and client plan reviews.',
        ...where(a + d),
        userCreated: SEEDER,
      });
    }
  }
  await db.insert(dailyReports).values(rows.map((r) => ({ ...r, dateCreated: r.clockIn })));
}
