import { DATE_FORMATS, dayjs, type ShiftRosterView, type StatusReply } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { routeSpec } from '../../http/route.ts';
import { findCompany } from '../companies/companies.api.ts';
import { insertFile } from '../files/files.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { clientAddresses, fullName } from '../people/people.api.ts';
import {
  companyZone,
  periodOf,
  periodQuery,
  periodWhere,
  rosteredWhere,
  shiftViews,
} from '../roster/roster.api.ts';
import { rosterIcs } from './roster-ics.ts';
import { staffContact } from './workflow.repo.ts';
import { shiftWhen } from './workflow-texts.ts';

const sentMessage = (n: number) => `Roster sent to ${n} staff member${n === 1 ? '' : 's'}.`;

/** One line of the mail per shift: when, with whom, where. */
function shiftLine(shift: ShiftRosterView, zone: string, addresses: Map<string, string>): string {
  const where = shift.clientList
    .map((c) => {
      const address = addresses.get(c.profileId);
      return address ? `${c.fullName} (${address})` : c.fullName;
    })
    .join('; ');
  const extra = [shift.activities, shift.appointment].filter(Boolean).join('; ');
  return `- ${shiftWhen(shift, zone)}${where ? `: ${where}` : ''}${extra ? `\n  ${extra}` : ''}`;
}

/** Mails each staff member of the filter their shifts, with an .ics file; how many were sent. */
async function sendRosters(
  db: Queryable,
  deps: AppDeps,
  p: { companyId: string; by: string; now: Date; zone: string; label: string; shifts: ShiftRosterView[] },
): Promise<number> {
  const byStaff = new Map<string, ShiftRosterView[]>();
  for (const s of p.shifts) {
    byStaff.set(s.staffId as string, [...(byStaff.get(s.staffId as string) ?? []), s]);
  }
  const addresses = await clientAddresses(db, p.companyId, [
    ...new Set(p.shifts.flatMap((s) => s.clientList.map((c) => c.profileId))),
  ]);
  const company = (await findCompany(db, p.companyId))?.companyName ?? '';
  let sent = 0;
  for (const [staffId, shifts] of byStaff) {
    const staff = await staffContact(db, p.companyId, staffId);
    if (!staff) {
      continue;
    }
    const locationOf = (s: ShiftRosterView) =>
      (s.clientList[0] && addresses.get(s.clientList[0].profileId)) || null;
    const ics = rosterIcs({
      companyName: company,
      shifts: shifts.map((shift) => ({ shift, location: locationOf(shift) })),
      stamp: p.now,
    });
    const fileId = await insertFile(db, {
      companyId: p.companyId,
      storageKey: await deps.files.put(ics),
      contentType: 'text/calendar',
      kind: 'ics',
      size: ics.length,
      originalName: 'roster.ics',
      userCreated: p.by,
    });
    await queueMail(db, deps, {
      companyId: p.companyId,
      to: staff.email,
      subject: `Your ${company} roster, ${p.label}`,
      text: [
        `Hello ${staff.firstName},`,
        '',
        `Your shifts ${p.label} (${fullName(staff)}):`,
        '',
        ...shifts.map((s) => shiftLine(s, p.zone, addresses)),
        '',
        'The attached calendar file adds them to your calendar; open it again after a change to update them.',
      ].join('\n'),
      attachments: [{ fileId, name: 'roster.ics' }],
      userCreated: p.by,
    });
    sent += 1;
  }
  return sent;
}

/** Send Roster Notification (spec 3 §7.1): one mail per staff member with shifts in the filter. */
export const sendNotificationRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/send_notification',
  summary:
    'Mail each staff member of the filter one message listing their shifts, with an .ics calendar file',
  tags: ['ShiftRosters'],
  querystring: periodQuery,
  activity: 'Sent the roster notification',
  async handler({
    deps,
    db,
    principal,
    query,
    now,
    recordActivity,
  }): Promise<StatusReply & { sent: number }> {
    const zone = await companyZone(db, principal.companyId);
    const period = periodOf(query, zone);
    const shifts = await shiftViews(db, principal.companyId, rosteredWhere(periodWhere(period, query)));
    const last = new Date(period.to.getTime() - 1);
    const label = `from ${dayjs(period.from).tz(zone).format(DATE_FORMATS.date)} to ${dayjs(last).tz(zone).format(DATE_FORMATS.date)}`;
    const sent = await sendRosters(db, deps, {
      companyId: principal.companyId,
      by: principal.uid,
      now,
      zone,
      label,
      shifts,
    });
    recordActivity(`Sent the roster ${label} to ${sent} staff member${sent === 1 ? '' : 's'}`);
    return { status: 'Success', message: sentMessage(sent), sent };
  },
});
