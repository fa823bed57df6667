import {
  DEFAULT_TIME_ZONE,
  formatInZone,
  formatTicks,
  fullName,
  nextTimesheetStatus,
  type SendTimesheetReply,
  TIMESHEET_MESSAGES,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { badRequest } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { findCompany } from '../companies/companies.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { staffContacts } from '../people/people.api.ts';
import { totalsOf } from './periodic-timesheets.ts';
import { findSendLog, insertSendLog, upsertSentTimesheets } from './sent-timesheets.repo.ts';
import type { Period } from './timesheet-period.ts';
import { periodSplits } from './timesheet-split-view.repo.ts';

/** The period as people read it: 'DD/MM/YYYY h:mm A – DD/MM/YYYY h:mm A' in the company's zone. */
export const periodLabel = (p: Period, zone: string) =>
  `${formatInZone(p.from, 'listDateTime', zone)} – ${formatInZone(p.to, 'listDateTime', zone)}`;

export interface SendContext {
  db: Queryable;
  deps: AppDeps;
  principal: Principal;
  now: Date;
  recordActivity(activity: string): void;
}

export interface SendOptions {
  /** send_all: staff without a sign-in account cannot answer a timesheet, so they are skipped and logged. */
  skipWithoutAccount: boolean;
}

/**
 * Sends the period's timesheet to each staff member with splits in it (spec 3 §7.2): the
 * timesheet (unique per staff and period) becomes Pending, sent now, and the worker is mailed.
 * Nobody with splits: 400 nothingToSend. A send-all run's lines are kept as its log.
 */
export async function sendTimesheets(
  ctx: SendContext,
  period: Period,
  staffIds: readonly string[] | 'all',
  o: SendOptions,
): Promise<SendTimesheetReply> {
  const { db, deps, principal, now } = ctx;
  const companyId = principal.companyId;
  const splits = await periodSplits(db, companyId, period, staffIds);
  const withSplits = [...new Set(splits.map((s) => s.staffId))];
  if (withSplits.length === 0) {
    throw badRequest(TIMESHEET_MESSAGES.nothingToSend);
  }
  const people = (await staffContacts(db, companyId, withSplits)).map(({ staffId, ...p }) => ({
    id: staffId,
    ...p,
  }));
  people.sort((x, y) =>
    fullName(x.firstName, x.middleName, x.surName).localeCompare(
      fullName(y.firstName, y.middleName, y.surName),
    ),
  );
  const company = await findCompany(db, companyId);
  const zone = company?.timeZone ?? DEFAULT_TIME_ZONE;
  const label = periodLabel(period, zone);
  const lines: string[] = [];
  const sent: typeof people = [];
  for (const person of people) {
    const name = fullName(person.firstName, person.middleName, person.surName);
    if (o.skipWithoutAccount && !person.userId) {
      lines.push(
        `Skipped ${name} (${person.email}): no sign-in account, so they cannot receive the timesheet`,
      );
    } else {
      sent.push(person);
    }
  }
  await upsertSentTimesheets(
    db,
    companyId,
    period,
    sent.map((person) => person.id),
    {
      status: nextTimesheetStatus(null, 'send') ?? 'Pending',
      now,
      sentBy: principal.fullName,
      userId: principal.uid,
    },
  );
  const companyName = company?.companyName ?? '';
  for (const person of sent) {
    const name = fullName(person.firstName, person.middleName, person.surName);
    const totals = totalsOf(splits.filter((s) => s.staffId === person.id));
    await queueMail(db, deps, {
      companyId,
      to: person.email,
      subject: `Your timesheet from ${companyName}`.trim(),
      text: [
        `Hello ${person.firstName},`,
        '',
        `${companyName} has sent you your timesheet for ${label}: ${formatTicks(totals.totalDuration)}, ${totals.totalKm} km.`,
        `Please review it and approve it, or ask for changes, under My Timesheet: ${deps.config.publicUrl}/app/staff/received-timesheet`,
      ].join('\n'),
      userCreated: principal.uid,
    });
    ctx.recordActivity(`Sent the timesheet of ${name} for ${label}`);
    lines.push(`Sent to ${name} (${person.email}): ${formatTicks(totals.totalDuration)}`);
  }
  const skipped = people.length - sent.length;
  let logs: string | null = null;
  if (o.skipWithoutAccount) {
    const log = await insertSendLog(db, {
      companyId,
      fromDate: period.from,
      toDate: period.to,
      sentCount: sent.length,
      skippedCount: skipped,
      lines,
      dateCreated: now,
      userCreated: principal.uid,
    });
    if (skipped > 0 && log) {
      logs = `/api/Timesheets/send_log/${log}`;
    }
  }
  if (skipped > 0) {
    ctx.recordActivity(`Sent timesheets for ${label}: ${sent.length} sent, ${skipped} skipped`);
  }
  return {
    status: skipped > 0 ? 'Warning' : 'Success',
    message:
      skipped > 0
        ? `${TIMESHEET_MESSAGES.timesheetSent}: ${sent.length} sent, ${skipped} skipped (see the log)`
        : TIMESHEET_MESSAGES.timesheetSent,
    sent: sent.length,
    skipped,
    logs,
  };
}

/** A send-all run's log as text: its period, counts and one line per staff member. */
export async function sendLogText(db: Queryable, companyId: string, id: string): Promise<string | undefined> {
  const log = await findSendLog(db, companyId, id);
  if (!log) {
    return undefined;
  }
  const company = await findCompany(db, companyId);
  const label = periodLabel({ from: log.fromDate, to: log.toDate }, company?.timeZone ?? DEFAULT_TIME_ZONE);
  return [
    `Timesheets for ${label}`,
    `Sent: ${log.sentCount}, skipped: ${log.skippedCount}`,
    '',
    ...log.lines,
    '',
  ].join('\n');
}
