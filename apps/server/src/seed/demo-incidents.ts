import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@care/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  incidentKeyPersonnel,
  incidents,
  restrictivePractices,
  shiftReports,
  shiftRosterClients,
  shiftRosters,
  users,
} from '../db/schema/index.ts';
import { loadRosterPeople } from './demo-roster-people.ts';

const SEEDER = 'demo-seed';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type NewIncident = typeof incidents.$inferInsert;

/**
 * The incident register of the demo (issue 27), relative to the seed's clock: the owner and the
 * office administrator as key personnel; a reportable serious injury with its 24-hour clock
 * running, not yet acknowledged; an alleged neglect whose Immediate Notification is late; an
 * unauthorised restrictive practice (5-Day Form only) from the restrictive practices register; a
 * closed incident with its corrective actions done; a near miss; and the incidents the workers'
 * shift reports raised ("Incident: Yes"), closed once older than a week.
 */
export async function seedDemoIncidents(db: Queryable, companyId: string, now: Date): Promise<void> {
  const people = await loadRosterPeople(db, companyId);
  if (!people) {
    return;
  }
  const admins = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.email, ['owner@harbourside.demo', 'admin@harbourside.demo']),
      ),
    )
    .orderBy(asc(users.email));
  const admin = admins.find((a) => a.email === 'admin@harbourside.demo');
  const owner = admins.find((a) => a.email === 'owner@harbourside.demo');
  if (!admin || !owner) {
    return;
  }
  await db
    .insert(incidentKeyPersonnel)
    .values(admins.map((a) => ({ companyId, userId: a.id, userCreated: SEEDER, dateCreated: now })));
  const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
  const ack = (u: typeof owner, at: Date) => ({ userId: u.id, name: name(u), at: at.toISOString() });
  const client = (i: number) => people.clients[i % people.clients.length]?.id ?? null;
  const worker = (i: number) => people.staff[i % people.staff.length]?.id ?? null;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const today = todayIn(now, people.zone);

  const base = (
    o: Partial<NewIncident> & Pick<NewIncident, 'type' | 'title' | 'occurredAt'>,
  ): NewIncident => ({
    companyId,
    incidentNo: 0,
    location: 'At the participant’s home',
    description: '',
    immediateActions: '',
    personHarmed: false,
    reportable: 'Not reportable',
    categories: [],
    reportedByName: name(admin),
    reportedByUserId: admin.id,
    reportedAt: o.occurredAt,
    awareAt: o.occurredAt,
    userCreated: SEEDER,
    dateCreated: o.occurredAt,
    ...o,
  });

  const rows: NewIncident[] = [
    base({
      type: 'Incident',
      title: 'Fall from the shower chair',
      occurredAt: ago(3.5 * HOUR),
      reportedAt: ago(3 * HOUR),
      awareAt: ago(3 * HOUR),
      location: 'Bathroom at home',
      description:
        'The shower chair slipped as the participant sat down; she fell against the basin and hurt her wrist. Wrist swollen, unable to grip.',
      immediateActions:
        'First aid (ice, sling), ambulance called, taken to Westmead Hospital with her sister.',
      personHarmed: true,
      harmDetails: 'Suspected fracture of the right wrist.',
      firstAid: true,
      emergencyServices: ['Ambulance', 'Hospital'],
      familyNotified: true,
      reportable: 'Reportable',
      categories: [2],
      profileId: client(1),
      staffId: worker(1),
      reportedByName: 'Support worker (phone)',
      reportedByUserId: null,
    }),
    base({
      type: 'Incident',
      title: 'Alleged neglect: medication missed over the weekend',
      occurredAt: ago(2 * DAY),
      reportedAt: ago(30 * HOUR),
      awareAt: ago(30 * HOUR),
      description:
        'The family says the evening medication was not given on Saturday and Sunday. The Webster pack shows both doses still sealed.',
      immediateActions: 'GP called for advice; doses given as advised; the worker was asked for an account.',
      reportable: 'Reportable',
      categories: [3],
      profileId: client(2),
      staffId: worker(2),
      status: 'Under investigation',
      investigationStartedAt: ago(28 * HOUR),
      acknowledgements: [ack(owner, ago(29 * HOUR))],
      familyNotified: true,
      witnesses: [
        { name: 'Maria (sister)', contact: '0412 555 019', statement: 'Found both doses sealed on Monday.' },
      ],
    }),
    base({
      type: 'Incident',
      title: 'Kitchen knife left within reach',
      occurredAt: ago(24 * DAY),
      description:
        'A kitchen knife was left on the bench during cooking practice while the worker answered the door.',
      immediateActions: 'Knife put away; cooking practice continued with the adapted knife only.',
      profileId: client(3),
      staffId: worker(3),
      status: 'Closed',
      acknowledgements: [ack(admin, ago(24 * DAY - HOUR))],
      investigationStartedAt: ago(23 * DAY),
      findings:
        'Preventable: the kitchen routine did not say to put sharp tools away before leaving the bench. Worker retrained; routine updated.',
      correctiveActions: [
        {
          id: randomUUID(),
          action: 'Add “sharp tools away” to the kitchen routine',
          owner: name(admin),
          dueDate: addDays(today, -20),
          doneDate: addDays(today, -21),
        },
        {
          id: randomUUID(),
          action: 'Refresher on kitchen safety for the worker',
          owner: name(owner),
          dueDate: addDays(today, -14),
          doneDate: addDays(today, -15),
        },
      ],
      closedAt: ago(14 * DAY),
      closedByName: name(owner),
    }),
    base({
      type: 'Near miss',
      title: 'Wheelchair brake not on at the bus stop',
      occurredAt: ago(20 * HOUR),
      reportedAt: ago(19 * HOUR),
      awareAt: ago(19 * HOUR),
      location: 'Bus stop, Church Street, Parramatta',
      description: 'The chair started to roll towards the kerb; the worker caught it. Nobody was hurt.',
      immediateActions: 'Brake checked and applied; reminder to check brakes at every stop.',
      profileId: client(4),
      staffId: worker(4),
    }),
  ];

  // The incidents the workers' shift reports raised, linked to them: one per report with "Incident: Yes".
  const reported = await db
    .select({
      shiftReportId: shiftReports.id,
      shiftRosterId: shiftReports.shiftRosterId,
      details: shiftReports.details_IfIsIncident,
      staffId: shiftRosters.staffId,
      dateFrom: shiftRosters.dateFrom,
      written: shiftReports.dateCreated,
      profileId: shiftRosterClients.profileId,
    })
    .from(shiftReports)
    .innerJoin(shiftRosters, eq(shiftRosters.id, shiftReports.shiftRosterId))
    .innerJoin(
      shiftRosterClients,
      and(
        eq(shiftRosterClients.shiftRosterId, shiftReports.shiftRosterId),
        eq(shiftRosterClients.position, 0),
      ),
    )
    .where(and(eq(shiftReports.companyId, companyId), eq(shiftReports.isIncident, true)))
    .orderBy(asc(shiftRosters.dateFrom));
  for (const r of reported) {
    const old = now.getTime() - r.written.getTime() > 7 * DAY;
    rows.push(
      base({
        type: 'Incident',
        title: 'Slipped on the wet bathroom floor',
        occurredAt: r.dateFrom,
        reportedAt: r.written,
        awareAt: r.written,
        location: 'Bathroom at home',
        description: r.details ?? 'Reported on the shift report.',
        immediateActions: 'Floor dried and a mat placed.',
        profileId: r.profileId,
        staffId: r.staffId,
        shiftRosterId: r.shiftRosterId,
        shiftReportId: r.shiftReportId,
        reportedByName: 'Support worker (shift report)',
        reportedByUserId: null,
        acknowledgements: [ack(admin, new Date(r.written.getTime() + HOUR))],
        status: old ? 'Closed' : 'Under investigation',
        investigationStartedAt: new Date(r.written.getTime() + 2 * HOUR),
        ...(old
          ? {
              findings: 'No injury. Non-slip mat bought for the bathroom; family told.',
              correctiveActions: [
                {
                  id: randomUUID(),
                  action: 'Buy a non-slip bathroom mat',
                  owner: name(admin),
                  dueDate: todayIn(new Date(r.written.getTime() + 3 * DAY), people.zone),
                  doneDate: todayIn(new Date(r.written.getTime() + 2 * DAY), people.zone),
                },
              ],
              closedAt: new Date(r.written.getTime() + 4 * DAY),
              closedByName: name(admin),
            }
          : {}),
      }),
    );
  }

  // An unauthorised restrictive practice without harm: a category-6 incident, 5-Day Form only.
  const rpAt = ago(26 * HOUR);
  rows.push(
    base({
      type: 'Incident',
      title: 'Unauthorised environmental restraint',
      occurredAt: rpAt,
      reportedAt: ago(25 * HOUR),
      awareAt: ago(25 * HOUR),
      description:
        'The pantry was locked for the evening; the participant’s behaviour support plan does not list it.',
      immediateActions: 'Pantry unlocked; behaviour support practitioner told.',
      reportable: 'Reportable',
      categories: [6],
      restrictivePracticeHarm: false,
      profileId: client(5),
      staffId: worker(5),
      acknowledgements: [ack(admin, ago(24 * HOUR))],
    }),
  );

  rows.sort((a, b) => (a.reportedAt as Date).getTime() - (b.reportedAt as Date).getTime());
  const inserted = await db
    .insert(incidents)
    .values(rows.map((r, i) => ({ ...r, incidentNo: i + 1 })))
    .returning({ id: incidents.id, title: incidents.title });
  const rpIncident = inserted.find((r) => r.title === 'Unauthorised environmental restraint');

  const rp = (
    o: Partial<typeof restrictivePractices.$inferInsert> & { startedAt: Date; minutes: number },
  ) => ({
    companyId,
    profileId: client(5) as string,
    staffId: worker(5),
    practiceType: 'Physical restraint',
    use: 'PRN',
    endedAt: new Date(o.startedAt.getTime() + o.minutes * 60_000),
    location: 'Lounge room',
    description: 'Held both forearms to stop hitting a housemate; released as soon as he calmed.',
    reason: 'Immediate risk of harm to a housemate.',
    behaviour: 'Escalating agitation after a cancelled family visit.',
    lessRestrictiveOptions: 'Redirection to a walk and quiet time were offered first.',
    actionsTaken: 'Debrief with the participant; behaviour support practitioner told.',
    authorised: true,
    authorisationReference: 'NSW RP authorisation 2026-0142',
    userCreated: SEEDER,
    dateCreated: now,
    ...o,
  });
  await db.insert(restrictivePractices).values([
    rp({ startedAt: ago(6 * DAY), minutes: 7 }),
    rp({
      startedAt: rpAt,
      minutes: 180,
      practiceType: 'Environmental restraint',
      use: 'Routine',
      location: 'Kitchen',
      description: 'Pantry locked for the evening.',
      reason: 'Overeating at night, as the family asked.',
      behaviour: 'Repeated night-time eating.',
      lessRestrictiveOptions: 'None tried: it was the house routine.',
      actionsTaken: 'Pantry unlocked; practitioner told; reported to the Commission.',
      authorised: false,
      authorisationReference: null,
      incidentId: rpIncident?.id ?? null,
    }),
  ]);
}
