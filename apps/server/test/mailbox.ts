import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema/index.ts';
import type { Harness } from './harness.ts';

/** The outbox rows addressed to one e-mail, newest first. */
export function mailsTo(h: Harness, email: string) {
  return h.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.dateCreated), desc(mailOutbox.id));
}

/** The one-time token of the link in a mail's text (…?token=…), or throws when there is none. */
export function tokenIn(text: string | undefined): string {
  const match = /[?&]token=([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) {
    throw new Error(`no one-time link in: ${text}`);
  }
  return match[1];
}

/** The token of the only mail sent to the address whose link goes to the given page. */
export async function linkTokenFor(h: Harness, email: string, page: 'set-password' | 'confirm-email') {
  const mails = (await mailsTo(h, email)).filter((m) => m.bodyText.includes(`/auth/${page}?token=`));
  if (mails.length !== 1) {
    throw new Error(`expected one ${page} mail to ${email}, found ${mails.length}`);
  }
  return tokenIn(mails[0]?.bodyText);
}
