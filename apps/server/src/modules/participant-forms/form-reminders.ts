import {
  DEFAULT_TIME_ZONE,
  type FormReminder,
  formatCalendarDate,
  formDefOf,
  formStatus,
  reviewDaysLeft,
} from '@care/domain';
import type { Database, Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../companies/companies.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { adminEmails } from '../users/users.api.ts';
import { currentFormsWithReview, recordReviewAlert } from './participant-forms.repo.ts';

/** The current forms of active clients whose review is due within 30 days or overdue, soonest first. */
async function remindersOf(
  db: Queryable,
  companyId: string | null,
  now: Date,
  zoneOf: (companyId: string) => Promise<string>,
): Promise<(FormReminder & { companyId: string; alertsSent: string[] })[]> {
  const rows = await currentFormsWithReview(db, companyId);
  const out: (FormReminder & { companyId: string; alertsSent: string[] })[] = [];
  for (const row of rows) {
    const def = formDefOf(row.slug);
    if (!def || row.clientActive === false || !row.reviewDate) {
      continue;
    }
    const zone = await zoneOf(row.companyId);
    const status = formStatus(def, row, now, zone);
    if (status !== 'due for review' && status !== 'overdue') {
      continue;
    }
    out.push({
      formId: row.id,
      companyId: row.companyId,
      clientId: row.profileId,
      clientName: row.clientName,
      slug: def.slug,
      name: def.name,
      reviewDate: row.reviewDate,
      daysLeft: reviewDaysLeft(row.reviewDate, now, zone) ?? 0,
      status,
      alertsSent: row.reviewAlertsSent,
    });
  }
  return out.sort((a, b) => a.daysLeft - b.daysLeft);
}

/** The office dashboard's list: forms due for review within 30 days, and overdue ones. */
export const formRemindersRoute = routeSpec({
  method: 'GET',
  url: '/ParticipantForms/review_reminders',
  summary: 'Participant forms due for review within 30 days or overdue, soonest first',
  tags: ['ParticipantForms'],
  async handler({ db, principal, now }): Promise<FormReminder[]> {
    const zone = await companyZone(db, principal.companyId);
    const list = await remindersOf(db, principal.companyId, now, async () => zone);
    return list.map(({ companyId: _c, alertsSent: _a, ...r }) => r);
  },
});

/**
 * The review reminders of the daily expiry mail (documents/expiry-alerts.ts): the administrators
 * are mailed once when a form falls due for review and once when it is overdue.
 */
export async function sendFormReviewAlerts(
  database: Database,
  deps: Pick<AppDeps, 'mailTransport'>,
  now: Date,
): Promise<number> {
  const zones = new Map<string, string>();
  const zoneOf = async (companyId: string) => {
    if (!zones.has(companyId)) {
      zones.set(companyId, await companyZone(database.db, companyId).catch(() => DEFAULT_TIME_ZONE));
    }
    return zones.get(companyId) ?? DEFAULT_TIME_ZONE;
  };
  let count = 0;
  for (const r of await remindersOf(database.db, null, now, zoneOf)) {
    const alert = r.status === 'overdue' ? 'overdue' : 'due';
    if (r.alertsSent.includes(alert)) {
      continue;
    }
    const date = formatCalendarDate(r.reviewDate);
    const mail =
      alert === 'overdue'
        ? {
            subject: `${r.name} of ${r.clientName} is overdue for review`,
            text: `The ${r.name} of ${r.clientName} was due for review on ${date}. Please review it with the participant and save a new version.`,
          }
        : {
            subject: `${r.name} of ${r.clientName} is due for review by ${date}`,
            text: `The ${r.name} of ${r.clientName} is due for review by ${date}. Please arrange the review with the participant.`,
          };
    await database.db.transaction(async (tx) => {
      for (const to of await adminEmails(tx, r.companyId)) {
        await queueMail(tx, deps, { companyId: r.companyId, to, ...mail, userCreated: 'expiry-check' });
      }
      await recordReviewAlert(tx, r.companyId, r.formId, alert);
    });
    count += 1;
  }
  return count;
}
