import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { queueMail } from '../mail/mail.api.ts';
import { insertNotices } from '../notices/notices.api.ts';
import { staffContact } from './workflow.repo.ts';

export interface StaffNews {
  companyId: string;
  staffId: string;
  kind: string;
  shiftRosterId: string | null;
  subject: string;
  message: string;
  now: Date;
  /** The user whose action this is (the mail's creator). */
  by: string;
}

/**
 * Tells a staff member about their shift both ways the product has: a notice on their dashboard
 * (when they sign in) and a mail through the mail port, in the caller's transaction.
 */
export async function tellStaff(db: Queryable, deps: Pick<AppDeps, 'mailTransport'>, news: StaffNews) {
  const staff = await staffContact(db, news.companyId, news.staffId);
  if (!staff) {
    return;
  }
  if (staff.userId) {
    await insertNotices(db, [
      {
        companyId: news.companyId,
        userId: staff.userId,
        kind: news.kind,
        message: news.message,
        shiftRosterId: news.shiftRosterId,
        dateCreated: news.now,
      },
    ]);
  }
  await queueMail(db, deps, {
    companyId: news.companyId,
    to: staff.email,
    subject: news.subject,
    text: `Hello ${staff.firstName},\n\n${news.message}\n`,
    userCreated: news.by,
  });
}
