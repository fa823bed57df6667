import {
  DEFAULT_TIME_ZONE,
  dueExpiryAlert,
  type ExpiryAlert,
  formatCalendarDate,
  isCourse,
  type RequiredTrainings,
  trainingRoleOf,
} from '@care/domain';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { companyZone } from '../companies/companies.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { adminEmails } from '../users/users.api.ts';
import { requiredTrainingsFor } from './required-trainings.ts';
import { recordTrainingAlert, trainingsWithExpiry } from './trainings.repo.ts';

const TEXT: Record<
  ExpiryAlert,
  (course: string, staff: string, date: string) => { subject: string; text: string }
> = {
  expiring: (course, staff, date) => ({
    subject: `${course} of ${staff} expires on ${date}`,
    text: `The ${course} training of ${staff} expires on ${date}. Please book the refresher and add the new certificate before then.`,
  }),
  expired: (course, staff, date) => ({
    subject: `${course} of ${staff} has expired`,
    text: `The ${course} training of ${staff} expired on ${date}. Please book the refresher as soon as possible.`,
  }),
};

/**
 * The training reminders of the daily expiry mail (documents/expiry-alerts.ts, issue 29): the staff
 * member and the administrators are mailed once 30 days before a training expires and once when it
 * has expired, on the company's calendar; a new expiry date (an edit) starts the reminders again.
 * Only the courses the staff member's role requires (the company's setting) are reminded of.
 */
export async function sendTrainingExpiryAlerts(
  database: Database,
  deps: Pick<AppDeps, 'mailTransport'>,
  now: Date,
): Promise<number> {
  const zones = new Map<string, string>();
  const required = new Map<string, RequiredTrainings>();
  let count = 0;
  for (const t of await trainingsWithExpiry(database.db)) {
    if (!zones.has(t.companyId)) {
      zones.set(t.companyId, await companyZone(database.db, t.companyId).catch(() => DEFAULT_TIME_ZONE));
      required.set(t.companyId, await requiredTrainingsFor(database.db, t.companyId));
    }
    const courses = required.get(t.companyId)?.[trainingRoleOf(t.staffRole)] ?? [];
    if (!courses.some((c) => isCourse(t.course, c))) {
      continue;
    }
    const due = dueExpiryAlert(t.expiryDate, now, t.alertsSent as ExpiryAlert[], zones.get(t.companyId));
    if (!due) {
      continue;
    }
    const mail = TEXT[due](t.course, t.staffName, formatCalendarDate(t.expiryDate));
    await database.db.transaction(async (tx) => {
      const to = new Set([...(t.staffEmail ? [t.staffEmail] : []), ...(await adminEmails(tx, t.companyId))]);
      for (const address of to) {
        await queueMail(tx, deps, {
          companyId: t.companyId,
          to: address,
          ...mail,
          userCreated: 'expiry-check',
        });
      }
      await recordTrainingAlert(tx, t.companyId, t.staffTrainingId, due);
    });
    count += 1;
  }
  return count;
}
