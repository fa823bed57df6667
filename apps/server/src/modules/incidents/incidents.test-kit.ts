import { zonedDateAndTime } from '@care/domain';
import type { Harness } from '../../../test/harness.ts';
import { get, post } from '../../../test/referrals.ts';
import { reportCompany } from '../shift-reports/shift-reports.test-kit.ts';

export { get, post };

export const api = (path: string) => `/api/Incidents/${path}`;

/** A local date and time in Sydney, `minutesAgo` before the test clock's now. */
export function localAgo(h: Harness, minutesAgo: number) {
  return zonedDateAndTime(h.clock.now().getTime() - minutesAgo * 60_000, 'Australia/Sydney');
}

/**
 * Moves the fork's shared clock on to the next whole minute: the form's times carry minutes
 * only, so a clock other tests left at :03 seconds would put every due time 3 s off.
 */
export function onWholeMinute(h: Harness): void {
  const past = h.clock.now().getTime() % 60_000;
  if (past > 0) {
    h.clock.advance(60_000 - past);
  }
}

/** An incident form that passes every rule: not reportable, nobody harmed, an hour ago. */
export function incidentBody(h: Harness, o: Record<string, unknown> = {}) {
  const { date, time } = localAgo(h, 60);
  return {
    type: 'Incident',
    title: 'Slipped in the bathroom',
    occurredDate: date,
    occurredTime: time,
    location: 'Bathroom at home',
    description: 'Slipped on the wet floor after the shower; sat down, no injury.',
    immediateActions: 'Helped up, checked for injury, dried the floor.',
    personHarmed: 'No',
    reportable: 'Not reportable',
    witnesses: [{ name: 'Ana Lee', contact: '0400 000 111', statement: 'Saw her sit down.' }],
    ...o,
  };
}

/**
 * A company with a worker (the Staff user) on a clocked-in shift with the client (the Client user)
 * tomorrow, and the CompanyAdmin named key personnel.
 */
export async function incidentCompany(h: Harness) {
  const r = await reportCompany(h);
  const admin = r.c.users.CompanyAdmin;
  const res = await post(h, api('key_personnel'), admin.token, { userIds: [admin.id] });
  if (res.statusCode !== 200) {
    throw new Error(`key personnel: ${res.statusCode} ${res.body}`);
  }
  return r;
}

/** Reports an incident through the API and returns its id. */
export async function raise(h: Harness, token: string, body: object): Promise<string> {
  const res = await post(h, api('add_incident'), token, body);
  if (res.statusCode !== 200) {
    throw new Error(`add incident: ${res.statusCode} ${res.body}`);
  }
  return res.json().incidentId as string;
}
