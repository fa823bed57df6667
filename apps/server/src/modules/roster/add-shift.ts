import { randomUUID } from 'node:crypto';
import { type RosterFinding, type ShiftTimes, type StatusReply, seriesTimes, shiftForm } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from './company-zone.ts';
import { planEdit } from './edit-shift.ts';
import { enforceChecks, findingsFor } from './rostering-checks.ts';
import { shiftFor } from './shift-guards.ts';
import { assertPeople, assertSahService, formTimes, repeatOf } from './shift-input.ts';
import { candidatesOf, createdBy, formFields, overrideFields, overrideNote, whenOf } from './shift-values.ts';
import { insertShifts } from './shift-write.repo.ts';

const tags = ['ShiftRosters'];

/** The shifts a form makes: the first, and with a repeat every shift of the series up to the stop date. */
async function shiftsOfForm(db: Queryable, principal: Principal, form: z.infer<typeof shiftForm>) {
  const zone = await companyZone(db, principal.companyId);
  const first = formTimes(form, zone);
  const repeat = repeatOf(form, first, zone);
  const profileIds = [...new Set(form.clientsId)];
  await assertPeople(db, principal.companyId, form.staffId, profileIds);
  await assertSahService(db, principal.companyId, profileIds, form.sahServiceId);
  const times: ShiftTimes[] = repeat ? seriesTimes(first, repeat.days, repeat.stopDate, zone) : [first];
  return { zone, first, repeat, profileIds, times };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Adding shifts (spec 3 §7.1 add_multipleclient_shifts) and checking a form before saving (ours). */
export const addMultipleclientShiftsRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/add_multipleclient_shifts',
  summary:
    'Add a shift for one or more clients; with a repeat, every shift of the series, in one transaction',
  tags,
  body: shiftForm,
  activity: 'Added a shift',
  async handler({
    db,
    principal,
    body,
    now,
    recordActivity,
  }): Promise<StatusReply & { shiftRosterIds: string[] }> {
    const { zone, first, repeat, profileIds, times } = await shiftsOfForm(db, principal, body);
    const { findings } = await enforceChecks(
      db,
      principal.companyId,
      zone,
      candidatesOf(times, body.staffId, profileIds),
      body.overrideReason,
    );
    const seriesId = repeat ? randomUUID() : null;
    const fields = formFields(body, repeat);
    const shiftRosterIds = await insertShifts(
      db,
      times.map((t) => ({
        ...fields,
        companyId: principal.companyId,
        dateFrom: new Date(t.dateFrom),
        dateTo: new Date(t.dateTo),
        seriesId,
        ...overrideFields(findings, t.dateFrom, body.overrideReason),
        ...createdBy(principal, now),
      })),
      profileIds,
    );
    const what = times.length === 1 ? 'a shift' : `a series of ${plural(times.length, 'shift')}`;
    recordActivity(
      `Added ${what} from ${whenOf(first.dateFrom, zone)}${overrideNote(findings, body.overrideReason)}`,
    );
    return {
      status: 'Success',
      message: times.length === 1 ? 'Shift added.' : `${plural(times.length, 'shift')} added.`,
      shiftRosterIds,
    };
  },
});

export const checkShiftRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/check_shift',
  summary: 'The rostering checks of an Add/Edit Shift form (nothing is saved): the warnings to show',
  tags,
  body: shiftForm.extend({ shiftId: z.uuid('The shift id must be a UUID').nullish() }),
  async handler({ db, principal, body, now }): Promise<{ findings: RosterFinding[] }> {
    if (body.shiftId) {
      // An edit's form: the shifts the edit would write, each clashing with others but not itself.
      const { row } = await shiftFor(db, principal.companyId, body.shiftId, 'edit', now);
      const plan = await planEdit(db, principal.companyId, row, body, now);
      const candidates = candidatesOf([...plan.updates, ...plan.added], body.staffId, plan.profileIds);
      return { findings: await findingsFor(db, principal.companyId, plan.zone, candidates) };
    }
    const { zone, profileIds, times } = await shiftsOfForm(db, principal, body);
    return {
      findings: await findingsFor(
        db,
        principal.companyId,
        zone,
        candidatesOf(times, body.staffId, profileIds),
      ),
    };
  },
});
