import {
  addressLine,
  type CareNote,
  careNoteText,
  communicationMeansLabel,
  fullName,
  isMealtimeActivity,
  mapUrlOf,
  type OnSiteClient,
  type ShiftOnSiteView,
  splitList,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { forbidden } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { listNeeds } from '../care-needs/care-needs.api.ts';
import { listDailyLivings } from '../care-record/care-record.api.ts';
import { readableShift } from '../roster/roster.api.ts';
import { clientsOnSite, lastHandover } from './shift-on-site.repo.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** The client's care notes worth reading on site: health, behaviour, mealtime and communication. */
async function careNotesOf(db: Queryable, companyId: string, profileId: string): Promise<CareNote[]> {
  const [health, behaviour, disability, living] = await readTogether(db, [
    () => listNeeds(db, 'health', companyId, profileId),
    () => listNeeds(db, 'behaviour', companyId, profileId),
    () => listNeeds(db, 'disability', companyId, profileId),
    () => listDailyLivings(db, companyId, profileId),
  ]);
  // Only the first record of each needs form is the client's (spec 2 §4).
  const h = health[0];
  const b = behaviour[0];
  const d = disability[0];
  const notes: CareNote[] = [
    {
      kind: 'Health support',
      text: h
        ? careNoteText([
            ['Medication', h.requireMedication ? (text(h.healthPlan) ?? 'Yes') : null],
            ['Health issues', text(h.healthIssues)],
            ['Support', text(h.support)],
            ['', text(h.supportDetails)],
          ])
        : '',
    },
    {
      kind: 'Behaviour support',
      text: b
        ? careNoteText([
            ['Behaviours of concern', text(b.question1)],
            ['Known triggers', text(b.question2)],
            ['What helps', text(b.question3)],
            ['Plan', text(b.behaviourPlan)],
            ['Risks', text(b.riskAssessment)],
          ])
        : '',
    },
    {
      kind: 'Mealtime needs',
      text: living
        .filter((l) => isMealtimeActivity(l.activities))
        .map((l) => careNoteText([[l.activities, [l.support, l.details].filter(Boolean).join(': ')]]))
        .filter(Boolean)
        .join(' · '),
    },
    {
      kind: 'Communication',
      text: d
        ? careNoteText([
            ['Means', communicationMeansLabel(text(d.communicationMeans) ?? '')],
            ['', text(d.communicationDescription)],
          ])
        : '',
    },
  ];
  return notes.filter((n) => n.text !== '');
}

/**
 * The worker's shift on site (issue 26): each client's address and map link, phone, emergency
 * contact and care notes, the activities, and the last handover (progress note) before the shift.
 * The office reads any shift of the company; a worker their own; a client none (403).
 */
export const shiftOnSiteRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/on_site/:id',
  summary:
    'What the worker needs on site: the clients’ addresses with a map link, phones, emergency contacts and care notes, the activities and the last handover',
  tags: ['ShiftRosters'],
  params: z.object({ id: z.uuid('The id must be a UUID') }),
  async handler({ db, principal, params, reach }): Promise<ShiftOnSiteView> {
    if (principal.role === 'Client') {
      throw forbidden();
    }
    const shift = await readableShift(db, principal, reach, params.id);
    const ids = shift.clientList.map((c) => c.profileId);
    const rows = await clientsOnSite(db, principal.companyId, ids);
    const clients: OnSiteClient[] = [];
    for (const id of ids) {
      const r = rows.find((x) => x.profileId === id);
      if (!r) {
        continue;
      }
      const address = addressLine([
        r.address,
        r.suburb,
        r.city,
        [r.state, r.postcode].filter(Boolean).join(' '),
      ]);
      clients.push({
        profileId: r.profileId,
        fullName: fullName(r.firstName, r.middleName, r.surName),
        phoneNumber: r.phoneNumber?.trim() || null,
        address,
        mapUrl: mapUrlOf(address, r.latitude, r.longitude),
        emergencyContact: r.nextOfKin?.trim()
          ? {
              name: r.nextOfKin.trim(),
              relationship: r.relationship?.trim() || null,
              phoneNumber: r.kinPhoneNumber?.trim() || null,
            }
          : null,
        careNotes: await careNotesOf(db, principal.companyId, r.profileId),
      });
    }
    const handover = await lastHandover(
      db,
      principal.companyId,
      ids,
      new Date(shift.dateFrom),
      shift.shiftRosterId,
    );
    return {
      shiftRosterId: shift.shiftRosterId,
      clients,
      activities: splitList(shift.activities),
      handover: handover
        ? {
            date: handover.date.toISOString(),
            staffName: handover.staffName,
            clientName: clients.find((c) => c.profileId === handover.profileId)?.fullName ?? '',
            text: [handover.report, handover.progress, handover.followUp && `Follow up: ${handover.followUp}`]
              .filter((p) => p?.trim())
              .join('\n\n'),
          }
        : null,
    };
  },
});
